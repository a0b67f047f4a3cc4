/**
 * When the daily bonus can be claimed. Two policies:
 *
 * - `rolling`: the next claim opens `periodHours` (default 24) after the last one.
 * - `daily-reset`: one claim per calendar day of Japan Standard Time, the day starting at
 *   `resetHour` (0 = midnight JST). Japan has no daylight-saving time, so JST is always UTC+9.
 *
 * `windowId` names the claim window. The service makes it part of the claim's idempotency key
 * (`daily:<accountId>:<windowId>`), so two concurrent claims of one window can never both be paid,
 * whatever else happens. In rolling mode the window is "the claim after the last one".
 */
export type DailyBonusPolicy =
  | { amount: number; mode: 'rolling'; periodHours?: number }
  | { amount: number; mode: 'daily-reset'; resetHour?: number };

export const DEFAULT_DAILY_BONUS_POLICY: DailyBonusPolicy = {
  amount: 1_000,
  mode: 'daily-reset',
  resetHour: 0,
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const JST_OFFSET_HOURS = 9;

export interface DailyBonusWindow {
  canClaim: boolean;
  /** When the next claim opens; null when the player never claimed (it is open now). */
  nextClaim: Date | null;
  windowId: string;
}

/** The latest reset instant at or before `t`. */
export function lastReset(t: Date, resetHour: number): Date {
  const shift = (JST_OFFSET_HOURS - resetHour) * HOUR_MS;
  const shifted = t.getTime() + shift;
  return new Date(Math.floor(shifted / DAY_MS) * DAY_MS - shift);
}

export function validatePolicy(policy: DailyBonusPolicy): void {
  if (!Number.isSafeInteger(policy.amount) || policy.amount <= 0) {
    throw new Error('daily bonus amount must be a positive whole number');
  }
  if (policy.mode === 'rolling') {
    const hours = policy.periodHours ?? 24;
    if (!Number.isInteger(hours) || hours < 1 || hours > 24 * 365) {
      throw new Error('daily bonus periodHours must be a whole number of hours ≥ 1');
    }
  } else {
    const hour = policy.resetHour ?? 0;
    if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
      throw new Error('daily bonus resetHour must be a whole hour 0–23 (Asia/Tokyo)');
    }
  }
}

/**
 * The instant a last claim must be before for the bonus to be claimable again at `now` (the same rule
 * as `dailyBonusWindow`'s canClaim, as one bound a query can use over many wallets).
 */
export function claimableIfClaimedBefore(policy: DailyBonusPolicy, now: Date): Date {
  if (policy.mode === 'rolling') return new Date(now.getTime() - (policy.periodHours ?? 24) * HOUR_MS + 1);
  return lastReset(now, policy.resetHour ?? 0);
}

export function dailyBonusWindow(
  policy: DailyBonusPolicy,
  lastClaim: Date | null,
  now: Date,
): DailyBonusWindow {
  if (policy.mode === 'rolling') {
    const periodMs = (policy.periodHours ?? 24) * HOUR_MS;
    if (!lastClaim) return { canClaim: true, nextClaim: null, windowId: 'first' };
    const nextClaim = new Date(lastClaim.getTime() + periodMs);
    return {
      canClaim: now.getTime() >= nextClaim.getTime(),
      nextClaim,
      windowId: `after:${lastClaim.toISOString()}`,
    };
  }
  const resetHour = policy.resetHour ?? 0;
  const windowStart = lastReset(now, resetHour);
  const windowId = windowStart.toISOString();
  if (!lastClaim) return { canClaim: true, nextClaim: null, windowId };
  return {
    canClaim: lastClaim.getTime() < windowStart.getTime(),
    nextClaim: new Date(lastReset(lastClaim, resetHour).getTime() + DAY_MS),
    windowId,
  };
}
