/**
 * SPEC §4: a game opened while logged out (demo unavailable) is remembered and launched after login.
 * Session storage keeps it for this tab only; the login flow reads and clears it.
 */
const KEY = 'pendingGameLaunch';

export function rememberPendingLaunch(gameCode: string): void {
  try {
    sessionStorage.setItem(KEY, gameCode);
  } catch {
    // storage unavailable (private mode): the player simply starts the game again after login
  }
}

export function takePendingLaunch(): string | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return value;
  } catch {
    return null;
  }
}
