import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { toLanguageCode } from '../../../lib/i18n.ts';
import { rememberPendingLaunch } from '../../../lib/pending-launch.ts';
import { usePopup } from '../../../lib/popup.ts';
import { getPublicConfig } from '../../../lib/public-config.ts';
import { useSession } from '../../../lib/session.tsx';
import { getPlayerToken } from '../api/get-player-token.ts';
import { gameLaunchFrom, loadLobbyLauncher, lobbyOrigin } from '../utils/lobby-launcher.ts';
import './tournaments-lobby.css';

/**
 * The tournaments lobby (SPEC §2): the launcher script at LOBBY_LAUNCHER_URL renders it into our host
 * element, given the account and brand references and the current language; the signed-in player's
 * token comes from GET /auth/get-player-token. A `gameLaunch` message from the lobby's origin opens the
 * game; logged out, the login popup opens and the launch waits for sign-in (pending-launch).
 */
export function TournamentsLobby({
  onBoardsChanged,
}: {
  /** Subscribes to "a leaderboard moved" (the live stream); the lobby then reads its boards again. */
  onBoardsChanged?: (refresh: () => void) => () => void;
} = {}) {
  const { t, i18n } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { openPopup } = usePopup();
  const { isLoggedIn } = useSession();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const config = getPublicConfig();
  const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);

  // The lobby is launched again when the language or the player changes (its texts and rank follow).
  useEffect(() => {
    let handle: { destroy(): void; refresh?(): void } | undefined;
    const unsubscribe = onBoardsChanged?.(() => handle?.refresh?.());
    let cancelled = false;
    loadLobbyLauncher(config.lobbyLauncherUrl)
      .then((lobby) => {
        if (cancelled || !host.current) return;
        handle = lobby.launch({
          host: host.current,
          accountRef: config.accountRef,
          brandRef: config.brandRef,
          languageCode: language,
          getPlayerToken: () => (isLoggedIn ? getPlayerToken() : null),
        });
        setState('ready');
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      unsubscribe?.();
      handle?.destroy();
    };
  }, [config.lobbyLauncherUrl, config.accountRef, config.brandRef, language, isLoggedIn, onBoardsChanged]);

  const origin = lobbyOrigin(config.lobbyLauncherUrl);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const gameCode = gameLaunchFrom(event, origin);
      if (!gameCode) return;
      if (isLoggedIn) {
        void navigate(paths.gameLaunch.getHref(gameCode));
      } else {
        rememberPendingLaunch(gameCode);
        void openPopup('login');
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, isLoggedIn, navigate, openPopup]);

  return (
    <div className="tournaments-lobby">
      {state === 'loading' ? (
        <div className="tournaments-lobby__loading">
          <Spinner />
        </div>
      ) : null}
      {state === 'failed' ? <Notice testId="lobby-failed">{t('pages.tournaments.failed')}</Notice> : null}
      <div ref={host} className="tournaments-lobby__host" data-testid="lobby-host" />
    </div>
  );
}
