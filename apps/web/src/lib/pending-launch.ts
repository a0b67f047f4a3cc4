/**
 * SPEC §4: a game opened while logged out (demo unavailable) is remembered and launched after login.
 * Session storage keeps it for this tab only; the login flow reads and clears it. A remembered launch
 * belongs to the page it was chosen on and to that login: it is dropped when the player is on another
 * page by the time they sign in, or when the login popup is closed without signing in (PopupHost), so a
 * stale launch from an earlier visit never runs on a later login.
 */
const KEY = 'pendingGameLaunch';

interface Pending {
  gameCode: string;
  path: string;
}

export function rememberPendingLaunch(gameCode: string): void {
  try {
    const pending: Pending = { gameCode, path: window.location.pathname };
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // storage unavailable (private mode): the player simply starts the game again after login
  }
}

/** The remembered game if it was chosen on the current page; cleared either way. */
export function takePendingLaunch(): string | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!value) return null;
    const pending = JSON.parse(value) as Partial<Pending>;
    if (typeof pending.gameCode !== 'string' || pending.path !== window.location.pathname) return null;
    return pending.gameCode;
  } catch {
    return null;
  }
}

export function dropPendingLaunch(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
