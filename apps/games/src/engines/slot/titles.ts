import type { StudioSessionResponse } from '@casino/contract';
import { SLOT_TITLES, type slot } from '@casino/studio';

export type SlotConfig = slot.SlotConfig;
export type SlotSymbol = slot.SlotSymbol;

/** The studio's reel strips, paytable and lines of a slot title (undefined for a code that is not a slot). */
export function slotConfigOf(gameCode: string): SlotConfig | undefined {
  return SLOT_TITLES[gameCode];
}

/** Multipliers of the credit unit the selector offers when the session's steps fit none. */
const FALLBACK_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500];

/**
 * A slot accepts only multiples of its credits (10/20 lines, 50 for ways) within the session's limits —
 * the session's `betUnit` says which (the title's credits if it does not): the session's steps that fit,
 * or else the usual unit multiples that fit, or else the least multiple ≥ min.
 */
export function allowedSlotBets(
  session: Pick<StudioSessionResponse, 'gameCode' | 'minBet' | 'maxBet' | 'betUnit'>,
  options: number[],
): number[] {
  const { minBet, maxBet } = session;
  const credits = session.betUnit > 0 ? session.betUnit : (slotConfigOf(session.gameCode)?.credits ?? 1);
  const fits = (bet: number) => bet % credits === 0 && bet >= minBet && bet <= maxBet;
  const fromSession = options.filter(fits);
  if (fromSession.length > 0) return fromSession;
  const fallback = FALLBACK_STEPS.map((k) => k * credits).filter(fits);
  if (fallback.length > 0) return fallback;
  return [Math.max(credits, Math.ceil(minBet / credits) * credits)];
}
