import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/ui/language-switcher.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { KycPanel } from '../../features/kyc/components/kyc-panel.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

/** /kyc: identity verification, outside the common frame (SPEC §2). */
export default function KycPage() {
  const { t } = useTranslation();
  usePageMeta(t('meta.kyc.title'), t('meta.kyc.description'));
  return (
    <div className="container kyc-page">
      <PageHeader title={t('kyc.heading')} lead={t('kyc.lead')} />
      <KycPanel />
      <nav className="kyc-page__home" aria-label={t('kyc.pageLinks')}>
        <Link to={paths.home.getHref()} className="btn btn-secondary">
          {t('common.backHome')}
        </Link>{' '}
        <LanguageSwitcher />
      </nav>
    </div>
  );
}
