import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { looseT, playRefusalText } from '@casino/client';
import { RESPONSIBLE_PLAY_ERROR_CODES, type StudioSessionResponse } from '@casino/contract';
import { openSession } from '../api/open-session.ts';
import { ApiError, getErrorCode } from '../lib/api-client.ts';
import { readLaunchParams } from '../lib/launch-url.ts';
import { loadGame, preloadGame } from '../engines/registry.ts';
import { GameTable } from '../shell/game-table.tsx';
import { LaunchError, type LaunchFailure } from './launch-error.tsx';
import { isVerifyPath } from '../fairness/verify-path.ts';

const VerifyPage = lazy(() => import('../fairness/verify-page.tsx').then((m) => ({ default: m.VerifyPage })));

type State =
  | { status: 'loading' }
  | { status: 'failed'; failure: LaunchFailure }
  | { status: 'ready'; session: StudioSessionResponse };

/*
 * One session request per launch token for the page's life: the token may be single-use, and React's
 * StrictMode runs effects twice in development.
 */
const sessions = new Map<string, Promise<StudioSessionResponse>>();

function sessionFor(launchToken: string): Promise<StudioSessionResponse> {
  let pending = sessions.get(launchToken);
  if (!pending) {
    pending = openSession(launchToken);
    sessions.set(launchToken, pending);
  }
  return pending;
}

/** Tests only. */
export function forgetSessionsForTests(): void {
  sessions.clear();
}

/** A refused token (unknown, used, expired, malformed) reads as "invalid or expired"; the rest keep their code. */
function failureOf(error: unknown, t: TFunction, language: string): LaunchFailure {
  const code = getErrorCode(error);
  // A break or exclusion is no bad token: say so, with its end.
  if ((RESPONSIBLE_PLAY_ERROR_CODES as readonly string[]).includes(code))
    return { kind: 'error', code, text: playRefusalText(looseT(t), error, language) };
  if (error instanceof ApiError && [400, 401, 403, 404, 410].includes(error.status))
    return { kind: 'invalid' };
  return { kind: 'error', code };
}

/** `/studio/play/verify` is the public verify page (no launch token); every other path is a game code. */
export function App() {
  return isVerifyPath(window.location.pathname) ? (
    <Suspense fallback={null}>
      <VerifyPage />
    </Suspense>
  ) : (
    <LaunchedGame />
  );
}

function LaunchedGame() {
  const { t, i18n } = useTranslation();
  const [params] = useState(() => readLaunchParams(window.location));
  const [state, setState] = useState<State>(() =>
    params.launchToken ? { status: 'loading' } : { status: 'failed', failure: { kind: 'missing' } },
  );

  useEffect(() => {
    const token = params.launchToken;
    if (!token) return;
    // The path names the game: start fetching its table's code while the session opens (a hint only).
    if (params.gameCode) preloadGame(params.gameCode);
    let live = true;
    sessionFor(token)
      .then(async (session) => {
        // The table draws once its engine's chunk is here (started above by the hint when it guessed right).
        await Promise.all([
          i18n.changeLanguage(session.language),
          loadGame(session.engine, session.gameCode),
        ]);
        return session;
      })
      .then(
        (session) => {
          // The table's first render is a transition (sliced, see main.tsx); the loader stays up meanwhile.
          if (live) startTransition(() => setState({ status: 'ready', session }));
        },
        (error: unknown) => {
          if (live) setState({ status: 'failed', failure: failureOf(error, i18n.t, i18n.language) });
        },
      );
    return () => {
      live = false;
    };
  }, [params.launchToken, params.gameCode, i18n]);

  if (state.status === 'loading') {
    return (
      <main className="launch-screen" aria-busy="true">
        <div className="loader" role="status">
          <span className="loader-orb" aria-hidden="true" />
          {t('app.loading')}
        </div>
      </main>
    );
  }
  if (state.status === 'failed') return <LaunchError failure={state.failure} />;
  return <GameTable session={state.session} />;
}
