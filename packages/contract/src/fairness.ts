import { z } from 'zod';
import { roundJackpotSchema } from './jackpots.ts';
import { decisionChoiceSchema } from './decisions.ts';
import { coinsSchema } from './wallet.ts';

/**
 * Provably fair play (ARCHITECTURE.md decision 4). Before a round the player sees the SHA-256 hash of
 * the server seed that will decide it, their own client seed and the nonce; the seed itself is
 * revealed when the player rotates it, and anyone can then recompute every round it decided with
 * @casino/studio's `computeOutcome` (the public verify page does exactly that).
 */
export const FAIRNESS_PATHS = {
  /** GET ?gameSessionId= → fairnessStateSchema */
  fairness: '/studio/fairness',
  /** POST clientSeedRequestSchema → fairnessStateSchema */
  clientSeed: '/studio/client-seed',
  /** POST rotateSeedRequestSchema → rotateSeedResponseSchema */
  rotateSeed: '/studio/rotate-seed',
  /** GET ?roundId= → verifyRoundResponseSchema (public: anyone holding a round id may check it) */
  verify: '/studio/verify',
} as const;

/** The public verify page of the studio's game clients. */
export const VERIFY_PAGE_PATH = '/studio/play/verify';

export const clientSeedSchema = z
  .string()
  .min(1)
  .max(64)
  // The studio's round message is `${clientSeed}:${nonce}:${k}`, so a client seed has no ':'.
  .regex(/^[\x21-\x39\x3b-\x7e]+$/, 'printable ASCII without spaces or ":"');

export const fairnessStateSchema = z.object({
  /** SHA-256 (hex) of the server seed that decides the next rounds: the commitment. */
  serverSeedHash: z.string(),
  clientSeed: clientSeedSchema,
  /** The nonce the next round will use (0, 1, 2, … per server seed). */
  nonce: z.number().int().nonnegative(),
});
export type FairnessState = z.infer<typeof fairnessStateSchema>;

export const clientSeedRequestSchema = z.object({
  gameSessionId: z.string().min(1).max(256),
  clientSeed: clientSeedSchema,
});

export const rotateSeedRequestSchema = z.object({ gameSessionId: z.string().min(1).max(256) });
export const rotateSeedResponseSchema = z.object({
  /** The seed that has just been retired, now revealed, with what it was used with. */
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: clientSeedSchema,
    /** Rounds played with it: nonces 0 … roundsPlayed − 1. */
    roundsPlayed: z.number().int().nonnegative(),
  }),
  next: fairnessStateSchema,
});
export type RotateSeedResponse = z.infer<typeof rotateSeedResponseSchema>;

/** A bet: slots take one total bet; every other engine a bet slip of spot → coins. */
export const betInputSchema = z.union([
  z.object({ bet: coinsSchema.min(1) }),
  z.object({ bets: z.record(z.string().min(1).max(32), coinsSchema.min(1)) }),
]);

/**
 * A game's maths version (@casino/studio mathsVersion, docs/decisions/023-maths-version.md): a short
 * hex hash of the engine, its config and its code version. A round is recomputable by the current
 * studio only when its version equals the game's current one.
 */
export const mathsVersionSchema = z.string().regex(/^[0-9a-f]{8,64}$/);
export type MathsVersion = z.infer<typeof mathsVersionSchema>;

export const verifyRoundQuerySchema = z.object({ roundId: z.string().min(1).max(64) });
export const verifyRoundResponseSchema = z.object({
  roundId: z.string(),
  gameCode: z.string(),
  createdDate: z.string(),
  /** null until the player rotates the seed (revealing it earlier would reveal future rounds). */
  serverSeed: z.string().nullable(),
  serverSeedHash: z.string(),
  clientSeed: clientSeedSchema,
  nonce: z.number().int().nonnegative(),
  betInput: betInputSchema,
  stake: coinsSchema,
  win: coinsSchema,
  /** The outcome as recorded when the round was played (an @casino/studio Outcome). */
  outcome: z.record(z.string(), z.unknown()),
  /**
   * The player's decisions in order (picks, contract decisions.ts): the round is recomputed as
   * computeOutcome(gameCode, seeds, betInput, choices). Empty for a round that asked for none.
   */
  choices: z.array(decisionChoiceSchema).default([]),
  /** Picks from this index on were made by the auto-pick rule (AUTO_PICK_CHOICE); null when the player made them all. */
  autoPickedFrom: z.number().int().nonnegative().nullable().default(null),
  /** True while the round still waits for a pick (its outcome is then the partial one). */
  pending: z.boolean().default(false),
  /**
   * The maths version the round was decided under; null for rounds recorded before versions were
   * kept. Differs from the game's current version: the round cannot be recomputed by today's studio
   * (its recorded outcome stands; the seed commitment can still be checked).
   */
  mathsVersion: mathsVersionSchema.nullable().default(null),
  /** The game's maths version today (null when the studio no longer has the game). */
  currentMathsVersion: mathsVersionSchema.nullable().default(null),
  /** The round's part in the progressive jackpot (null when its title did not take part or it was a demo round). */
  jackpot: roundJackpotSchema.nullable().default(null),
});
export type VerifyRoundResponse = z.infer<typeof verifyRoundResponseSchema>;
