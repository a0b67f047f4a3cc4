import type { RefillStatus } from '@casino/contract';

/*
 * When a player may take a refill (issue 30; docs/wallet.md "Refill"): pure, no database. A refill is
 * for a balance below `below` when the daily bonus is not there to claim, once per `intervalHours`
 * since the last refill. Its window — part of the ledger key `refill:<account>:<window>` and the
 * primary key of refill_claims — is `first`, or `after:<the last refill's instant>`: two claims that
 * see the same last refill are one window, so only one of them can be paid.
 */

const HOUR_MS = 3_600_000;

export interface RefillTerms {
  amount: number;
  below: number;
  intervalHours: number;
}

export interface RefillState {
  balance: number;
  /** The daily bonus can be claimed now. */
  dailyBonusOpen: boolean;
  lastRefill: Date | null;
}

/** The refill's window after `lastRefill`. */
export function refillWindowId(lastRefill: Date | null): string {
  return lastRefill ? `after:${lastRefill.toISOString()}` : 'first';
}

/** Whether (and, if not, why and until when) the player may take a refill at `now`. */
export function refillStatus(terms: RefillTerms, state: RefillState, now: Date): RefillStatus {
  const availableAt = state.lastRefill
    ? new Date(state.lastRefill.getTime() + terms.intervalHours * HOUR_MS)
    : null;
  const blockedBy =
    state.balance >= terms.below
      ? ('BALANCE_NOT_LOW' as const)
      : state.dailyBonusOpen
        ? ('DAILY_BONUS_AVAILABLE' as const)
        : availableAt && now.getTime() < availableAt.getTime()
          ? ('TOO_EARLY' as const)
          : null;
  return {
    amount: terms.amount,
    below: terms.below,
    intervalHours: terms.intervalHours,
    canClaim: blockedBy === null,
    blockedBy,
    availableAt: availableAt?.toISOString() ?? null,
  };
}
