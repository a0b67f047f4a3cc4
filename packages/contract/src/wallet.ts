import { z } from 'zod';
import { errorEnvelopeSchema } from './errors.ts';
import { gameCodeSchema } from './games.ts';

/**
 * The coin wallet (SPEC §3 Balance, Transaction, Transaction list, Bonus; §7 /balance, /claimBonus,
 * /claimDailyBonus, /get-bet-history) and the seamless-wallet API that game providers call
 * (ARCHITECTURE.md decision 4). Coins are whole numbers; the only currency is PTS.
 */

/** Player paths (SPEC §7, exactly as written; relative to the API base path). */
export const WALLET_PATHS = {
  balance: '/balance',
  claimDailyBonus: '/claimDailyBonus',
  claimBonus: '/claimBonus',
  betHistory: '/get-bet-history',
  /** Designed (not in SPEC): the signed seamless-wallet API for outside game providers. */
  /** Trades the launch token of a launch URL for the player and mode (see launch.ts). */
  providerSession: '/wallet/v1/session',
  providerBalance: '/wallet/v1/balance',
  providerBet: '/wallet/v1/bet',
  providerWin: '/wallet/v1/win',
  providerRollback: '/wallet/v1/rollback',
} as const;

/** Headers of a signed provider request: see docs/wallet.md for the signing recipe. */
export const WALLET_SIGNATURE_HEADERS = {
  provider: 'x-provider',
  /** Unix time in whole seconds. */
  timestamp: 'x-timestamp',
  /** Lower-case hex HMAC-SHA256 of `${timestamp}.${rawBody}` with the provider's secret. */
  signature: 'x-signature',
} as const;

export const WALLET_CURRENCY = 'PTS';
export const currencySchema = z.literal(WALLET_CURRENCY);

/** A whole number of coins that JavaScript holds exactly. */
export const coinsSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** A signed movement of coins (debits are negative). */
export const signedCoinsSchema = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

export const TRANSACTION_TYPES = [
  'SIGNUP_BONUS',
  'DAILY_BONUS',
  'PROMO_BONUS',
  'BET',
  'WIN',
  'ROLLBACK',
  'ADJUSTMENT',
  /** A raffle prize (modules/raffles), idempotent per raffle and place. */
  'RAFFLE_PRIZE',
  'TOURNAMENT_PRIZE',
  /** A level's reward (modules/progression), claimed once per account and level. */
  'LEVEL_REWARD',
  /** A VIP tier's monthly gift (modules/progression), claimed once per account and Japan month. */
  'VIP_GIFT',
  /**
   * A progressive jackpot's payout (modules/jackpots), once per round (provider id `<roundId>:jackpot`).
   * Not a game WIN: tournaments, raffles and missions count play, and the pool is the operator's seed
   * plus everyone's contributions, not this round's stake (docs/provably-fair.md §"Progressive jackpot").
   */
  'JACKPOT',
] as const;
export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

/** GET /balance (SPEC §3 Balance). Dates are ISO 8601 (UTC); null when there is none. */
export const balanceResponseSchema = z.object({
  balance: coinsSchema,
  currency: currencySchema,
  /** The daily bonus can be claimed now. */
  canClaimBonus: z.boolean(),
  lastClaimed: z.iso.datetime().nullable(),
  /** When the daily bonus opens next (may be in the past when canClaimBonus is true); null = never claimed. */
  nextClaim: z.iso.datetime().nullable(),
  /**
   * Promotional bonuses (e.g. PHONE_VERIFIED) waiting to be collected with POST /claimBonus; 0 when none.
   * Not in SPEC §3's Balance: the site needs it to collect a bonus whose first claim did not happen.
   */
  pendingBonus: coinsSchema,
});
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

/* POST /claimDailyBonus's answer (the bonus and the login calendar) is in bonuses.ts. */

/** POST /claimBonus (SPEC §3 "Bonus: bonus, currency"): pays every pending promotional bonus. */
export const claimBonusResponseSchema = z.object({ bonus: coinsSchema, currency: currencySchema });
export type ClaimBonusResponse = z.infer<typeof claimBonusResponseSchema>;

/** Kinds of one-off promotional bonuses (one per account and kind). */
export const bonusKindSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Z0-9_]+$/);
export const PHONE_VERIFIED_BONUS = 'PHONE_VERIFIED';

/** SPEC §3 Transaction. transactionId is an opaque string (a 64-bit ledger id). */
export const transactionSchema = z.object({
  transactionId: z.string(),
  createdDate: z.iso.datetime(),
  transactionType: transactionTypeSchema,
  amount: signedCoinsSchema,
  newBalance: coinsSchema,
  gameCode: z.string().nullable(),
  sessionId: z.string().nullable(),
  traceId: z.string().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** GET /get-bet-history (SPEC §3 Transaction list): newest first; totalRecordAmount counts every record. */
export const transactionListSchema = z.object({
  totalRecordAmount: z.number().int().min(0),
  records: z.array(transactionSchema),
});
export type TransactionList = z.infer<typeof transactionListSchema>;

export const BET_HISTORY_PAGE_SIZE = 20;

/** GET /get-bet-history?page=1 (1-based). */
export const betHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type BetHistoryQuery = z.infer<typeof betHistoryQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Seamless wallet (providers). Every call is idempotent by the provider's transactionId.
// ---------------------------------------------------------------------------------------------

/** Provider-side ids: transaction ids, round ids, session and trace ids. */
export const providerIdSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9._:-]+$/);
export const accountIdSchema = z.uuid();

export const walletBalanceRequestSchema = z.object({ accountId: accountIdSchema });
export type WalletBalanceRequest = z.infer<typeof walletBalanceRequestSchema>;

export const walletBalanceResponseSchema = z.object({ balance: coinsSchema, currency: currencySchema });
export type WalletBalanceResponse = z.infer<typeof walletBalanceResponseSchema>;

export const walletBetRequestSchema = z.object({
  accountId: accountIdSchema,
  gameCode: gameCodeSchema,
  roundId: providerIdSchema,
  transactionId: providerIdSchema,
  amount: coinsSchema,
  sessionId: providerIdSchema.optional(),
  traceId: providerIdSchema.optional(),
});
export type WalletBetRequest = z.infer<typeof walletBetRequestSchema>;

export const walletWinRequestSchema = walletBetRequestSchema.extend({
  /** Closes the round (default true). A win of 0 that closes the round settles a losing round. */
  closeRound: z.boolean().optional(),
});
export type WalletWinRequest = z.infer<typeof walletWinRequestSchema>;

export const walletRollbackRequestSchema = z.object({
  accountId: accountIdSchema,
  roundId: providerIdSchema,
  /** This rollback's own transaction id (its idempotency key). */
  transactionId: providerIdSchema,
  /** The transaction id of the bet to reverse. */
  rollbackOf: providerIdSchema,
  sessionId: providerIdSchema.optional(),
  traceId: providerIdSchema.optional(),
});
export type WalletRollbackRequest = z.infer<typeof walletRollbackRequestSchema>;

/** The result of bet, win and rollback; a replay returns the first result with replayed: true. */
export const walletTransactionResponseSchema = z.object({
  /** Our ledger id. */
  walletTransactionId: z.string(),
  transactionId: providerIdSchema,
  /** The signed amount moved (0 for a rollback that had nothing to reverse). */
  amount: signedCoinsSchema,
  balance: coinsSchema,
  currency: currencySchema,
  replayed: z.boolean(),
});
export type WalletTransactionResponse = z.infer<typeof walletTransactionResponseSchema>;

/** Error codes of the provider API (more precise than the player catalogue). */
export const WALLET_ERROR_CODES = [
  'INVALID_REQUEST',
  'INVALID_SIGNATURE',
  /** A launch token that is bad, expired, or not for a game of the asking provider. */
  'INVALID_TOKEN',
  'ACCOUNT_NOT_FOUND',
  'INSUFFICIENT_FUNDS',
  /** A credit that would take the balance over its cap (Number.MAX_SAFE_INTEGER); nothing moved. */
  'BALANCE_LIMIT_EXCEEDED',
  'IDEMPOTENCY_KEY_REUSED',
  'ROUND_NOT_FOUND',
  'ROUND_CLOSED',
  /** The round belongs to another account or game. */
  'ROUND_MISMATCH',
  /** A bet whose transaction id was rolled back before it arrived. */
  'TRANSACTION_ROLLED_BACK',
  /** A rollback that names a transaction that is not a bet of this account and round. */
  'TRANSACTION_NOT_ROLLBACKABLE',
  /**
   * The provider holds no live session of this player for this game (a traded launch token of one of
   * its own games): it may not read the balance of, nor bet for, this account (403; nothing moved).
   */
  'SESSION_NOT_FOUND',
  /** The game is not one this provider runs (GAME_PROVIDER_URLS / SPORTSBOOK_URL; 403; nothing moved). */
  'GAME_NOT_ALLOWED',
  /** The round's wins would pass its cap (a multiple of its stake, an absolute amount); nothing moved (409). */
  'WIN_LIMIT_EXCEEDED',
  /** Responsible play (responsible-play.ts): a bet past the player's limit, or a player on a break or self-excluded (403; nothing moved). */
  'PLAY_LIMIT_REACHED',
  'PLAY_ON_BREAK',
  'PLAY_SELF_EXCLUDED',
  'TECHNICAL_ERROR',
] as const;
export const walletErrorCodeSchema = z.enum(WALLET_ERROR_CODES);
export type WalletErrorCode = z.infer<typeof walletErrorCodeSchema>;

/** Provider API errors; `balance` is the current balance with INSUFFICIENT_FUNDS. */
export const walletErrorResponseSchema = errorEnvelopeSchema(walletErrorCodeSchema).extend({
  balance: coinsSchema.optional(),
});
export type WalletErrorResponse = z.infer<typeof walletErrorResponseSchema>;
