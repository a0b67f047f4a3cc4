import { z } from 'zod';
import { coinsSchema } from './wallet.ts';

/**
 * The provably fair progressive jackpot (issue 30; rule in @casino/studio jackpot.ts and
 * docs/provably-fair.md). A share of every real stake on the participating titles feeds one shared
 * pool; whether a round wins it is decided from that round's own HMAC stream (block `jackpot`). The
 * pool is public: tiles and game frames show it live. Amounts inside the rule are milli-coins
 * (1 coin = 1,000); what a player sees and is paid are whole coins.
 */
export const JACKPOT_PATHS = {
  /** GET → jackpotsResponseSchema (public, cached a second or two; the meters poll it and listen for `jackpot`). */
  list: '/jackpots',
} as const;

export const OPERATOR_JACKPOT_PATHS = {
  list: '/operator/jackpots',
  item: '/operator/jackpots/:jackpotId',
} as const;

export const jackpotIdSchema = z.string().regex(/^[a-z0-9-]{1,32}$/);

export const jackpotSchema = z.object({
  id: jackpotIdSchema,
  name: z.object({ ja: z.string().min(1).max(60), en: z.string().min(1).max(60) }),
  /** The pool now, whole coins (floor of the milli-coin amount). */
  amount: coinsSchema,
  /** Where the pool starts after a win, coins. */
  seed: coinsSchema,
  /** The pool always drops before it passes this, coins. */
  mustDropBy: coinsSchema,
  /** Share of each stake that feeds the pool, basis points (50 = 0.5 %). */
  shareBp: z.number().int().min(1).max(1000),
  /** The titles whose real rounds feed and may win this pool. */
  gameCodes: z.array(z.string()),
  lastWin: z
    .object({
      amount: coinsSchema,
      at: z.string(),
      /** The winning round (the public verify page takes it). */
      roundId: z.string(),
    })
    .nullable(),
});
export type Jackpot = z.infer<typeof jackpotSchema>;

export const jackpotsResponseSchema = z.object({ jackpots: z.array(jackpotSchema) });
export type JackpotsResponse = z.infer<typeof jackpotsResponseSchema>;

/**
 * A round's part in a jackpot (on the round answer and on the verify answer), everything a verifier
 * needs besides the round's seeds: the pool before the round and the terms in force, in milli-coins.
 */
export const roundJackpotSchema = z.object({
  jackpotId: jackpotIdSchema,
  /** milli-coins */
  before: z.number().int().nonnegative(),
  /** milli-coins */
  contribution: z.number().int().nonnegative(),
  shareBp: z.number().int().min(1).max(1000),
  /** milli-coins */
  seed: z.number().int().nonnegative(),
  /** milli-coins */
  mustDropBy: z.number().int().positive(),
  /** The round's draw: the first 8 bytes of its `jackpot` block, hex. */
  draw: z.string().regex(/^[0-9a-f]{16}$/),
  won: z.boolean(),
  /** Coins paid (0 unless won). */
  payout: coinsSchema,
});
export type RoundJackpot = z.infer<typeof roundJackpotSchema>;

export const operatorJackpotUpdateSchema = z.object({
  name: jackpotSchema.shape.name.optional(),
  seed: coinsSchema.optional(),
  mustDropBy: coinsSchema.optional(),
  shareBp: z.number().int().min(1).max(1000).optional(),
  gameCodes: z.array(z.string()).optional(),
  active: z.boolean().optional(),
});
export type OperatorJackpotUpdate = z.infer<typeof operatorJackpotUpdateSchema>;

/** The console's view of a pool: the public one, whether it plays, and the exact amount in milli-coins. */
export const operatorJackpotSchema = jackpotSchema.extend({
  active: z.boolean(),
  /** The pool now, milli-coins (the public `amount` is its floor in coins). */
  amountMilli: z.number().int().nonnegative(),
});
export type OperatorJackpot = z.infer<typeof operatorJackpotSchema>;

export const operatorJackpotsResponseSchema = z.object({
  data: z.array(operatorJackpotSchema),
  total: z.number().int().nonnegative(),
});

export const jackpotIdParamsSchema = z.object({ jackpotId: jackpotIdSchema });

/**
 * A pool's long-run return per coin staked on its titles, a fraction (0.00611 = 0.611 %): every
 * contribution is paid out, and so is the seed the operator puts in at each drop, so it is
 * share × (mustDropBy + seed) / (mustDropBy − seed) for a drop point uniform between the two
 * (docs/provably-fair.md §6). A participating title's published RTP is its game's plus this.
 * Any unit for the amounts (coins or milli-coins): only their ratio counts.
 */
export function jackpotReturn({
  shareBp,
  seed,
  mustDropBy,
}: {
  shareBp: number;
  seed: number;
  mustDropBy: number;
}): number {
  return (shareBp / 10_000) * ((mustDropBy + seed) / (mustDropBy - seed));
}
