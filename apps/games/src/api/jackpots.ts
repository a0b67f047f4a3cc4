import { JACKPOT_PATHS, jackpotsResponseSchema, type Jackpot, type RoundJackpot } from '@casino/contract';
import { MILLI } from '@casino/studio';
import { getJson } from './fairness.ts';

/** GET /jackpots (public): the pools, their terms and last wins, whole coins. */
export async function fetchJackpots(signal?: AbortSignal): Promise<Jackpot[]> {
  return (await getJson(JACKPOT_PATHS.list, {}, jackpotsResponseSchema, signal)).jackpots;
}

/** The pool a title feeds (the first active one that lists it), or null. */
export function jackpotOf(jackpots: readonly Jackpot[], gameCode: string): Jackpot | null {
  return jackpots.find((jackpot) => jackpot.gameCodes.includes(gameCode)) ?? null;
}

/**
 * The pool after a round, whole coins, from the round's own answer (contract roundJackpotSchema,
 * rule in @casino/studio jackpot.ts): the pool with the round's contribution, or after a win the seed
 * plus the part of a coin the win could not pay.
 */
export function poolAfterRound(jackpot: RoundJackpot): number {
  const after = jackpot.before + jackpot.contribution;
  const next = jackpot.won ? jackpot.seed + (after % MILLI) : after;
  return Math.floor(next / MILLI);
}
