import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router';
import { LanguageSwitcher } from '../../../components/ui/language-switcher.tsx';
import { LogoFull } from '../../../components/ui/logo.tsx';
import { paths } from '../../../config/paths.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { channelQueryOptions } from '../api/get-channel.ts';
import { MAINTENANCE_POLL_MS } from './maintenance-banner.tsx';
import './maintenance-screen.css';

/** Pages that stay readable during maintenance: the static pages, their app variants and KYC. */
const OPEN_DURING_MAINTENANCE = [
  paths.about,
  paths.termsOfUse,
  paths.privacyPolicy,
  paths.contactUs,
  paths.appAbout,
  paths.appTerms,
  paths.appPrivacyPolicy,
  paths.appContactUs,
  paths.passwordReset,
  paths.appPasswordReset,
  paths.kyc,
].map((route) => route.path);

export function MaintenanceScreen() {
  const { t } = useTranslation();
  usePageMeta(t('maintenance.metaTitle'), t('maintenance.body'));
  return (
    <main id="main" className="maintenance-screen" data-testid="maintenance-screen" tabIndex={-1}>
      <LogoFull always />
      <div className="maintenance-screen__icon" aria-hidden="true">
        ⚙
      </div>
      <h1 className="maintenance-screen__title">{t('maintenance.title')}</h1>
      <p className="maintenance-screen__text">{t('maintenance.screenText')}</p>
      <nav className="maintenance-screen__links" aria-label={t('footer.linksLabel')}>
        <Link to={paths.about.getHref()}>{t('footer.about')}</Link>
        <Link to={paths.termsOfUse.getHref()}>{t('footer.terms')}</Link>
        <Link to={paths.contactUs.getHref()}>{t('footer.contact')}</Link>
      </nav>
      <LanguageSwitcher />
    </main>
  );
}

/**
 * While the channel's `maintenence` flag is on, every page but the static ones shows the maintenance
 * screen (games cannot launch: the server refuses too). Polled like the banner, so switching maintenance
 * off brings the site back without a reload.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { data } = useQuery({
    ...channelQueryOptions(),
    refetchInterval: MAINTENANCE_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
  const open = OPEN_DURING_MAINTENANCE.some((path) => matchPath(path, pathname));
  if (data?.featureFlags.maintenence && !open) return <MaintenanceScreen />;
  return children;
}
