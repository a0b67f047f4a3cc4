import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { ComingSoonPage } from './coming-soon-page.tsx';

/** Needs login; anyone else goes to the site root (SPEC §2). */
export default function RaffleHistoryPage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <ComingSoonPage
      title={t('pages.raffleHistory.heading')}
      metaTitle={t('meta.raffleHistory.title')}
      text={t('pages.raffleHistory.text')}
    />
  );
}
