import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { KycStatusCard } from '../../features/kyc/components/settings-kyc-status.tsx';
import { ResponsiblePlaySettings } from '../../features/responsible-play/components/responsible-play-settings.tsx';
import { AccountSettings } from '../../features/settings/components/account-settings.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useSession } from '../../lib/session.tsx';

export default function SettingsPage() {
  const { t } = useTranslation();
  const { player, isPending } = useSession();
  usePageMeta(t('meta.settings.title'), t('meta.default.description'));
  return (
    <div className="container">
      <PageHeader title={t('pages.settings.heading')} />
      {player ? (
        <>
          <AccountSettings player={player} />
          <KycStatusCard />
          <ResponsiblePlaySettings />
        </>
      ) : isPending ? (
        <Spinner />
      ) : (
        <Notice>{t('pages.settings.loggedOut')}</Notice>
      )}
    </div>
  );
}
