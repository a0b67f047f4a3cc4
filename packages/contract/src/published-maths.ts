import { z } from 'zod';
import { mathsVersionSchema } from './fairness.ts';

/**
 * Every studio game's maths as published data (issue 32; docs/provably-fair-maths.md). Public, no
 * CHANNEL header needed (a link opens them in a browser): the documents change only with the maths.
 */
export const PUBLISHED_MATHS_PATHS = {
  /** GET → publishedMathsIndexSchema: every game's current maths version and where its document is. */
  index: '/studio/maths',
  /**
   * GET → publishedMathsDocumentSchema, as canonical JSON bytes: the first 12 hex digits of their
   * SHA-256 are `version`. Answers the current version (or its scheme-1 alias); 404 for any other.
   */
  document: '/studio/maths/:gameCode/:version',
  /** GET → publishedMathsBundleSchema: every game's document in one JSON file (a download). */
  bundle: '/studio/maths/bundle.json',
} as const;

export const PUBLISHED_MATHS_FORMAT = 'casino-maths/2';

export const publishedMathsParamsSchema = z.object({
  gameCode: z.string().min(1).max(64),
  version: z.string().min(1).max(64),
});

/** One game's published maths (fields described in docs/provably-fair-maths.md). */
export const publishedMathsDocumentSchema = z.object({
  format: z.literal(PUBLISHED_MATHS_FORMAT),
  /** The engine family: slot, coin-flip, dice, wheel, roulette, baccarat. */
  engine: z.string(),
  /** The engine family's code version and the shared generator's (bumped when outcomes change). */
  engineCode: z.number().int(),
  fairRngCode: z.number().int(),
  /** The game's config, as the engine reads it (reel strips, paytables, lines, segments, bonuses…). */
  config: z.record(z.string(), z.unknown()),
  /** What lives in engine code: grid sizes, caps, pay rules, tableau, roulette spots… */
  rules: z.record(z.string(), z.unknown()),
  /** The version rounds recorded before publication carry for this same maths (scheme 1). */
  scheme1Version: mathsVersionSchema,
});
export type PublishedMathsDocument = z.infer<typeof publishedMathsDocumentSchema>;

export const publishedMathsEntrySchema = z.object({
  gameCode: z.string(),
  engine: z.string(),
  mathsVersion: mathsVersionSchema,
  scheme1Version: mathsVersionSchema,
  /** The document's path under the API base path. */
  path: z.string(),
});

export const publishedMathsIndexSchema = z.object({
  format: z.literal(PUBLISHED_MATHS_FORMAT),
  games: z.array(publishedMathsEntrySchema),
  /** The bundle's path under the API base path. */
  bundlePath: z.string(),
});
export type PublishedMathsIndex = z.infer<typeof publishedMathsIndexSchema>;

export const publishedMathsBundleSchema = z.object({
  format: z.literal(PUBLISHED_MATHS_FORMAT),
  /** Per game code: its version and its document (re-written canonically, it hashes to the version). */
  games: z.record(
    z.string(),
    z.object({ mathsVersion: mathsVersionSchema, document: publishedMathsDocumentSchema }),
  ),
});
export type PublishedMathsBundle = z.infer<typeof publishedMathsBundleSchema>;

/** The path of one game's published maths document. */
export function publishedMathsPath(gameCode: string, version: string): string {
  return PUBLISHED_MATHS_PATHS.document
    .replace(':gameCode', encodeURIComponent(gameCode))
    .replace(':version', encodeURIComponent(version));
}
