import { z } from 'zod';

/** Tags a game can carry (upper-case, SPEC §3); the site's /category/{gameTag} uses them lower-cased. */
export const GAME_TAGS = ['FEATURED', 'SLOT', 'LIVE'] as const;
export const gameTagSchema = z.enum(GAME_TAGS);
export type GameTag = z.infer<typeof gameTagSchema>;

export const GAME_TYPES = ['SLOT', 'LIVE'] as const;
export const gameTypeSchema = z.enum(GAME_TYPES);
export type GameType = z.infer<typeof gameTypeSchema>;

export const ORIENTATIONS = ['landscape', 'portrait'] as const;
export const orientationSchema = z.enum(ORIENTATIONS);
export type Orientation = z.infer<typeof orientationSchema>;

/** Game codes: upper-case letters, digits and underscores, e.g. WNF_AZTEC_X. */
export const gameCodeSchema = z
  .string()
  .min(3)
  .max(64)
  .regex(/^[A-Z0-9_]+$/);

export const gameTranslationSchema = z.object({
  gameId: z.number().int(),
  language: z.string(),
  title: z.string(),
});

/**
 * A game's return to player, from the studio's exact figure (fractions: 0.9894… = 98.94 %). `byBet`
 * lists the bet kinds only where they differ from one another (baccarat's tie and pairs); empty when
 * every bet returns about the same. null: a game whose maths is not ours (an outside provider's).
 */
export const gameRtpSchema = z.object({
  /** The reference bet's exact RTP (slots: a spin; multi-spot games: the mean over their spots). */
  rtp: z.number().positive(),
  byBet: z.array(z.object({ bet: z.string(), rtp: z.number().positive() })),
});
export type GameRtp = z.infer<typeof gameRtpSchema>;

/** Issue 29: the mechanics a category page filters by, read off the studio's game definitions. */
export const GAME_FEATURES = ['free-spins', 'cascades', 'hold-and-win', 'pick-bonus'] as const;
export const gameFeatureSchema = z.enum(GAME_FEATURES);
export type GameFeature = z.infer<typeof gameFeatureSchema>;

export const VOLATILITIES = ['low', 'medium', 'high'] as const;
export const volatilitySchema = z.enum(VOLATILITIES);
export type Volatility = z.infer<typeof volatilitySchema>;

/**
 * Issue 29: a tile's facts from the studio's maths (@casino/studio gameFacts). `volatility`: the
 * title's label (slots; null where the studio keeps none); `maxWin`: its top prize as a multiple of
 * the total bet (null where the game has no finite top, e.g. a money wheel's bonus games).
 */
export const gameFactsSchema = z.object({
  volatility: volatilitySchema.nullable(),
  maxWin: z.number().positive().nullable(),
  features: z.array(gameFeatureSchema),
});
export type GameFacts = z.infer<typeof gameFactsSchema>;

/** Game (SPEC §3). */
export const gameSchema = z.object({
  gameId: z.number().int(),
  gameCode: gameCodeSchema,
  title: z.string(),
  translations: z.array(gameTranslationSchema),
  tags: z.array(z.string()),
  gameType: gameTypeSchema,
  orientation: orientationSchema,
  isDemoAvailable: z.boolean(),
  /** Absolute or site-relative URL of the tile art; null = the site falls back to game-icons/{gameCode}.png. */
  imagePath: z.string().nullable(),
  gameStudioId: z.number().int(),
  gameStudioName: z.string(),
  /** Issue 16: the player sees the RTP on the tile; optional so older servers' answers still parse. */
  rtp: gameRtpSchema.nullable().optional(),
  /** Issue 29: volatility, top prize and mechanics; null for an outside provider's game. */
  facts: gameFactsSchema.nullable().optional(),
});
export type Game = z.infer<typeof gameSchema>;

export const GAMES_DEFAULT_LIMIT = 500;
export const GAMES_MAX_LIMIT = 1000;

export const gamesQuerySchema = z.object({
  siteRef: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(GAMES_MAX_LIMIT).default(GAMES_DEFAULT_LIMIT),
});
export type GamesQuery = z.infer<typeof gamesQuerySchema>;

/** GET /games: "a list whose first element has a games list" (SPEC §3). */
export const gamesResponseSchema = z.array(
  z.object({
    siteRef: z.string(),
    totalCount: z.number().int().nonnegative(),
    games: z.array(gameSchema),
  }),
);
export type GamesResponse = z.infer<typeof gamesResponseSchema>;
