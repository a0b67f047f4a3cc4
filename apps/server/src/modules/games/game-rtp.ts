import type { GameFacts, GameRtp } from '@casino/contract';
import { exactRtp, gameFacts, STUDIO_GAMES } from '@casino/studio';

/** Bet kinds are listed apart only when the spread of their RTPs is at least this (0.5 points). */
const SPREAD = 0.005;

const cache = new Map<string, GameRtp | null>();

/**
 * The RTP a player sees for one of our studio's games, from the engine's exact closed form (the same
 * figure the rules dialog and `npm run rtp` print). Computed once per code (baccarat's enumeration is
 * the slowest, ~10 ms); null for a code the studio does not run.
 */
export function studioRtp(gameCode: string): GameRtp | null {
  const hit = cache.get(gameCode);
  if (hit !== undefined) return hit;
  let result: GameRtp | null = null;
  if (Object.hasOwn(STUDIO_GAMES, gameCode)) {
    const report = exactRtp(gameCode);
    const bets = Object.entries(report.perBet);
    const values = bets.map(([, rtp]) => rtp);
    const spread = values.length > 1 ? Math.max(...values) - Math.min(...values) : 0;
    result = {
      rtp: report.reference,
      byBet: spread >= SPREAD ? bets.map(([bet, rtp]) => ({ bet, rtp })) : [],
    };
  }
  cache.set(gameCode, result);
  return result;
}

/** Issue 29: volatility, top prize and mechanics of one of our studio's games; null for any other code. */
export function studioFacts(gameCode: string): GameFacts | null {
  return Object.hasOwn(STUDIO_GAMES, gameCode) ? gameFacts(gameCode) : null;
}
