import type { GameMessage } from '@casino/contract';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Notice } from '../../components/ui/notice.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { QueryErrorNotice } from '../../components/ui/query-error-notice.tsx';
import { paths } from '../../config/paths.ts';
import { useGames } from '../../features/games/api/get-games.ts';
import { useLaunchDemo } from '../../features/games/api/launch-demo.ts';
import { useLaunchGame } from '../../features/games/api/launch-game.ts';
import { useRefreshRecentGamesOnLeave } from '../../features/games/api/favourites.ts';
import { FavouriteButton } from '../../features/games/components/favourite-button.tsx';
import { GameFrame } from '../../features/games/components/game-frame.tsx';
import { PlaySessionWatch } from '../../features/responsible-play/components/play-session.tsx';
import { chooseLaunchMode } from '../../features/games/utils/launch-mode.ts';
import { gameTileTitle } from '../../features/games/utils/tile-title.ts';
import { useBalance, useSetBalance } from '../../features/wallet/api/get-balance.ts';
import { holdBalance } from '../../features/wallet/utils/balance-hold.ts';
import { noteRoundPlayed } from '../../features/wallet/utils/play-news.ts';
import { toLanguageCode } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { rememberPendingLaunch } from '../../lib/pending-launch.ts';
import { usePopup, withPopup } from '../../lib/popup.ts';
import { useSession } from '../../lib/session.tsx';
import './game-launch.css';

/** While a real game is open the header also polls the wallet (the game's own messages come first). */
export const GAME_BALANCE_POLL_MS = 5000;

/** A phone held sideways: the game gets the whole screen (game-launch.css). */
const SHORT_LANDSCAPE = '(orientation: landscape) and (max-height: 500px)';

/** True when this tab has a site page before the current one (react-router keeps `idx` in history.state). */
function hasPreviousSitePage(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

/**
 * A real game's balance at rest (ready, a bet taken, or a reveal done): the header shows it and nothing
 * newer; a round it names is news for whatever follows play (play-news.ts), even at the same figure.
 */
function takeRealBalance(
  message: GameMessage & { type: 'casino:balance' },
  setBalance: (balance: number) => void,
) {
  holdBalance(message.balance);
  setBalance(message.balance);
  if (message.round) noteRoundPlayed();
}

/**
 * /game-launch/{gameCode} (SPEC §2, §4). Signed in: GET /launchgame; signed out with a demo: GET
 * /launch-demo; signed out without: the login popup, and the launch runs after sign-in. The game's
 * lobby address is this page's own address; its "lobby" message and the back link return to the site
 * page the player came from (home when the game was opened directly).
 */
export default function GameLaunchPage() {
  const { t, i18n } = useTranslation();
  const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const gameCode = useParams().gameCode ?? '';
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { popupHref } = usePopup();
  const games = useGames();
  const game = games.data?.find((g) => g.gameCode === gameCode);
  const title = gameTileTitle(game ?? { gameCode, title: '', translations: [] }, language);
  usePageMeta(t('meta.gameLaunch.title', { title }), t('meta.default.description'));

  const { player, isPending: isSessionPending } = useSession();
  const mode = chooseLaunchMode({
    isLoggedIn: player !== null,
    isSessionPending,
    game,
    isCatalogPending: games.isPending,
  });
  const lobbyUrl = new URL(paths.gameLaunch.getHref(gameCode), window.location.origin).href;
  const params = { gameCode, lobbyUrl, language };
  const toolbar = useRef<HTMLDivElement>(null);
  // Sideways on a phone the header has scrolled along with the page: bring the game's toolbar to the
  // top so the game fills the screen (the player can still scroll up to the header).
  const fitShortLandscape = () => {
    if (window.matchMedia(SHORT_LANDSCAPE).matches) toolbar.current?.scrollIntoView({ block: 'start' });
  };
  const real = useLaunchGame(params, { enabled: mode === 'real' });
  const demo = useLaunchDemo(params, { enabled: mode === 'demo' });
  const launch = mode === 'demo' ? demo : real;

  // The header pill follows the wallet: the game reports its balance at rest (held, balance-hold.ts); a
  // slow poll backs it up for a game that never posts (an outside provider's page).
  useBalance({ refetchInterval: mode === 'real' ? GAME_BALANCE_POLL_MS : undefined });
  const setBalance = useSetBalance();
  // The header holds the game's figure while the game is open; leaving (or another game) lets go.
  useEffect(() => () => holdBalance(null), [gameCode, mode]);
  useRefreshRecentGamesOnLeave(gameCode);

  // Logged out, no demo: remember the game and ask for login once per game (closing the popup is allowed).
  const askedLogin = useRef<string | null>(null);
  useEffect(() => {
    if (mode !== 'login' || askedLogin.current === gameCode) return;
    askedLogin.current = gameCode;
    rememberPendingLaunch(gameCode);
    void navigate({ pathname, search: withPopup(search, 'login') }, { replace: true });
  }, [mode, gameCode, navigate, pathname, search]);

  const goBack = () => {
    if (hasPreviousSitePage()) void navigate(-1);
    else void navigate(paths.home.getHref());
  };
  const onBack = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    goBack();
  };
  const onMessage = (message: GameMessage) => {
    if (message.type === 'casino:lobby') goBack();
    else if (mode === 'real' && message.mode === 'real') takeRealBalance(message, setBalance);
  };

  let body;
  if (mode === 'login') {
    body = (
      <Notice
        testId="game-launch-login"
        action={
          <Link
            to={popupHref('login')}
            className="btn btn-primary"
            onClick={() => rememberPendingLaunch(gameCode)}
          >
            {t('header.login')}
          </Link>
        }
      >
        {t('gameLaunch.loginRequired', { title })}
      </Notice>
    );
  } else if (mode === 'wait' || launch.isPending) {
    body = <Spinner />;
  } else if (launch.isError) {
    body = (
      <QueryErrorNotice error={launch.error} onRetry={() => launch.refetch()} testId="game-launch-error" />
    );
  } else {
    body = (
      <GameFrame
        url={launch.data.url}
        title={title}
        orientation={game?.orientation ?? 'landscape'}
        onMessage={onMessage}
        onLoad={fitShortLandscape}
      />
    );
  }

  return (
    <div className="game-launch container" data-mode={mode}>
      <div className="game-launch__toolbar" ref={toolbar}>
        <Link to={paths.home.getHref()} className="game-launch__back" onClick={onBack}>
          <span aria-hidden="true">←</span> {t('gameLaunch.back')}
        </Link>
        <h1 className="game-launch__title">{title}</h1>
        {game ? <FavouriteButton gameCode={gameCode} title={title} variant="frame" /> : null}
        {mode === 'demo' ? (
          <span className="game-launch__badge" data-testid="game-launch-demo-badge">
            {t('gameLaunch.demo')}
          </span>
        ) : null}
        {mode === 'real' ? <PlaySessionWatch /> : null}
      </div>
      <div className="game-launch__stage">{body}</div>
    </div>
  );
}
