import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useGames } from '../../features/games/api/get-games.ts';
import { gameTileTitle } from '../../features/games/utils/tile-title.ts';
import { BetHistory } from '../../features/wallet/components/bet-history.tsx';
import { BetRounds } from '../../features/wallet/components/bet-rounds.tsx';
import { toLanguageCode } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { usePopup } from '../../lib/popup.ts';
import { useSession } from '../../lib/session.tsx';
import './bet-history.css';

/** `?view=transactions` shows the ledger (bonuses, prizes, adjustments); the default is one row per round. */
const VIEW_PARAM = 'view';
const TRANSACTIONS = 'transactions';

export default function BetHistoryPage() {
  const { t, i18n } = useTranslation();
  const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const { player, isPending } = useSession();
  const { popupHref } = usePopup();
  const games = useGames();
  const [searchParams] = useSearchParams();
  const view = searchParams.get(VIEW_PARAM) === TRANSACTIONS ? TRANSACTIONS : 'rounds';
  usePageMeta(t('meta.betHistory.title'), t('meta.default.description'));

  // A game's name as its tile shows it; codes the catalogue does not know fall back the same way.
  const gameTitle = useCallback(
    (gameCode: string) => {
      const game = games.data?.find((g) => g.gameCode === gameCode);
      return gameTileTitle(game ?? { gameCode, title: '', translations: [] }, language);
    },
    [games.data, language],
  );
  const gameOptions = useMemo(
    () =>
      (games.data ?? [])
        .map((game) => ({ gameCode: game.gameCode, title: gameTileTitle(game, language) }))
        .sort((a, b) => a.title.localeCompare(b.title, language)),
    [games.data, language],
  );

  return (
    <div className="container">
      <PageHeader title={t('pages.betHistory.heading')} lead={t('pages.betHistory.lead')} />
      {player ? (
        <>
          <nav className="bet-history-views" aria-label={t('pages.betHistory.views')}>
            <Link
              to="/bet-history"
              className="bet-history-views__link"
              aria-current={view === 'rounds' ? 'page' : undefined}
              data-testid="bet-history-view-rounds"
            >
              {t('pages.betHistory.rounds')}
            </Link>
            <Link
              to={`/bet-history?${VIEW_PARAM}=${TRANSACTIONS}`}
              className="bet-history-views__link"
              aria-current={view === TRANSACTIONS ? 'page' : undefined}
              data-testid="bet-history-view-transactions"
            >
              {t('pages.betHistory.transactions')}
            </Link>
          </nav>
          {view === TRANSACTIONS ? (
            <BetHistory gameTitle={gameTitle} />
          ) : (
            <BetRounds games={gameOptions} gameTitle={gameTitle} />
          )}
        </>
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
