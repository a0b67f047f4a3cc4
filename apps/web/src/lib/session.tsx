import { createContext, use, useMemo, type ReactNode } from 'react';
import { z } from 'zod';
import { apiRequest } from './api-client.ts';
import { paths } from '../config/paths.ts';

/** The readable cookie the server sets beside the HttpOnly session cookie (ARCHITECTURE §7). */
export const PLAYER_COOKIE = 'player';

/** Not yet in the contract's API_PATHS (the auth issue adds it there); the only place it is typed. */
const LOGOUT_PATH = '/auth/logout';

const playerSchema = z.looseObject({ displayName: z.string().min(1) });
export type Player = z.infer<typeof playerSchema>;

/** Parses `document.cookie` for the `player` cookie (URL-encoded JSON); anything unreadable = anonymous. */
export function readPlayerCookie(cookieString: string): Player | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== PLAYER_COOKIE) continue;
    try {
      const parsed = playerSchema.safeParse(JSON.parse(decodeURIComponent(part.slice(separator + 1).trim())));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** Forgets the session on this device: the readable cookie is removed (the server revokes its own). */
export function clearSession(): void {
  document.cookie = `${PLAYER_COOKIE}=; Max-Age=0; path=/; SameSite=Lax`;
}

/** SPEC §2: logout clears the session and reloads to /. The server call is best effort. */
export async function logout(): Promise<void> {
  try {
    await apiRequest(LOGOUT_PATH, { method: 'POST' });
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
  player: Player | null;
  isLoggedIn: boolean;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children, player }: { children: ReactNode; player?: Player | null }) {
  const value = useMemo<SessionValue>(() => {
    const current = player === undefined ? readPlayerCookie(document.cookie) : player;
    return { player: current, isLoggedIn: current !== null };
  }, [player]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
