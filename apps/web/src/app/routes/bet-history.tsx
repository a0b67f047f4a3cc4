import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useGames } from '../../features/games/api/get-games.ts';
import { gameTileTitle } from '../../features/games/utils/tile-title.ts';
import { BetHistory } from '../../features/wallet/components/bet-history.tsx';
import { toLanguageCode } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { usePopup } from '../../lib/popup.ts';
import { useSession } from '../../lib/session.tsx';

export default function BetHistoryPage() {
  const { t, i18n } = useTranslation();
  const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const { player, isPending } = useSession();
  const { popupHref } = usePopup();
  const games = useGames();
  usePageMeta(t('meta.betHistory.title'), t('meta.default.description'));

  // A game's name as its tile shows it; codes the catalogue does not know fall back the same way.
  const gameTitle = useCallback(
    (gameCode: string) => {
      const game = games.data?.find((g) => g.gameCode === gameCode);
      return gameTileTitle(game ?? { gameCode, title: '', translations: [] }, language);
    },
    [games.data, language],
  );

  return (
    <div className="container">
      <PageHeader title={t('pages.betHistory.heading')} lead={t('pages.betHistory.lead')} />
      {player ? (
        <BetHistory gameTitle={gameTitle} />
      ) : isPending ? (
        <Spinner />
      ) : (
        <Notice
          testId="bet-history-logged-out"
          action={
            <Link to={popupHref('login')} className="btn btn-primary">
              {t('header.login')}
            </Link>
          }
        >
          {t('pages.betHistory.loggedOut')}
        </Notice>
      )}
    </div>
  );
}
