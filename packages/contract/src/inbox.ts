import { z } from 'zod';
import { languageCodeSchema } from './languages.ts';
import { accountIdSchema } from './wallet.ts';

/**
 * The player's inbox (issue 29): messages with a title, a body and an optional coin reward and expiry,
 * in the player's language (ja and en are stored; en falls back to ja). A reward is claimed from the
 * message through the ledger, once per message and player.
 */
export const INBOX_PATHS = {
  messages: '/inbox/messages',
  unread: '/inbox/unread',
  read: '/inbox/messages/:messageId/read',
  claim: '/inbox/messages/:messageId/claim',
} as const;

export const OPERATOR_INBOX_PATHS = {
  list: '/operator/inbox-messages',
  item: '/operator/inbox-messages/:messageId',
  cancel: '/operator/inbox-messages/:messageId/cancel',
} as const;

/** What a message is about. Only OPERATOR messages are written in the console; the others come from events. */
export const INBOX_KINDS = [
  'OPERATOR',
  'TOURNAMENT_RESULT',
  'RAFFLE_RESULT',
  'DAILY_BONUS_READY',
  'SECURITY_NOTICE',
] as const;
export const inboxKindSchema = z.enum(INBOX_KINDS);
export type InboxKind = z.infer<typeof inboxKindSchema>;

/** Plain text (shown as written, line breaks kept) or Markdown (rendered and sanitised by the server). */
export const INBOX_BODY_FORMATS = ['TEXT', 'MARKDOWN'] as const;
export const inboxBodyFormatSchema = z.enum(INBOX_BODY_FORMATS);

/**
 * Who receives an operator's message: every player, one player, or a segment (the players matching
 * every criterion given), taken at the time it is sent.
 */
export const INBOX_AUDIENCES = ['ALL', 'PLAYER', 'SEGMENT'] as const;
export const inboxAudienceSchema = z.enum(INBOX_AUDIENCES);
export type InboxAudience = z.infer<typeof inboxAudienceSchema>;

/** The longest look-back of a segment's "signed in within N days". */
export const INBOX_SEGMENT_MAX_DAYS = 365;

/** A segment: the account's language, signed in within N days, phone verified or not; at least one. */
export const inboxSegmentSchema = z
  .object({
    language: languageCodeSchema.nullish().transform((v) => v ?? null),
    activeWithinDays: z
      .number()
      .int()
      .min(1)
      .max(INBOX_SEGMENT_MAX_DAYS)
      .nullish()
      .transform((v) => v ?? null),
    phoneVerified: z
      .boolean()
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine((s) => s.language !== null || s.activeWithinDays !== null || s.phoneVerified !== null, {
    path: ['language'],
  });
export type InboxSegment = z.output<typeof inboxSegmentSchema>;

/** The largest reward one message may carry (coins). */
export const INBOX_MAX_REWARD = 1_000_000;
export const INBOX_TITLE_MAX = 120;
export const INBOX_BODY_MAX = 4_000;
/** The newest messages the inbox lists. */
export const INBOX_LIST_LIMIT = 100;

export const inboxMessageIdSchema = z.uuid();
export const inboxMessageParamsSchema = z.object({ messageId: inboxMessageIdSchema });

export const inboxListQuerySchema = z.object({
  /** The language to show (the site's current one); default the account's language. */
  languageCode: languageCodeSchema.optional(),
});

const isoDate = z.string();

/** One message as the player sees it, in one language. */
export const inboxMessageSchema = z.object({
  messageId: z.string(),
  kind: inboxKindSchema,
  title: z.string(),
  /** The text as written (plain text; the Markdown source of a MARKDOWN body). */
  body: z.string(),
  /** A MARKDOWN body rendered to sanitised HTML; null for plain text. */
  bodyHtml: z.string().nullable(),
  /** Coins the message gives when claimed; null = none. */
  reward: z.number().int().positive().nullable(),
  sentDate: isoDate,
  expiresDate: isoDate.nullable(),
  expired: z.boolean(),
  read: z.boolean(),
  claimedDate: isoDate.nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxListResponseSchema = z.object({
  messages: z.array(inboxMessageSchema),
  unread: z.number().int().nonnegative(),
});
export type InboxListResponse = z.infer<typeof inboxListResponseSchema>;

export const inboxUnreadResponseSchema = z.object({ unread: z.number().int().nonnegative() });
export type InboxUnreadResponse = z.infer<typeof inboxUnreadResponseSchema>;

export const inboxClaimResponseSchema = z.object({
  messageId: z.string(),
  reward: z.number().int().positive(),
  newBalance: z.number().int(),
  claimedDate: isoDate,
});
export type InboxClaimResponse = z.infer<typeof inboxClaimResponseSchema>;

// ------------------------------------------------------------------------------- the back office

const text = (max: number) => z.string().trim().min(1, 'validation.required').max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** An operator's message: ja texts required, en optional (shown in ja when missing). */
export const inboxMessageInputSchema = z
  .object({
    audience: inboxAudienceSchema,
    /** The one player of audience PLAYER. */
    accountId: accountIdSchema.nullish(),
    /** The criteria of audience SEGMENT. */
    segment: inboxSegmentSchema.nullish(),
    titleJa: text(INBOX_TITLE_MAX),
    titleEn: optionalText(INBOX_TITLE_MAX),
    bodyJa: text(INBOX_BODY_MAX),
    bodyEn: optionalText(INBOX_BODY_MAX),
    bodyFormat: inboxBodyFormatSchema.default('TEXT'),
    reward: z.number().int().min(1).max(INBOX_MAX_REWARD).nullish(),
    /** When to send (ISO date-time); missing or past = now. */
    sendAt: z.iso.datetime({ offset: true }).nullish(),
    /** When the message (and its reward) expires; must be after the send time. */
    expiresAt: z.iso.datetime({ offset: true }).nullish(),
  })
  .refine((m) => m.audience !== 'PLAYER' || !!m.accountId, { path: ['accountId'] })
  .refine((m) => m.audience !== 'SEGMENT' || !!m.segment, { path: ['segment'] })
  .refine((m) => !m.expiresAt || !m.sendAt || new Date(m.expiresAt) > new Date(m.sendAt), {
    path: ['expiresAt'],
  });
export type InboxMessageInput = z.input<typeof inboxMessageInputSchema>;

export const INBOX_MESSAGE_STATES = ['SCHEDULED', 'SENT', 'CANCELLED'] as const;

export const operatorInboxMessageSchema = z.object({
  id: z.string(),
  kind: inboxKindSchema,
  audience: inboxAudienceSchema,
  accountId: z.string().nullable(),
  segment: z
    .object({
      language: z.string().nullable(),
      activeWithinDays: z.number().int().nullable(),
      phoneVerified: z.boolean().nullable(),
    })
    .nullable(),
  titleJa: z.string(),
  titleEn: z.string().nullable(),
  bodyJa: z.string(),
  bodyEn: z.string().nullable(),
  bodyFormat: inboxBodyFormatSchema,
  reward: z.number().int().nullable(),
  sendAt: isoDate,
  expiresAt: isoDate.nullable(),
  state: z.enum(INBOX_MESSAGE_STATES),
  sentAt: isoDate.nullable(),
  createdBy: z.string(),
  createdDate: isoDate,
  /** Players it was delivered to, how many read it, how many claimed its reward. */
  recipients: z.number().int(),
  readCount: z.number().int(),
  claimedCount: z.number().int(),
});
export type OperatorInboxMessage = z.infer<typeof operatorInboxMessageSchema>;

export const operatorInboxListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(500).default(25),
  kind: inboxKindSchema.optional(),
  accountId: accountIdSchema.optional(),
});
export const operatorInboxListSchema = z.object({
  data: z.array(operatorInboxMessageSchema),
  total: z.number().int(),
});
