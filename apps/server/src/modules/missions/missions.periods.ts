import type { MissionCadence } from '@casino/contract';

/*
 * The periods of missions (issue 30), in Japan's time (UTC+9 all year, no daylight saving): a day
 * starts at the configured reset hour (the daily bonus's, DAILY_BONUS_RESET_HOUR), a week on Monday at
 * that hour. A mission is completed within its period and claimed up to `claim_hours` after its end.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const JST_OFFSET_HOURS = 9;

export interface MissionPeriod {
  start: Date;
  end: Date;
}

/** The period of `cadence` holding the instant `at`. */
export function periodOf(cadence: MissionCadence, at: Date, resetHour: number): MissionPeriod {
  const shift = (JST_OFFSET_HOURS - resetHour) * HOUR_MS;
  const day = Math.floor((at.getTime() + shift) / DAY_MS);
  // Day 0 (1970-01-01) was a Thursday: (day + 3) mod 7 is 0 on a Monday.
  const first = cadence === 'DAILY' ? day : day - ((((day + 3) % 7) + 7) % 7);
  const length = cadence === 'DAILY' ? DAY_MS : 7 * DAY_MS;
  const start = new Date(first * DAY_MS - shift);
  return { start, end: new Date(start.getTime() + length) };
}

/** The period before the one holding `at` (its completed missions may still be claimable). */
export function previousPeriodOf(cadence: MissionCadence, at: Date, resetHour: number): MissionPeriod {
  const current = periodOf(cadence, at, resetHour);
  return periodOf(cadence, new Date(current.start.getTime() - 1), resetHour);
}

export function periodEnd(cadence: MissionCadence, start: Date): Date {
  return new Date(start.getTime() + (cadence === 'DAILY' ? DAY_MS : 7 * DAY_MS));
}

export const claimDeadline = (cadence: MissionCadence, start: Date, claimHours: number) =>
  new Date(periodEnd(cadence, start).getTime() + claimHours * HOUR_MS);
