import type { ExclusionPeriod, LimitPeriod } from '@casino/contract';

/*
 * Calendar arithmetic of responsible play, in Japan's time zone (UTC+9, no daylight saving): limit
 * periods are the JST day, the week from Monday and the month; breaks and exclusions are counted from
 * the moment they begin.
 */
const JST_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** The JST day of `at`, 'YYYY-MM-DD'. */
export function jstDay(at: Date): string {
  return new Date(at.getTime() + JST_MS).toISOString().slice(0, 10);
}

/** The first JST day of the period containing `at`, and the instant the next period begins. */
export function periodOf(period: LimitPeriod, at: Date): { firstDay: string; resetsAt: Date } {
  const local = new Date(at.getTime() + JST_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  let start: number;
  let next: number;
  if (period === 'daily') {
    start = Date.UTC(y, m, d);
    next = start + DAY_MS;
  } else if (period === 'weekly') {
    const sinceMonday = (local.getUTCDay() + 6) % 7;
    start = Date.UTC(y, m, d - sinceMonday);
    next = start + 7 * DAY_MS;
  } else {
    start = Date.UTC(y, m, 1);
    next = Date.UTC(y, m + 1, 1);
  }
  return { firstDay: new Date(start).toISOString().slice(0, 10), resetsAt: new Date(next - JST_MS) };
}

/** `at` plus whole calendar months (an exclusion's end; the 31st of a short month rolls over as Date does). */
export function addMonths(at: Date, months: number): Date {
  const d = new Date(at.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

const EXCLUSION_MONTHS: Record<Exclude<ExclusionPeriod, 'indefinite'>, number> = {
  '6m': 6,
  '1y': 12,
  '3y': 36,
  '5y': 60,
};

/** When an exclusion of `period` begun at `start` ends (null: indefinite). */
export function exclusionEnd(period: ExclusionPeriod, start: Date): Date | null {
  return period === 'indefinite' ? null : addMonths(start, EXCLUSION_MONTHS[period]);
}
