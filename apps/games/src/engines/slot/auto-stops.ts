import type { StudioRoundResponse } from '@casino/contract';
import { readSlotOutcome } from './outcome.ts';

/** What ends auto-play early besides its count (chosen before it starts; null = not set). */
export interface AutoStops {
  /** Net coins lost over this auto-play (bets − wins) it may not pass. */
  lossLimit: number | null;
  /** A single round winning at least this many coins stops it. */
  singleWin: number | null;
  /** A round triggering a feature (free spins, hold and win, a pick bonus) stops it. */
  onFeature: boolean;
}

export const NO_AUTO_STOPS: AutoStops = { lossLimit: null, singleWin: null, onFeature: false };

export type AutoStopReason =
  | { kind: 'lossLimit'; limit: number; lost: number }
  | { kind: 'singleWin'; limit: number; win: number }
  | { kind: 'feature' };

/** Whether the round triggered a feature: free spins (children), a hold-and-win board or a pick bonus. */
export function featureTriggered(round: StudioRoundResponse): boolean {
  const outcome = readSlotOutcome(round.outcome);
  if (!outcome) return false;
  const details = outcome.details;
  return (
    outcome.children.length > 0 ||
    details.holdAndWin !== undefined ||
    details.pick !== undefined ||
    outcome.pending !== undefined
  );
}

/**
 * After a presented round: the coins lost so far (`lost` before it, plus its bet, less its win) and the
 * reason auto-play stops now, if any. The loss limit stops it as soon as another spin at the same bet
 * could pass it, so auto-play never loses more than the limit; the win stop and the feature stop look
 * at this round only.
 */
export function autoStopAfter(
  stops: AutoStops,
  lostBefore: number,
  round: StudioRoundResponse,
): { lost: number; reason: AutoStopReason | null } {
  const lost = lostBefore + round.bet - round.win;
  if (stops.singleWin !== null && round.win >= stops.singleWin)
    return { lost, reason: { kind: 'singleWin', limit: stops.singleWin, win: round.win } };
  if (stops.onFeature && featureTriggered(round)) return { lost, reason: { kind: 'feature' } };
  if (stops.lossLimit !== null && lost + round.bet > stops.lossLimit)
    return { lost, reason: { kind: 'lossLimit', limit: stops.lossLimit, lost: Math.max(0, lost) } };
  return { lost, reason: null };
}
