import { z } from 'zod';
import { errorCodeSchema } from './errors.ts';
import { loginPasswordSchema } from './fields.ts';

/**
 * Responsible play (issue 28, docs/responsible-play.md): limits the player sets, reality checks, the
 * play session's summary, take-a-break and self-exclusion, and what operators see of them. The server
 * decides "may this account be moved by play now?" in one gate (ARCHITECTURE.md decision 12); a refused
 * movement answers one of the RESPONSIBLE_PLAY_ERROR_CODES with `playRefusalSchema`'s details.
 */
export const RESPONSIBLE_PLAY_PATHS = {
  /** GET: every limit (current, pending with its time, used this period); PUT: set or remove limits. */
  limits: '/responsible-play/limits',
  /** PUT: the reality-check interval (`realityCheckRequestSchema`). */
  realityCheck: '/responsible-play/reality-check',
  /** GET: this play session's summary (started, minutes, coins bet, won, net). */
  session: '/responsible-play/session',
  /** GET: break or exclusion in force, the reality-check interval, the support organisation. */
  status: '/responsible-play/status',
  /** POST: take a break (password-confirmed). */
  takeBreak: '/responsible-play/break',
  /** POST: self-exclude (password-confirmed). */
  selfExclusion: '/responsible-play/self-exclusion',
  /** POST: ask to lift an indefinite exclusion (password-confirmed; from 6 months, lifted 7 days later). */
  liftRequest: '/responsible-play/self-exclusion/lift-request',
} as const;

export const OPERATOR_RESPONSIBLE_PLAY_PATHS = {
  /** GET: one player's limits, break/exclusion and their whole history. */
  player: '/operator/players/:accountId/responsible-play',
  /** POST: apply a self-exclusion on the player's request (support; never shortens or lifts one). */
  playerExclusion: '/operator/players/:accountId/responsible-play/exclusion',
  /** GET: active breaks and exclusions. */
  report: '/operator/reports/responsible-play',
} as const;

// ---- Limits ---------------------------------------------------------------------------------------

export const LIMIT_KINDS = ['wager', 'loss', 'time'] as const;
/** wager: coins bet; loss: net coins lost (bets − wins, counted when positive); time: minutes played. */
export const limitKindSchema = z.enum(LIMIT_KINDS);
export type LimitKind = z.infer<typeof limitKindSchema>;

export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
/** Calendar periods in Japan's time zone: the day, the week from Monday, the month. */
export const limitPeriodSchema = z.enum(LIMIT_PERIODS);
export type LimitPeriod = z.infer<typeof limitPeriodSchema>;

/** A raised or removed limit waits this long before it applies (a lowered one applies at once). */
export const LIMIT_INCREASE_DELAY_HOURS = 24;
/** The most minutes a period holds (a time limit above it would be no limit). */
export const LIMIT_PERIOD_MINUTES: Record<LimitPeriod, number> = {
  daily: 1440,
  weekly: 10_080,
  monthly: 44_640,
};
/** Coins for wager and loss limits, minutes for time limits; null = no limit. */
export const limitValueSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable();

export const limitStateSchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  /** The limit in force now (null = none). */
  value: z.number().int().nullable(),
  /** A raise or a removal waiting for its time (value null = the limit will be removed). */
  pending: z.object({ value: z.number().int().nullable(), effectiveAt: z.string() }).nullable(),
  /** Coins (wager, loss) or minutes (time) counted in the current period. */
  used: z.number().int().nonnegative(),
  /** When the current period ends and the count starts again. */
  resetsAt: z.string(),
});
export type LimitState = z.infer<typeof limitStateSchema>;

/** GET/PUT /responsible-play/limits: always all 9 kind × period pairs. */
export const limitsResponseSchema = z.object({ limits: z.array(limitStateSchema) });
export type LimitsResponse = z.infer<typeof limitsResponseSchema>;

/** PUT /responsible-play/limits: the pairs to change; the others stay. A time limit ≤ its period's minutes. */
export const limitsRequestSchema = z.object({
  limits: z
    .array(z.object({ kind: limitKindSchema, period: limitPeriodSchema, value: limitValueSchema }))
    .min(1)
    .max(9),
});
export type LimitsRequest = z.infer<typeof limitsRequestSchema>;

// ---- Reality checks and the session ---------------------------------------------------------------

/** Minutes between reality checks; 0 = off. Offered at sign-up and in settings. */
export const REALITY_CHECK_INTERVALS = [0, 15, 30, 60] as const;
export const realityCheckIntervalSchema = z.union([
  z.literal(0),
  z.literal(15),
  z.literal(30),
  z.literal(60),
]);
export type RealityCheckInterval = z.infer<typeof realityCheckIntervalSchema>;
export const realityCheckRequestSchema = z.object({ intervalMinutes: realityCheckIntervalSchema });
export type RealityCheckRequest = z.infer<typeof realityCheckRequestSchema>;

/** GET /responsible-play/session: this sign-in session's play (coins of studio and provider play). */
export const playSessionSummarySchema = z.object({
  startedAt: z.string(),
  /** The server's time now, so the clock on the page can follow the server's (test) clock. */
  now: z.string(),
  minutesPlayed: z.number().int().nonnegative(),
  coinsBet: z.number().int().nonnegative(),
  coinsWon: z.number().int().nonnegative(),
  /** won − bet (negative when the player lost). */
  net: z.number().int(),
  realityCheckMinutes: realityCheckIntervalSchema,
});
export type PlaySessionSummary = z.infer<typeof playSessionSummarySchema>;

// ---- Breaks and exclusions ------------------------------------------------------------------------

export const BREAK_DAYS = [1, 3, 7, 14, 30] as const;
export const breakDaysSchema = z.union([
  z.literal(1),
  z.literal(3),
  z.literal(7),
  z.literal(14),
  z.literal(30),
]);
export type BreakDays = z.infer<typeof breakDaysSchema>;

export const EXCLUSION_PERIODS = ['6m', '1y', '3y', '5y', 'indefinite'] as const;
export const exclusionPeriodSchema = z.enum(EXCLUSION_PERIODS);
export type ExclusionPeriod = z.infer<typeof exclusionPeriodSchema>;
/** An indefinite exclusion may be asked to be lifted after this many months… */
export const INDEFINITE_EXCLUSION_MIN_MONTHS = 6;
/** …and is lifted this many days after the request (cooling-off). */
export const EXCLUSION_LIFT_COOLING_OFF_DAYS = 7;

export const takeBreakRequestSchema = z.object({ days: breakDaysSchema, password: loginPasswordSchema });
export type TakeBreakRequest = z.infer<typeof takeBreakRequestSchema>;
export const selfExclusionRequestSchema = z.object({
  period: exclusionPeriodSchema,
  password: loginPasswordSchema,
});
export type SelfExclusionRequest = z.infer<typeof selfExclusionRequestSchema>;
export const liftRequestSchema = z.object({ password: loginPasswordSchema });
export type LiftRequest = z.infer<typeof liftRequestSchema>;

/** The break or exclusion in force. */
export const playRestrictionSchema = z.object({
  type: z.enum(['break', 'exclusion']),
  /** '1d'…'30d' for a break, an EXCLUSION_PERIODS value for an exclusion. */
  period: z.string(),
  startedAt: z.string(),
  /** null for an indefinite exclusion not yet asked to be lifted. */
  endsAt: z.string().nullable(),
  /** 'player', or 'operator' when support applied it on the player's request. */
  appliedBy: z.enum(['player', 'operator']),
  /** Indefinite exclusion: from when a lift may be asked for, when it was asked and when it takes effect. */
  liftableFrom: z.string().nullable(),
  liftRequestedAt: z.string().nullable(),
});
export type PlayRestriction = z.infer<typeof playRestrictionSchema>;

/** GET /responsible-play/status and the answer to the break, exclusion and lift-request posts. */
export const responsiblePlayStatusSchema = z.object({
  /** false while a break or exclusion is in force. */
  canPlay: z.boolean(),
  restriction: playRestrictionSchema.nullable(),
  realityCheckMinutes: realityCheckIntervalSchema,
  /** Where to find help (settings RESPONSIBLE_PLAY_SUPPORT_NAME / _URL); the contact page is the site's own. */
  supportOrganisation: z.object({ name: z.string(), url: z.string() }),
});
export type ResponsiblePlayStatus = z.infer<typeof responsiblePlayStatusSchema>;

// ---- Refusals -------------------------------------------------------------------------------------

/** The catalogue codes (errors.ts) this area answers. */
export const RESPONSIBLE_PLAY_ERROR_CODES = [
  'PLAY_LIMIT_REACHED',
  'PLAY_ON_BREAK',
  'PLAY_SELF_EXCLUDED',
  'SELF_EXCLUSION_NOT_LIFTABLE',
  'PLAY_RESTRICTION_NOT_SHORTENED',
] as const;

/**
 * A refused play movement (409, or 403 for a break or exclusion): `{ error: { code, limit?, until? } }`.
 * `limit` says which limit (PLAY_LIMIT_REACHED); `until` when the break/exclusion or the period ends.
 */
export const playRefusalSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    limit: z.object({ kind: limitKindSchema, period: limitPeriodSchema, value: z.number().int() }).optional(),
    until: z.string().nullable().optional(),
  }),
});
export type PlayRefusal = z.infer<typeof playRefusalSchema>;

// ---- Operators ------------------------------------------------------------------------------------

export const RESPONSIBLE_PLAY_EVENT_TYPES = [
  'limit_set',
  'limit_scheduled',
  'reality_check_set',
  'break_started',
  'exclusion_started',
  'lift_requested',
] as const;
export const responsiblePlayEventSchema = z.object({
  id: z.string(),
  type: z.enum(RESPONSIBLE_PLAY_EVENT_TYPES),
  at: z.string(),
  /** limit events: kind, period, value (null = removed), previous value, effectiveAt. */
  kind: limitKindSchema.nullable(),
  period: z.string().nullable(),
  value: z.number().int().nullable(),
  previousValue: z.number().int().nullable(),
  effectiveAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** 'player' or the operator's name. */
  by: z.string(),
  note: z.string().nullable(),
});
export type ResponsiblePlayEvent = z.infer<typeof responsiblePlayEventSchema>;

export const operatorResponsiblePlaySchema = z.object({
  accountId: z.string(),
  limits: z.array(limitStateSchema),
  status: responsiblePlayStatusSchema,
  /** Newest first. */
  history: z.array(responsiblePlayEventSchema),
});
export type OperatorResponsiblePlay = z.infer<typeof operatorResponsiblePlaySchema>;

/** POST …/responsible-play/exclusion: support applies an exclusion the player asked for (note: how they asked). */
export const operatorExclusionRequestSchema = z.object({
  period: exclusionPeriodSchema,
  note: z.string().trim().min(3).max(500),
});
export type OperatorExclusionRequest = z.infer<typeof operatorExclusionRequestSchema>;

export const responsiblePlayReportQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(500).default(25),
  type: z.enum(['break', 'exclusion']).optional(),
});
export type ResponsiblePlayReportQuery = z.infer<typeof responsiblePlayReportQuerySchema>;
export const responsiblePlayReportRowSchema = playRestrictionSchema.extend({
  id: z.string(),
  accountId: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
});
export type ResponsiblePlayReportRow = z.infer<typeof responsiblePlayReportRowSchema>;
export const responsiblePlayReportResponseSchema = z.object({
  data: z.array(responsiblePlayReportRowSchema),
  total: z.number().int().nonnegative(),
});
export type ResponsiblePlayReportResponse = z.infer<typeof responsiblePlayReportResponseSchema>;
