import { z } from 'zod';
import {
  competitionMetaSchema,
  competitionRefSchema,
  competitionStatusSchema,
  competitionTranslationSchema,
} from './competitions.ts';
import { gameCodeSchema } from './games.ts';
import { coinsSchema } from './wallet.ts';

/**
 * Raffles (SPEC §1, §2, §3, §7): tickets earned by play, a provably fair draw at `raffleDrawDate`
 * (docs/raffles.md: the algorithm, raffle-draw.ts: its one implementation, shared by the server and the
 * public results page), prizes paid through the wallet ledger.
 */
export const RAFFLE_PATHS = {
  /** GET (login) → currentRaffleResponseSchema: the running raffle (else the next one) and the player's tickets. */
  currentRaffle: '/currentRaffle',
  /** GET (login) → nextQuickRaffleResponseSchema: the next (or running) quick raffle. */
  nextQuickRaffle: '/next-quick-raffle',
  /** GET (login) → raffleHistoryResponseSchema: SPEC §3 raffle records of the player. */
  raffleHistory: '/raffle-history',
  /** GET (login) → raffleHistoryNewResponseSchema: the history page's rows. */
  raffleHistoryNew: '/raffle-history-new',
  /** GET (login) → rafflePromotionalListResponseSchema: SPEC §3 raffle promo views. */
  rafflePromotionalList: '/raffle-promotional-list',
  /** GET (public) → raffleResultsSchema: everything a verifier needs. */
  raffleResults: '/raffles/:raffleId/results',
} as const;

/** The public results page of the site; `raffleDrawResult` links here. */
export const RAFFLE_RESULTS_PAGE = '/raffles/:raffleId/results';
export function raffleResultsPagePath(raffleId: number): string {
  return RAFFLE_RESULTS_PAGE.replace(':raffleId', String(raffleId));
}

/** Where raffle banners live under the content CDN base (SPEC §7: by account reference and file name). */
export function raffleBannerPath(cdnBase: string, accountRef: string, bannerFileName: string): string {
  return `${cdnBase.replace(/\/$/, '')}/raffles/${encodeURIComponent(accountRef)}/${encodeURIComponent(bannerFileName)}`;
}

/** STANDARD: planned by an operator; QUICK: short, recurring, created by the quick-raffle schedule. */
export const RAFFLE_TYPES = ['STANDARD', 'QUICK'] as const;
export const raffleTypeSchema = z.enum(RAFFLE_TYPES);
export type RaffleType = z.infer<typeof raffleTypeSchema>;

/** Largest first: place 1 gets prizes[0]. At most 20 places. */
export const rafflePrizesSchema = z.array(coinsSchema.min(1)).min(1).max(20);

/** SPEC §3 metadata plus what a raffle needs. `tournamentStatus` is the raffle's status. */
export const raffleMetaSchema = competitionMetaSchema.extend({
  raffleType: raffleTypeSchema,
  /** Coins wagered for one ticket. */
  wagerPerEntry: coinsSchema.min(1),
  prizes: rafflePrizesSchema,
  /** SHA-256 (hex) of the secret server seed, published when the raffle is created. */
  serverSeedHash: z.string(),
});
export type RaffleMeta = z.infer<typeof raffleMetaSchema>;

/** GET /currentRaffle (SPEC §3 "Player raffle entry info"); `raffleMetaData` null when no raffle is current. */
export const currentRaffleResponseSchema = z.object({
  raffleMetaData: raffleMetaSchema.nullable(),
  numEntries: z.number().int().nonnegative(),
  wagerPerEntry: z.number().int().nonnegative(),
  amountLeftForNextEntry: z.number().int().nonnegative(),
});
export type CurrentRaffleResponse = z.infer<typeof currentRaffleResponseSchema>;

export const nextQuickRaffleResponseSchema = currentRaffleResponseSchema;
export type NextQuickRaffleResponse = z.infer<typeof nextQuickRaffleResponseSchema>;

/** SPEC §3 "Raffle record": one per raffle the player has tickets in. */
export const raffleRecordSchema = z.object({
  raffleId: z.number().int(),
  playerUserId: z.string(),
  dateCreated: z.string(),
  status: competitionStatusSchema,
  type: raffleTypeSchema,
  playersTicketCount: z.number().int().nonnegative(),
  playerWon: z.boolean(),
});
export const raffleHistoryResponseSchema = z.array(raffleRecordSchema);
export type RaffleRecord = z.infer<typeof raffleRecordSchema>;

/** SPEC §3 "Raffle history item": translations carry one with languageCode `default`. */
export const raffleHistoryItemSchema = z.object({
  id: z.number().int(),
  translations: z.array(z.object({ languageCode: z.string(), title: z.string() })),
  raffleDrawDate: z.string(),
  /** The public results page once drawn, else null. */
  raffleDrawResult: z.string().nullable(),
});
export type RaffleHistoryItem = z.infer<typeof raffleHistoryItemSchema>;
/** Newest draw first. */
export const raffleHistoryNewResponseSchema = z.object({ items: z.array(raffleHistoryItemSchema) });
export type RaffleHistoryNewResponse = z.infer<typeof raffleHistoryNewResponseSchema>;

/** SPEC §3 "Raffle promo view". */
export const rafflePromoViewSchema = z.object({
  id: z.number().int(),
  tournamentRef: competitionRefSchema,
  startDateUtc: z.string(),
  endDateUtc: z.string(),
  raffleDrawDate: z.string(),
  raffleDrawResult: z.string().nullable(),
  translations: z.array(competitionTranslationSchema),
  tournamentStatus: competitionStatusSchema,
  baseCurrency: z.string(),
  bannerFileName: z.string().nullable(),
  raffleType: raffleTypeSchema,
  externalPlayerUserReference: z.string(),
  raffleTicketCount: z.number().int().nonnegative(),
});
export const rafflePromotionalListResponseSchema = z.array(rafflePromoViewSchema);
export type RafflePromoView = z.infer<typeof rafflePromoViewSchema>;

/** One line of the frozen ticket list: an entrant holds tickets [firstTicket, firstTicket + tickets). */
export const raffleTicketRangeSchema = z.object({
  /** Pseudonymous and stable within the raffle (docs/raffles.md). */
  entrantRef: z.string(),
  displayName: z.string(),
  firstTicket: z.number().int().nonnegative(),
  tickets: z.number().int().positive(),
});
export type RaffleTicketRange = z.infer<typeof raffleTicketRangeSchema>;

export const raffleWinnerSchema = z.object({
  place: z.number().int().positive(),
  prize: coinsSchema,
  entrantRef: z.string(),
  displayName: z.string(),
  ticket: z.number().int().nonnegative(),
  /** The attempt j whose HMAC chose the ticket. */
  attempt: z.number().int().nonnegative(),
});
export type RaffleWinner = z.infer<typeof raffleWinnerSchema>;

/** GET /raffles/:raffleId/results (public). Fields appear as the raffle's life reveals them. */
export const raffleResultsSchema = z.object({
  raffleId: z.number().int(),
  tournamentRef: competitionRefSchema,
  translations: z.array(competitionTranslationSchema),
  status: competitionStatusSchema,
  raffleDrawDate: z.string(),
  prizes: rafflePrizesSchema,
  serverSeedHash: z.string(),
  /** Published at close, before the draw. */
  ticketListHash: z.string().nullable(),
  ticketCount: z.number().int().nonnegative().nullable(),
  tickets: z.array(raffleTicketRangeSchema).nullable(),
  /** Revealed after the draw. */
  serverSeed: z.string().nullable(),
  winners: z.array(raffleWinnerSchema),
  /**
   * How the draw is computed (docs/raffles.md): 1 = seed and ticket list only (raffles created before
   * issue 32), 2 = with the beacon round below.
   */
  drawScheme: z.union([z.literal(1), z.literal(2)]),
  /** Scheme 2: the randomness beacon round fixed at creation, published after the ticket list closes. */
  beacon: z
    .object({
      id: z.string(),
      round: z.number().int().positive(),
      /** When the round is published (strictly after the ticket list closes). */
      roundTime: z.string(),
      /** The round's value (64 hex), once the raffle is drawn. */
      value: z.string().nullable(),
    })
    .nullable(),
});
export type RaffleResults = z.infer<typeof raffleResultsSchema>;

export const raffleIdParamsSchema = z.object({
  raffleId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

// ------------------------------------------------------------------------------------------------
// The back office (`{API}/operator/raffles`).

export const OPERATOR_RAFFLE_PATHS = {
  raffles: '/operator/raffles',
  raffle: '/operator/raffles/:raffleId',
  cancel: '/operator/raffles/:raffleId/cancel',
  entries: '/operator/raffles/:raffleId/entries',
  quickSchedule: '/operator/raffle-quick-schedule',
} as const;

const translationInputSchema = competitionTranslationSchema.pick({
  languageCode: true,
  title: true,
  description: true,
  termsAndConditions: true,
});

export const raffleInputSchema = z
  .object({
    tournamentRef: competitionRefSchema,
    startDateUtc: z.iso.datetime(),
    endDateUtc: z.iso.datetime(),
    raffleDrawDate: z.iso.datetime(),
    wagerPerEntry: z.number().int().min(1).max(100_000_000),
    prizes: rafflePrizesSchema,
    gameCodes: z.array(gameCodeSchema).min(1).max(200),
    translations: z.array(translationInputSchema).min(1).max(10),
    bannerFileName: z
      .string()
      .regex(/^[a-z0-9-]{1,60}\.svg$/)
      .nullable(),
  })
  .refine((r) => r.startDateUtc < r.endDateUtc && r.endDateUtc <= r.raffleDrawDate, {
    message: 'start < end ≤ draw',
    path: ['endDateUtc'],
  });
export type RaffleInput = z.infer<typeof raffleInputSchema>;

export const operatorRaffleSchema = raffleMetaSchema.extend({
  entrants: z.number().int().nonnegative(),
  tickets: z.number().int().nonnegative(),
});
export type OperatorRaffle = z.infer<typeof operatorRaffleSchema>;
export const operatorRaffleListSchema = z.object({
  data: z.array(operatorRaffleSchema),
  total: z.number().int(),
});
export const operatorRaffleListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});

export const operatorRaffleEntrySchema = z.object({
  id: z.string(),
  accountId: z.string(),
  displayName: z.string(),
  wagered: coinsSchema,
  tickets: z.number().int().nonnegative(),
  won: z.boolean(),
});
export const operatorRaffleEntryListSchema = z.object({
  data: z.array(operatorRaffleEntrySchema),
  total: z.number().int(),
});

/** The quick-raffle schedule: when enabled, a QUICK raffle of `durationMinutes` starts every `everyMinutes`. */
export const quickRaffleScheduleSchema = z.object({
  id: z.literal('quick'),
  enabled: z.boolean(),
  everyMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
  durationMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
  wagerPerEntry: z.number().int().min(1).max(100_000_000),
  prizes: rafflePrizesSchema,
  gameCodes: z.array(gameCodeSchema).min(1).max(200),
  translations: z.array(translationInputSchema).min(1).max(10),
});
export type QuickRaffleSchedule = z.infer<typeof quickRaffleScheduleSchema>;
