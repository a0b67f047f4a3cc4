import { z } from 'zod';
import { coinsSchema, currencySchema } from './wallet.ts';

/**
 * Reasons to come back (issue 30): the login calendar of the daily bonus and the refill when coins run
 * out. The rules (docs/wallet.md "Login calendar" and "Refill"):
 *
 * - Login calendar: each daily-bonus claim on the bonus day right after the previous claim's (the
 *   days of Japan time that start at the configured reset hour) moves one day along a 7-day calendar;
 *   a missed day starts it again at day 1, and after day 7 a new calendar starts at day 1. Day N pays
 *   the daily amount × the day's multiplier (percent, set by operators; default ×1, ×1.5, ×2, ×2.5,
 *   ×3, ×3, and ×5 on the special day 7).
 * - Refill: a player whose balance is below a set amount and who has no daily bonus to claim may take
 *   a small refill once per interval (default 500 coins below 100 coins, every 4 hours).
 */

export const BONUS_PATHS = {
  /** GET: the player's login calendar (also in the answer of POST /claimDailyBonus). */
  loginCalendar: '/daily-bonus/calendar',
  /** GET: whether and when the player may take a refill. */
  refill: '/refill',
  /** POST: takes the refill. */
  claimRefill: '/claimRefill',
} as const;

export const OPERATOR_BONUS_PATHS = {
  /** GET / PUT: the login calendar's multipliers and the refill's terms. */
  settings: '/operator/bonus-settings',
} as const;

/** Days of one login calendar; the last is the special day. */
export const LOGIN_CALENDAR_DAYS = 7;

/** The default multipliers of days 1–7, in percent (100 = ×1): ×1, ×1.5, ×2, ×2.5, ×3 (capped), ×3, ×5. */
export const DEFAULT_LOGIN_CALENDAR_PCT = [100, 150, 200, 250, 300, 300, 500] as const;

/** A day's multiplier in percent: ×1 to ×10. */
export const calendarPctSchema = z.number().int().min(100).max(1_000);

export const calendarDayIndexSchema = z.number().int().min(1).max(LOGIN_CALENDAR_DAYS);

/**
 * A day of the calendar: `claimed` (claimed in the current calendar), `today` (a claim now pays it),
 * `next` (the day the next claim pays, when today's is claimed), `upcoming`.
 */
export const calendarDayStateSchema = z.enum(['claimed', 'today', 'next', 'upcoming']);
export type CalendarDayState = z.infer<typeof calendarDayStateSchema>;

export const loginCalendarDaySchema = z.object({
  day: calendarDayIndexSchema,
  multiplierPct: calendarPctSchema,
  amount: coinsSchema,
  /** The last day of the calendar. */
  special: z.boolean(),
  state: calendarDayStateSchema,
});
export type LoginCalendarDay = z.infer<typeof loginCalendarDaySchema>;

/** GET /daily-bonus/calendar; also `calendar` in the answer of POST /claimDailyBonus. */
export const loginCalendarSchema = z.object({
  /** Today's day: the day claimed in the current bonus day, or the day a claim now pays. */
  day: calendarDayIndexSchema,
  claimedToday: z.boolean(),
  canClaim: z.boolean(),
  /** When the next claim opens (ISO 8601); null when it is open now and never claimed. */
  nextClaim: z.iso.datetime().nullable(),
  /** Claim before this instant or the calendar starts again at day 1; null when no calendar is running. */
  streakEndsAt: z.iso.datetime().nullable(),
  /** The hour (Japan time) a bonus day starts; null when the daily bonus runs on a rolling period. */
  resetHour: z.number().int().min(0).max(23).nullable(),
  /**
   * The player's VIP tier's daily-bonus multiplier in percent (100: none; issue 30), already in every
   * day's `amount`: what the calendar shows is what a claim pays.
   */
  tierPct: z.number().int().positive(),
  days: z.array(loginCalendarDaySchema).length(LOGIN_CALENDAR_DAYS),
});
export type LoginCalendar = z.infer<typeof loginCalendarSchema>;

/** POST /claimDailyBonus (SPEC §3 "Daily bonus result: bonus"), with the calendar after the claim. */
export const claimDailyBonusResponseSchema = z.object({ bonus: coinsSchema, calendar: loginCalendarSchema });
export type ClaimDailyBonusResponse = z.infer<typeof claimDailyBonusResponseSchema>;

/** Why a refill is not open: the balance is not low enough, or the daily bonus is there to claim. */
export const refillBlockSchema = z.enum(['BALANCE_NOT_LOW', 'DAILY_BONUS_AVAILABLE', 'TOO_EARLY']);
export type RefillBlock = z.infer<typeof refillBlockSchema>;

/** GET /refill: the terms and whether the player may claim now. */
export const refillStatusSchema = z.object({
  amount: coinsSchema,
  /** A refill is for a balance below this. */
  below: coinsSchema,
  intervalHours: z.number().int().min(1),
  canClaim: z.boolean(),
  /** Why not, when canClaim is false. */
  blockedBy: refillBlockSchema.nullable(),
  /** When the interval since the last refill ends (ISO 8601); null when never refilled. */
  availableAt: z.iso.datetime().nullable(),
});
export type RefillStatus = z.infer<typeof refillStatusSchema>;

/** POST /claimRefill: the coins paid and the status after it. */
export const claimRefillResponseSchema = z.object({
  bonus: coinsSchema,
  currency: currencySchema,
  refill: refillStatusSchema,
});
export type ClaimRefillResponse = z.infer<typeof claimRefillResponseSchema>;

/** The details of a refused refill: REFILL_NOT_ELIGIBLE with `reason`, REFILL_TOO_EARLY with `availableAt`. */
export const refillRefusalSchema = z.object({
  code: z.enum(['REFILL_NOT_ELIGIBLE', 'REFILL_TOO_EARLY']),
  reason: refillBlockSchema.optional(),
  availableAt: z.iso.datetime().optional(),
});

/** The operator's terms (PUT /operator/bonus-settings). */
export const bonusSettingsInputSchema = z.object({
  calendarPct: z.array(calendarPctSchema).length(LOGIN_CALENDAR_DAYS),
  refillAmount: z.number().int().min(1).max(1_000_000),
  refillBelow: z.number().int().min(1).max(1_000_000),
  refillIntervalHours: z.number().int().min(1).max(168),
});
export type BonusSettingsInput = z.infer<typeof bonusSettingsInputSchema>;

/** GET /operator/bonus-settings: the terms, the daily bonus's base amount (a server setting) and who changed them last. */
export const bonusSettingsSchema = bonusSettingsInputSchema.extend({
  dailyAmount: coinsSchema,
  resetHour: z.number().int().min(0).max(23).nullable(),
  /** Each day's coins at the current terms. */
  calendarAmounts: z.array(coinsSchema).length(LOGIN_CALENDAR_DAYS),
  updatedAt: z.iso.datetime().nullable(),
  updatedBy: z.string().nullable(),
  /**
   * Terms proposed and waiting for a second operator (issue 30, four eyes): the approval's id
   * (`bonus_terms:bonus`); the terms above stay the ones paid until it is approved. Null when none waits.
   */
  pendingApprovalId: z.string().nullable(),
});
export type BonusSettings = z.infer<typeof bonusSettingsSchema>;

/** The approval subject of the bonus terms (modules/approvals, kind `bonus_terms`). */
export const BONUS_TERMS_SUBJECT = 'bonus';
