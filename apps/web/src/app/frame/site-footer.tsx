import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/ui/language-switcher.tsx';
import { LogoFull } from '../../components/ui/logo.tsx';
import { paths } from '../../config/paths.ts';
import { getPublicConfig } from '../../lib/public-config.ts';
import { PromotionLinks } from '../../features/content/components/running-promotions.tsx';
import { AnalyticsConsent } from '../../features/analytics/components/analytics-consent.tsx';
import './site-footer.css';

const FOOTER_LINKS = [
  { key: 'about', to: paths.about.getHref() },
  { key: 'terms', to: paths.termsOfUse.getHref() },
  { key: 'contact', to: paths.contactUs.getHref() },
  { key: 'home', to: paths.home.getHref() },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  // Company facts are settings (COMPANY_*, SUPPORT_EMAIL), the words around them are in the locales.
  const company = getPublicConfig().company;
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <LogoFull always />
          <p className="site-footer__disclaimer">{t('footer.disclaimer')}</p>
        </div>
        <nav className="site-footer__links" aria-label={t('footer.linksLabel')}>
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(`footer.${link.key}`)}</Link>
              </li>
            ))}
            <PromotionLinks />
          </ul>
        </nav>
        <div className="site-footer__language">
          <LanguageSwitcher />
          <AnalyticsConsent />
        </div>
        <address className="site-footer__company">
          <p>{t('footer.company', { name: company.name, number: company.number })}</p>
          <p>{company.address}</p>
          <p>
            {t('footer.emailLabel')}: <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
          </p>
          <p>{t('footer.law')}</p>
        </address>
        <p className="site-footer__copyright">{t('footer.copyright', { name: company.name })}</p>
      </div>
    </footer>
  );
}
