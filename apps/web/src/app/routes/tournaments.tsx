import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { TournamentsLobby } from '../../features/tournaments/components/tournaments-lobby.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { onLiveEvent } from '../frame/live-updates.ts';

/** The live stream's leaderboard hints make the lobby read its boards again. */
const onBoardsChanged = (refresh: () => void) =>
  onLiveEvent((name) => {
    if (name === 'leaderboard') refresh();
  });

/** SPEC §2 /tournaments: title and description from the meta texts, then the embedded lobby. */
export default function TournamentsPage() {
  const { t } = useTranslation();
  usePageMeta(t('meta.tournaments.title'), t('meta.tournaments.description'));
  return (
    <div className="container">
      <PageHeader title={t('pages.tournaments.heading')} lead={t('meta.tournaments.description')} />
      <TournamentsLobby onBoardsChanged={onBoardsChanged} />
    </div>
  );
}
