import type { Game } from '@casino/contract';

export type LaunchMode = 'wait' | 'real' | 'demo' | 'login';

/**
 * How /game-launch/{gameCode} starts the game (SPEC §2, §4): a confirmed session plays for real; a
 * logged-out visitor plays the demo when the game has one; otherwise the login popup opens and the
 * launch runs after sign-in. 'wait' until the session (and, logged out, the catalogue) is known.
 * A game missing from the catalogue has no known demo.
 */
export function chooseLaunchMode({
  isLoggedIn,
  isSessionPending,
  game,
  isCatalogPending,
}: {
  isLoggedIn: boolean;
  isSessionPending: boolean;
  game: Pick<Game, 'isDemoAvailable'> | undefined;
  isCatalogPending: boolean;
}): LaunchMode {
  if (isSessionPending) return 'wait';
  if (isLoggedIn) return 'real';
  if (!game && isCatalogPending) return 'wait';
  return game?.isDemoAvailable ? 'demo' : 'login';
}
