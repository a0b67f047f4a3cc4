import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/ui/language-switcher.tsx';
import { LogoCompact, LogoFull } from '../../components/ui/logo.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { KycPanel } from '../../features/kyc/components/kyc-panel.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import './kyc.css';

/**
 * /kyc: identity verification, outside the common frame (SPEC §2) — so it has its own slim header
 * (the logo home and the language switcher) at the very top, with no empty strip above it.
 */
export default function KycPage() {
  const { t } = useTranslation();
  usePageMeta(t('meta.kyc.title'), t('meta.kyc.description'));
  return (
    <>
      <header className="kyc-header" data-testid="kyc-header">
        <div className="container kyc-header__inner">
          <Link to={paths.home.getHref()} className="kyc-header__logo" aria-label={t('brand.logoLabel')}>
            <LogoFull />
            <LogoCompact />
          </Link>
          <LanguageSwitcher testId="kyc-language" />
        </div>
      </header>
      <div className="container kyc-page">
        <PageHeader title={t('kyc.heading')} lead={t('kyc.lead')} />
        <KycPanel />
        <nav className="kyc-page__home" aria-label={t('kyc.pageLinks')}>
          <Link to={paths.home.getHref()} className="btn btn-secondary">
            {t('common.backHome')}
          </Link>
        </nav>
      </div>
    </>
  );
}
