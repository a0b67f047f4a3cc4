import { z } from 'zod';
import { loginPasswordSchema, newPasswordSchema } from './fields.ts';
import { transactionTypeSchema } from './wallet.ts';

/**
 * The operator back office's API (`{API}/operator/*`). Operators are not players: own table, own
 * session cookie (OPERATOR_COOKIE, path `{API}/operator`), roles with least privilege. Every list
 * answers `{ data, total }` for one page (react-admin's shape), sorted by the server.
 */
export const OPERATOR_PATHS = {
  signin: '/operator/auth/signin',
  signout: '/operator/auth/signout',
  me: '/operator/auth/me',
  changePassword: '/operator/auth/change-password',
  messages: '/operator/messages',
  players: '/operator/players',
  player: '/operator/players/:accountId',
  playerLedger: '/operator/players/:accountId/ledger',
  playerRounds: '/operator/players/:accountId/rounds',
  playerSessions: '/operator/players/:accountId/sessions',
  playerRevokeSessions: '/operator/players/:accountId/sessions/revoke',
  playerUnlock: '/operator/players/:accountId/unlock',
  playerAdjustments: '/operator/players/:accountId/adjustments',
  playerTester: '/operator/players/:accountId/tester',
  games: '/operator/games',
  game: '/operator/games/:gameCode',
  flags: '/operator/flags',
  audit: '/operator/audit',
  reports: '/operator/reports/daily',
  operators: '/operator/operators',
  operator: '/operator/operators/:operatorId',
} as const;

/** Where the server serves the operator console (apps/backoffice). */
export const BACKOFFICE_BASE_PATH = '/operator';

/** Fills a path's `:name` parameters (URI-encoded). */
export function operatorPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The operator session cookie: its own name, HttpOnly, SameSite=Strict, path `{API}/operator`. */
export const OPERATOR_COOKIE = 'osid';

export const OPERATOR_ROLES = ['admin', 'support', 'finance', 'content'] as const;
export const operatorRoleSchema = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

/**
 * What each role may do (least privilege). `admin` may do everything; support looks after players,
 * their messages and sessions; finance moves coins and reads reports; content (pages, promotions and promo
 * codes) sees no player. The server enforces this table; the console only uses it to hide what a
 * role would be refused.
 */
export const OPERATOR_PERMISSIONS = {
  'players.read': ['admin', 'support', 'finance'],
  'players.sessions': ['admin', 'support'],
  'players.unlock': ['admin', 'support'],
  'players.tester': ['admin', 'support'],
  'players.adjust': ['admin', 'finance'],
  'messages.read': ['admin', 'support'],
  'games.manage': ['admin'],
  'flags.manage': ['admin'],
  'reports.read': ['admin', 'finance'],
  'audit.read': ['admin'],
  'operators.manage': ['admin'],
  /** Raffles (issue 13): the list, tickets per player and results; create, edit, cancel, the quick schedule. */
  'raffles.read': ['admin', 'support', 'content', 'finance'],
  'raffles.manage': ['admin', 'content'],
  'tournaments.manage': ['admin', 'content'],
  'content.manage': ['admin', 'content'],
  'kyc.review': ['admin', 'support'],
  'analytics.read': ['admin', 'finance', 'content'],
  /**
   * Separation of duties (issue 24): who sees proposed amounts and caps of coin-paying things, who
   * approves them (a money permission, like players.adjust), and who sets the four-eyes threshold.
   */
  'approvals.read': ['admin', 'finance', 'content'],
  'approvals.decide': ['admin', 'finance'],
  'approvals.settings': ['admin'],
  /** Responsible play (issue 28): a player's limits, breaks and exclusions with history, the report; applying an exclusion on request. */
  'responsiblePlay.read': ['admin', 'support', 'finance'],
  'responsiblePlay.exclude': ['admin', 'support'],
  /** Inbox (issue 29): list, write and schedule messages to players; a message with a coin reward needs inbox.reward too. */
  'inbox.send': ['admin', 'support'],
  'inbox.reward': ['admin', 'finance'],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type OperatorPermission = keyof typeof OPERATOR_PERMISSIONS;

export function operatorCan(role: OperatorRole, permission: OperatorPermission): boolean {
  return (OPERATOR_PERMISSIONS[permission] as readonly OperatorRole[]).includes(role);
}

const isoDate = z.string();

export const operatorSchema = z.object({
  operatorId: z.string(),
  email: z.string(),
  role: operatorRoleSchema,
  /** The first admin's printed password must be replaced at the first sign-in. */
  mustChangePassword: z.boolean(),
  disabled: z.boolean(),
  createdDate: isoDate,
  lastSignInDate: isoDate.nullable(),
});
export type Operator = z.infer<typeof operatorSchema>;

/**
 * An operator's address: like a player's, but a bare host is allowed (the first admin of a local
 * install is `admin@localhost`).
 */
export const OPERATOR_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
export const operatorEmailSchema = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .min(1, 'validation.emailRequired')
  .max(254, 'validation.emailInvalid')
  .regex(OPERATOR_EMAIL_PATTERN, 'validation.emailInvalid');

export const operatorSigninRequestSchema = z.object({
  email: operatorEmailSchema,
  password: loginPasswordSchema,
});
export const operatorSessionResponseSchema = z.object({ operator: operatorSchema });
export type OperatorSessionResponse = z.infer<typeof operatorSessionResponseSchema>;

export const operatorChangePasswordRequestSchema = z.object({
  currentPassword: loginPasswordSchema,
  /** Operators hold the keys to every account: at least 12 characters. */
  newPassword: newPasswordSchema
    .min(12, 'validation.operatorPasswordTooShort')
    .max(128, 'validation.passwordTooLong'),
});

/** Common list query: one page, a sort field and direction (react-admin's names). */
/** The most rows one page of an operator list may ask for (the console's CSV export reads that much). */
export const LIST_MAX_PER_PAGE = 500;
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(LIST_MAX_PER_PAGE).default(25),
  sort: z
    .string()
    .max(40)
    .regex(/^[A-Za-z]+$/)
    .optional(),
  order: z.enum(['ASC', 'DESC']).default('DESC'),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

function page<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().int().nonnegative() });
}

// ---- Messages -------------------------------------------------------------------------------------

/**
 * OUTBOX: not sent (no SMTP / SMS gateway configured); the text is kept so a local install can read
 * its codes. SENT / FAILED: the delivery log of a real gateway; the text (with its code) is never kept.
 */
export const MESSAGE_STATUSES = ['OUTBOX', 'SENT', 'FAILED'] as const;
export const operatorMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['EMAIL', 'SMS']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  createdDate: isoDate,
});
export type OperatorMessage = z.infer<typeof operatorMessageSchema>;
export const messagesQuerySchema = listQuerySchema.extend({
  to: z.string().min(1).max(254).optional(),
  channel: z.enum(['EMAIL', 'SMS']).optional(),
});
export const messagesResponseSchema = page(operatorMessageSchema).extend({
  /** Where each channel's messages go: the outbox (readable here) or a real server. */
  transports: z.object({ email: z.enum(['outbox', 'smtp']), sms: z.enum(['outbox', 'gateway']) }),
});
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

// ---- Players --------------------------------------------------------------------------------------

export const accountIdParamsSchema = z.object({ accountId: z.uuid() });

export const playerSummarySchema = z.object({
  /** react-admin needs `id`; it is the account id. */
  id: z.string(),
  accountId: z.string(),
  email: z.string(),
  displayName: z.string(),
  phoneNumber: z.string().nullable(),
  isPhoneVerified: z.boolean(),
  isTester: z.boolean(),
  balance: z.number().int(),
  createdDate: isoDate,
  deletedDate: isoDate.nullable(),
});
export type PlayerSummary = z.infer<typeof playerSummarySchema>;
export const playersQuerySchema = listQuerySchema.extend({ q: z.string().max(254).optional() });
export const playersResponseSchema = page(playerSummarySchema);

export const playerDetailSchema = playerSummarySchema.extend({
  languageCode: z.string(),
  phoneVerifiedDate: isoDate.nullable(),
  /** Identity verification: not built yet (a later issue), always null for now. */
  kycStatus: z.string().nullable(),
  lockout: z.object({
    locked: z.boolean(),
    lockedUntil: isoDate.nullable(),
    failures: z.number().int().nonnegative(),
  }),
  activeSessions: z.number().int().nonnegative(),
});
export type PlayerDetail = z.infer<typeof playerDetailSchema>;

export const ledgerEntrySchema = z.object({
  id: z.string(),
  createdDate: isoDate,
  transactionType: transactionTypeSchema,
  amount: z.number().int(),
  /** The running balance after this movement. */
  newBalance: z.number().int(),
  gameCode: z.string().nullable(),
  roundId: z.string().nullable(),
  provider: z.string().nullable(),
  /** An adjustment's reason; null for other movements. */
  reason: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const ledgerResponseSchema = page(ledgerEntrySchema);

export const studioRoundRecordSchema = z.object({
  id: z.string(),
  gameCode: z.string(),
  mode: z.string(),
  status: z.string(),
  bet: z.number().int(),
  win: z.number().int().nullable(),
  createdDate: isoDate,
  fairness: z
    .object({
      serverSeedHash: z.string(),
      /** Revealed only once the player rotated the seed. */
      serverSeed: z.string().nullable(),
      clientSeed: z.string(),
      nonce: z.number().int(),
    })
    .nullable(),
});
export type StudioRoundRecord = z.infer<typeof studioRoundRecordSchema>;
export const roundsResponseSchema = page(studioRoundRecordSchema);

export const playerSessionSchema = z.object({
  /** sha256 of the cookie value: it identifies the session, it cannot be used as a cookie. */
  id: z.string(),
  createdDate: isoDate,
  lastSeenDate: isoDate,
  expiresDate: isoDate,
  revokedDate: isoDate.nullable(),
  active: z.boolean(),
});
export type PlayerSession = z.infer<typeof playerSessionSchema>;
export const sessionsResponseSchema = page(playerSessionSchema);
export const revokeSessionsRequestSchema = z.object({
  /** One session; omitted = every session of the player. */
  sessionId: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export const revokeSessionsResponseSchema = z.object({ revoked: z.number().int().nonnegative() });

export const ADJUSTMENT_MAX = 100_000_000;
export const adjustmentRequestSchema = z.object({
  /** Coins; negative for a debit. */
  amount: z
    .number()
    .int()
    .min(-ADJUSTMENT_MAX)
    .max(ADJUSTMENT_MAX)
    .refine((n) => n !== 0),
  reason: z.string().trim().min(3).max(500),
  /** Generated by the console per form; a replay with the same key moves nothing. */
  idempotencyKey: z
    .string()
    .min(8)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;
export const adjustmentResponseSchema = z.object({
  transactionId: z.string(),
  amount: z.number().int(),
  newBalance: z.number().int(),
  /** True when the key had been used before: the first result, nothing moved. */
  replayed: z.boolean(),
});

export const testerRequestSchema = z.object({ tester: z.boolean() });
export const testerResponseSchema = z.object({ isTester: z.boolean() });

// ---- Audit, reports, operators --------------------------------------------------------------------

export const AUDIT_ACTIONS = [
  'operator.signin',
  'operator.signin_failed',
  'operator.signout',
  'operator.password_changed',
  'operator.created',
  'operator.updated',
  'player.adjustment',
  'player.unlock',
  'player.sessions_revoked',
  'player.tester',
  'game.updated',
  /** Issue 29: a home page collection added, changed (renamed, reordered, its games or rule) or removed. */
  'collection.created',
  'collection.updated',
  'collection.deleted',
  /** Issue 30: a mission defined or changed (names, ladder, target, reward, made inactive). */
  'mission.created',
  'mission.updated',
  'flags.updated',
  'raffle.created',
  'raffle.updated',
  'raffle.cancelled',
  'raffle.quick_schedule_updated',
  'tournament.created',
  'tournament.updated',
  'tournament.cancelled',
  'content.saved',
  'content.restored',
  'promotion.saved',
  'promo_code.saved',
  'kyc.document_viewed',
  'kyc.approved',
  'kyc.rejected',
  'approval.proposed',
  'approval.approved',
  'approval.rejected',
  'approval.settings_updated',
  /** Responsible play (responsible-play.ts): a player's limits/breaks/exclusions opened, an exclusion applied, the report read. */
  'player.responsible_play_viewed',
  'player.self_exclusion_applied',
  'responsible_play.report_viewed',
  /** Inbox (inbox.ts): a message written (sent now or scheduled), a scheduled one cancelled. */
  'inbox.message_created',
  'inbox.message_cancelled',
  'bonus_settings.updated', // issue 30: the login calendar's multipliers or the refill's terms
  'jackpot.updated', // issue 30: a progressive jackpot's terms, titles, names or state
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;
export const auditEntrySchema = z.object({
  id: z.string(),
  createdDate: isoDate,
  operatorId: z.string().nullable(),
  operatorEmail: z.string().nullable(),
  action: auditActionSchema,
  /** What was acted on, e.g. `player:<accountId>`, `game:<code>`, `flags`. */
  target: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditQuerySchema = listQuerySchema.extend({
  action: auditActionSchema.optional(),
  operatorId: z.uuid().optional(),
  target: z.string().max(120).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditResponseSchema = page(auditEntrySchema);

/**
 * The costs of rewards in the reports (issue 30): each line is the coins the ledger paid that day as
 * one kind of reward. The one list: a new reward (e.g. a JACKPOT ledger type) is added here, then the
 * server's source of the line (modules/operator/reward-costs.ts) and its ja/en label follow by type.
 */
export const REWARD_COST_LINES = [
  'dailyBonus',
  'missions',
  'levels',
  'vipGifts',
  'refills',
  'inbox',
  'jackpots',
] as const;
export type RewardCostLine = (typeof REWARD_COST_LINES)[number];
export const rewardCostsSchema = z.object(
  Object.fromEntries(REWARD_COST_LINES.map((line) => [line, z.number().int()])) as Record<
    RewardCostLine,
    z.ZodNumber
  >,
);
export type RewardCosts = z.infer<typeof rewardCostsSchema>;

/** One Asia/Tokyo day of the casino. Coins bet are positive; net flow is the sum of every movement. */
export const dailyReportRowSchema = z.object({
  id: z.string(),
  day: z.iso.date(),
  signups: z.number().int(),
  phoneVerifications: z.number().int(),
  activePlayers: z.number().int(),
  coinsBet: z.number().int(),
  coinsWon: z.number().int(),
  bonuses: z.number().int(),
  adjustments: z.number().int(),
  netCoinFlow: z.number().int(),
  /** Coins paid as each kind of reward that day (REWARD_COST_LINES), and their sum. */
  rewardCosts: rewardCostsSchema,
  rewardCostTotal: z.number().int(),
});
export type DailyReportRow = z.infer<typeof dailyReportRowSchema>;
/** The figures of a daily report row, in the order the console shows them. */
export const DAILY_REPORT_FIGURES = [
  'signups',
  'phoneVerifications',
  'activePlayers',
  'coinsBet',
  'coinsWon',
  'bonuses',
  'adjustments',
  'netCoinFlow',
] as const satisfies readonly (keyof DailyReportRow)[];
export const reportsQuerySchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export const reportsResponseSchema = page(dailyReportRowSchema);
export const operatorIdParamsSchema = z.object({ operatorId: z.uuid() });
export const operatorsResponseSchema = page(operatorSchema.extend({ id: z.string() }));
export const operatorCreateRequestSchema = z.object({
  email: operatorEmailSchema,
  role: operatorRoleSchema,
  /** The new operator changes it at the first sign-in. */
  password: newPasswordSchema
    .min(12, 'validation.operatorPasswordTooShort')
    .max(128, 'validation.passwordTooLong'),
});
export const operatorUpdateRequestSchema = z
  .object({ role: operatorRoleSchema, disabled: z.boolean() })
  .partial();
