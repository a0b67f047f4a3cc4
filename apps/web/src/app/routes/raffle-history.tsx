import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { RaffleHistory } from '../../features/raffles/components/raffle-history.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useSession } from '../../lib/session.tsx';

/** Needs login; anyone else goes to the site root (SPEC §2). */
export default function RaffleHistoryPage() {
  const { t } = useTranslation();
  const { isLoggedIn, player, isPending } = useSession();
  usePageMeta(t('meta.raffleHistory.title'), t('meta.default.description'));
  if (!isLoggedIn) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <div className="container">
      <PageHeader title={t('pages.raffleHistory.heading')} />
      {player ? <RaffleHistory /> : isPending ? <Spinner /> : null}
    </div>
  );
}
