import { LOGIN_CALENDAR_DAYS, type LoginCalendar } from '@casino/contract';
import { dailyBonusWindow, lastReset, type DailyBonusPolicy } from './daily-bonus.policy.ts';

/*
 * The login calendar (issue 30; docs/wallet.md "Login calendar"): pure functions, no database.
 *
 * A claim continues the calendar when it is made on the bonus day right after the previous claim's
 * (daily-reset mode: the Japan-time days starting at the reset hour; rolling mode: before the window
 * after the one that opened has passed, i.e. within 2 × periodHours of the previous claim). It then
 * pays the next day (after day 7 a new calendar starts at day 1); otherwise it pays day 1.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The previous claim as the calendar needs it (daily_bonus_claims' latest row). */
export interface PreviousClaim {
  calendarDay: number;
  claimedAt: Date;
}

/**
 * The coins of a calendar day: `base` (the daily amount) × the day's multiplier (percent) × `extraPct`
 * (percent, default 100), rounded down to whole coins. `extraPct` is the VIP tier's daily-bonus
 * multiplier (issue 30); every caller computes the amount here only.
 */
export function calendarReward(
  base: number,
  day: number,
  calendarPct: readonly number[],
  extraPct = 100,
): number {
  const pct = calendarPct[day - 1];
  if (pct === undefined || !Number.isInteger(day)) throw new Error(`no calendar day ${day}`);
  // Integer arithmetic: base ≤ 1e9, pct ≤ 1000, extraPct small — far below 2^53.
  return Math.floor((base * pct * extraPct) / 10_000);
}

/** Whether a claim at `now` continues the calendar of `previous` (claimed in the window before). */
export function continuesCalendar(
  policy: DailyBonusPolicy,
  previous: PreviousClaim | null,
  now: Date,
): boolean {
  if (!previous) return false;
  if (policy.mode === 'rolling') {
    const periodMs = (policy.periodHours ?? 24) * HOUR_MS;
    return now.getTime() < previous.claimedAt.getTime() + 2 * periodMs;
  }
  const resetHour = policy.resetHour ?? 0;
  return lastReset(previous.claimedAt, resetHour).getTime() + DAY_MS === lastReset(now, resetHour).getTime();
}

/** The calendar day a claim at `now` pays, after `previous`. */
export function dayOfClaim(policy: DailyBonusPolicy, previous: PreviousClaim | null, now: Date): number {
  if (!previous || !continuesCalendar(policy, previous, now)) return 1;
  return (previous.calendarDay % LOGIN_CALENDAR_DAYS) + 1;
}

/** The instant after which the calendar of a claim at `claimedAt` is lost when no claim follows. */
function calendarEndsAt(policy: DailyBonusPolicy, claimedAt: Date): Date {
  if (policy.mode === 'rolling') {
    return new Date(claimedAt.getTime() + 2 * (policy.periodHours ?? 24) * HOUR_MS);
  }
  return new Date(lastReset(claimedAt, policy.resetHour ?? 0).getTime() + 2 * DAY_MS);
}

/**
 * The player's calendar at `now`: `lastDailyClaimAt` (the wallet's) says whether the bonus is open,
 * `previous` (the latest calendar claim) which day it pays.
 */
export function calendarView(input: {
  policy: DailyBonusPolicy;
  calendarPct: readonly number[];
  lastDailyClaimAt: Date | null;
  previous: PreviousClaim | null;
  now: Date;
  /** The player's VIP tier's daily-bonus multiplier in percent (100: none). */
  tierPct: number;
}): LoginCalendar {
  const { policy, calendarPct, lastDailyClaimAt, previous, now, tierPct } = input;
  const window = dailyBonusWindow(policy, lastDailyClaimAt, now);
  const claimedToday = !window.canClaim;
  // Claimed in this window: today is the day that claim paid (day 1 for a claim older than the calendar).
  const day = claimedToday ? (previous?.calendarDay ?? 1) : dayOfClaim(policy, previous, now);
  const running = claimedToday || (previous !== null && continuesCalendar(policy, previous, now));
  const days = calendarPct.map((pct, index) => {
    const n = index + 1;
    const state =
      n < day || (n === day && claimedToday)
        ? ('claimed' as const)
        : n === day
          ? ('today' as const)
          : n === day + 1 && claimedToday
            ? ('next' as const)
            : ('upcoming' as const);
    return {
      day: n,
      multiplierPct: pct,
      amount: calendarReward(policy.amount, n, calendarPct, tierPct),
      special: n === LOGIN_CALENDAR_DAYS,
      state,
    };
  });
  return {
    day,
    claimedToday,
    canClaim: window.canClaim,
    nextClaim: window.nextClaim?.toISOString() ?? null,
    streakEndsAt: running && previous ? calendarEndsAt(policy, previous.claimedAt).toISOString() : null,
    resetHour: policy.mode === 'daily-reset' ? (policy.resetHour ?? 0) : null,
    tierPct,
    days,
  };
}
