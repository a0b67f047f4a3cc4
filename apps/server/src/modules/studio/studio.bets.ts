import type { StudioRoundRequest } from '@casino/contract';
import { BetError, type BetInput } from '@casino/studio';
import { ApiError } from '../../errors.ts';
import type { RoundEngine } from './engine.ts';
import type { StudioServiceDeps } from './studio.deps.ts';

/** The engine of a game the studio plays; a game it does not play is a 404. */
export function engineOf(deps: Pick<StudioServiceDeps, 'engineFor'>, gameCode: string): RoundEngine {
  const engine = deps.engineFor(gameCode);
  if (!engine) throw new ApiError(404, 'NOT_FOUND');
  return engine;
}

/** The bet's total stake; an invalid bet is a 400 before any money moves. */
export function checkBet(engine: RoundEngine, bet: BetInput): number {
  try {
    return engine.validate(bet);
  } catch (error) {
    if (error instanceof BetError) throw new ApiError(400, 'REQUEST_VALIDATION_ERROR', { cause: error });
    throw error;
  }
}

/** The bet input in one canonical form (slip spots sorted), so a retried roundKey compares equal. */
export function canonicalBet(input: Pick<StudioRoundRequest, 'bet' | 'bets'>): BetInput {
  if (input.bet !== undefined) return { bet: input.bet };
  const bets = input.bets ?? {};
  const sorted: Record<string, number> = {};
  for (const spot of Object.keys(bets).sort()) sorted[spot] = bets[spot] as number;
  // Through JSON once: exactly the object that the stored JSON parses back to (integer-like keys first).
  return JSON.parse(JSON.stringify({ bets: sorted })) as BetInput;
}
