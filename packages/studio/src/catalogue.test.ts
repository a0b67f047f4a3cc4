import { describe, expect, it } from 'vitest';
import { STUDIO_GAMES, playWith } from './catalogue.ts';
import { Xoshiro128 } from './rng.ts';
import { BetError } from './types.ts';

describe('engine table', () => {
  const games = Object.values(STUDIO_GAMES);

  it('every table engine takes a bet slip and refuses a slot bet', () => {
    const tables = games.filter((d) => d.engine !== 'slot');
    expect(new Set(tables.map((d) => d.engine))).toEqual(
      new Set(['coin-flip', 'dice', 'wheel', 'roulette', 'baccarat']),
    );
    for (const d of tables) {
      const rng = new Xoshiro128(d.gameCode);
      expect(() => playWith(d.gameCode, rng, { bet: d.limits.minBet }), d.gameCode).toThrow(BetError);
      const outcome = playWith(d.gameCode, rng, d.referenceBet);
      expect(outcome.stake, d.gameCode).toBeGreaterThan(0);
    }
  });

  it('a slot takes one bet and refuses a bet slip', () => {
    const d = games.find((g) => g.engine === 'slot')!;
    const rng = new Xoshiro128(d.gameCode);
    expect(() => playWith(d.gameCode, rng, { bets: { red: 1 } })).toThrow(BetError);
    expect(playWith(d.gameCode, rng, d.referenceBet).stake).toBe(d.limits.minBet);
  });
});
