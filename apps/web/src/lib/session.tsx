import {
  AUTH_PATHS,
  PLAYER_COOKIE,
  playerCookieSchema,
  sessionResponseSchema,
  type Player,
} from '@casino/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { apiRequest, bootAnswer } from './api-client.ts';
import { paths } from '../config/paths.ts';

export type { Player };

/** What first paint knows from the readable `player` cookie: the display name only (ARCHITECTURE §7). */
export type PlayerDisplay = { displayName: string };

/** Parses `document.cookie` for the `player` cookie (URL-encoded JSON); anything unreadable = anonymous. */
export function readPlayerCookie(cookieString: string): PlayerDisplay | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== PLAYER_COOKIE) continue;
    try {
      const parsed = playerCookieSchema.safeParse(
        JSON.parse(decodeURIComponent(part.slice(separator + 1).trim())),
      );
      return parsed.success && parsed.data.displayName !== '' ? parsed.data : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** GET /auth/session: the signed-in player or null (200 either way, so it never trips the 401 path). */
export async function getSession(signal?: AbortSignal): Promise<Player | null> {
  const response = await apiRequest(AUTH_PATHS.session, { schema: sessionResponseSchema, signal });
  return response.player;
}

export const SESSION_QUERY_KEY = ['session'] as const;

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession(signal),
    initialData: () => bootAnswer(AUTH_PATHS.session, undefined, sessionResponseSchema)?.player,
    // Sign-in, sign-up and logout write the cache themselves; a minute keeps focus refetches cheap.
    staleTime: 60_000,
  });
}

/** Writes the session after a sign-in or sign-up answered `{ player }`. */
export function useSetSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (player: Player | null) => queryClient.setQueryData(SESSION_QUERY_KEY, player),
    [queryClient],
  );
}

/** Forgets the session on this device: the readable cookie is removed (the server revokes its own). */
export function clearSession(): void {
  document.cookie = `${PLAYER_COOKIE}=; Max-Age=0; path=/; SameSite=Lax`;
}

/** SPEC §2: logout clears the session and reloads to /. The server call is best effort. */
export async function logout(): Promise<void> {
  try {
    await apiRequest(AUTH_PATHS.logout, { method: 'POST' });
  } catch {
    // The readable cookie is cleared anyway; a stale server session expires on its own.
  }
  clearSession();
  window.location.assign(paths.home.getHref());
}

/** SPEC §4: a 401 on any query logs out, opens the login popup and goes home. */
export function logoutAfterUnauthorized(): void {
  clearSession();
  window.location.assign(paths.home.getHref('login'));
}

interface SessionValue {
  /** The player as the server confirmed it; null while unknown or when nobody is signed in. */
  player: Player | null;
  /** Known from the first paint on (cookie), then from the server. */
  displayName: string | null;
  isLoggedIn: boolean;
  /** True until GET /auth/session has answered once. */
  isPending: boolean;
}

const SessionContext = createContext<SessionValue | null>(null);

/**
 * The session: GET /auth/session is the source of truth (query key ['session']); until it answers, the
 * readable `player` cookie seeds the display name so the header does not flash "Login" on reload.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const query = useQuery(sessionQueryOptions());
  const [seed] = useState(() => readPlayerCookie(document.cookie));
  const confirmed = query.data;

  useEffect(() => {
    // The server says nobody is signed in: a leftover display cookie must not seed the next first paint.
    if (confirmed === null && seed) clearSession();
  }, [confirmed, seed]);

  const value = useMemo<SessionValue>(() => {
    if (confirmed !== undefined) {
      return {
        player: confirmed,
        displayName: confirmed?.displayName ?? null,
        isLoggedIn: confirmed !== null,
        isPending: false,
      };
    }
    return {
      player: null,
      displayName: seed?.displayName ?? null,
      isLoggedIn: seed !== null,
      isPending: true,
    };
  }, [confirmed, seed]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
