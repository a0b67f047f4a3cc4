import { z } from 'zod';
import { gameCodeSchema, gameSchema } from './games.ts';

/**
 * Issue 29: search over the catalogue, a player's favourites and recently played games. Paths are
 * relative to the API base path, like API_PATHS.
 */
export const GAME_LOBBY_PATHS = {
  search: '/games/search',
  favourites: '/games/favourites',
  favourite: '/games/favourites/:gameCode',
  recent: '/games/recent',
} as const;

export const GAME_SEARCH_QUERY_MAX = 64;
export const GAME_SEARCH_DEFAULT_LIMIT = 24;
export const GAME_SEARCH_MAX_LIMIT = 48;

export const gameSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(GAME_SEARCH_QUERY_MAX),
  limit: z.coerce.number().int().min(1).max(GAME_SEARCH_MAX_LIMIT).default(GAME_SEARCH_DEFAULT_LIMIT),
});
export type GameSearchQuery = z.infer<typeof gameSearchQuerySchema>;

/** Best match first. `suggestions`: a few games to try when nothing matched (else empty). */
export const gameSearchResponseSchema = z.object({
  games: z.array(gameSchema),
  suggestions: z.array(gameSchema),
});
export type GameSearchResponse = z.infer<typeof gameSearchResponseSchema>;

/** How many games one account may heart; a longer list is not a favourites list. */
export const FAVOURITES_MAX = 100;
/** Recently played: the last games of the player's rounds, newest first. */
export const RECENT_GAMES_LIMIT = 20;

export const favouriteParamsSchema = z.object({ gameCode: gameCodeSchema });

/** Newest first. */
export const gameCodeListSchema = z.object({ gameCodes: z.array(gameCodeSchema) });
export type GameCodeList = z.infer<typeof gameCodeListSchema>;

/**
 * A reading as the console writes it: kana (either script), the long-vowel mark, middle dot and
 * spaces; the server keeps it in hiragana.
 */
export const gameReadingSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^[\p{Script=Hiragana}\p{Script=Katakana}ー・ \u3000]*$/u);
