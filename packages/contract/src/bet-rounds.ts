import { z } from 'zod';
import { gameCodeSchema } from './games.ts';
import { clientSeedSchema } from './fairness.ts';
import { coinsSchema, providerIdSchema, signedCoinsSchema, transactionSchema } from './wallet.ts';

/**
 * Bet history as rounds (issue 25 item 6, docs/decisions/025-bet-history-as-rounds.md). SPEC §7's
 * GET /get-bet-history stays the ledger (every coin movement, bonuses included: the "All transactions"
 * view); these paths answer one row per game round — its stake, win and net — with filters by game and
 * date, and a round's detail with its ledger rows and its provably fair inputs.
 */
export const BET_ROUND_PATHS = {
  /** GET betRoundsQuerySchema → betRoundListSchema (login). */
  rounds: '/bet-history/rounds',
  /** GET → betRoundDetailSchema (login; only the player's own round, else 404 NOT_FOUND). */
  round: '/bet-history/rounds/:provider/:roundId',
} as const;

/** The detail's address of one round (ids are URL-encoded). */
export function betRoundPath(provider: string, roundId: string): string {
  return `/bet-history/rounds/${encodeURIComponent(provider)}/${encodeURIComponent(roundId)}`;
}

export const BET_ROUNDS_PAGE_SIZE = 20;

/**
 * GET /bet-history/rounds?page=1&gameCode=…&from=…&to=… — `from` (inclusive) and `to` (exclusive) are
 * instants: the site sends the start of the player's local days, so "a date" means the player's day.
 */
export const betRoundsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    gameCode: gameCodeSchema.optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
    message: 'from must be before to',
    path: ['to'],
  });
export type BetRoundsQuery = z.infer<typeof betRoundsQuerySchema>;

/** OPEN: bet taken, not settled yet; CLOSED: settled; ROLLED_BACK: the stake was refunded. */
export const betRoundStatusSchema = z.enum(['OPEN', 'CLOSED', 'ROLLED_BACK']);
export type BetRoundStatus = z.infer<typeof betRoundStatusSchema>;

/** One game round as the player's history shows it. */
export const betRoundSchema = z.object({
  /** Who ran the round ('studio' for the in-house games); with roundId the round's identity. */
  provider: providerIdSchema,
  roundId: providerIdSchema,
  gameCode: z.string(),
  status: betRoundStatusSchema,
  /** When the round was opened (its bet), ISO 8601 UTC. */
  createdDate: z.iso.datetime(),
  /** Coins staked (the sum of the round's bets). */
  stake: coinsSchema,
  /**
   * Coins won, a progressive jackpot the round won included (its JACKPOT row is in the round's
   * transactions); null when the round paid nothing (the site shows "—", never "Win 0").
   */
  win: coinsSchema.nullable(),
  /** Coins given back by a rollback (0 when none). */
  refund: coinsSchema,
  /** win + refund − stake. */
  net: signedCoinsSchema,
  /** The in-house studio's rounds can be checked on the public verify page. */
  verifiable: z.boolean(),
  /**
   * The round's pick was made by the server after its deadline (the studio's auto-pick), not by the
   * player: the history marks it "picked for you" (issue 25).
   */
  autoPicked: z.boolean(),
});
export type BetRound = z.infer<typeof betRoundSchema>;

export const betRoundListSchema = z.object({
  /** Rounds matching the filters (all pages). */
  totalRecordAmount: z.number().int().min(0),
  /** Newest first. */
  records: z.array(betRoundSchema),
});
export type BetRoundList = z.infer<typeof betRoundListSchema>;

/** A studio round's provably fair inputs (docs/provably-fair.md). */
export const betRoundFairnessSchema = z.object({
  /** The commitment shown before the round: sha256 of the server seed. */
  serverSeedHash: z.string(),
  /** Revealed once the player has rotated the seed; null until then. */
  serverSeed: z.string().nullable(),
  clientSeed: clientSeedSchema,
  nonce: z.number().int().nonnegative(),
  /** The public verify page of this round (VERIFY_PAGE_PATH?roundId=…), without a language. */
  verifyPath: z.string(),
});
export type BetRoundFairness = z.infer<typeof betRoundFairnessSchema>;

export const betRoundDetailSchema = betRoundSchema.extend({
  /** The round's ledger rows (bets, wins, refunds), oldest first. */
  transactions: z.array(transactionSchema),
  /** Null for a round the studio did not decide (an outside provider's). */
  fairness: betRoundFairnessSchema.nullable(),
});
export type BetRoundDetail = z.infer<typeof betRoundDetailSchema>;

export const betRoundParamsSchema = z.object({ provider: providerIdSchema, roundId: providerIdSchema });
