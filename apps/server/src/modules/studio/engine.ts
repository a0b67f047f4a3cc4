import { randomInt } from 'node:crypto';

/** Randomness for engines: crypto-based in production (ARCHITECTURE.md decision 4). */
export interface Rng {
  /** A uniform whole number in [0, maxExclusive); maxExclusive ≤ 2^48. */
  int(maxExclusive: number): number;
}

export const cryptoRng: Rng = { int: (maxExclusive) => randomInt(0, maxExclusive) };

export interface BetLimits {
  minBet: number;
  maxBet: number;
  betSteps: number[];
}

export const DEFAULT_BET_LIMITS: Readonly<BetLimits> = Object.freeze({
  minBet: 10,
  maxBet: 1000,
  betSteps: [10, 20, 50, 100, 200, 500, 1000],
});

/**
 * One game's rules: decides a round's outcome for a bet. The studio's service does the money (bet
 * before, win after, rollback on failure); an engine only computes. `win` is the whole number of
 * coins paid back (0 = lost; 2 × bet = doubled). `outcome` is serialisable and goes to the client.
 * The studio's real engines (packages/studio) will replace the placeholder behind this interface.
 */
export interface RoundEngine {
  play(gameCode: string, bet: number, rng: Rng): { win: number; outcome: Record<string, unknown> };
  /** The game's bet limits; DEFAULT_BET_LIMITS when absent. */
  limits?(gameCode: string): BetLimits;
}

const DRAWS = 10_000;
const WINNING_DRAWS = 4_800;

/**
 * The placeholder engine of every catalogue code: a fair draw in [0, 10000) with crypto randomness;
 * below 4800 the bet is doubled (P = 0.48, RTP = 2 × 0.48 = 96 %).
 */
export const placeholderEngine: RoundEngine = {
  play(_gameCode, bet, rng) {
    const draw = rng.int(DRAWS);
    const won = draw < WINNING_DRAWS;
    return { win: won ? bet * 2 : 0, outcome: { kind: 'placeholder', draw, won } };
  },
};
