import { API_PATHS, GAMES_DEFAULT_LIMIT, gamesResponseSchema, type Game } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, bootAnswer } from '../../../lib/api-client.ts';
import { getPublicConfig } from '../../../lib/public-config.ts';

export interface GamesParams {
  siteRef: string;
  limit: number;
}

/** GET /games: "a list whose first element has a games list" (SPEC §3). */
export async function getGames({ siteRef, limit }: GamesParams, signal?: AbortSignal): Promise<Game[]> {
  const response = await apiRequest(API_PATHS.games, {
    query: { siteRef, limit },
    schema: gamesResponseSchema,
    signal,
  });
  return response[0]?.games ?? [];
}

/** SPEC §7/§9: games stay fresh for 10 s and are not refetched on window focus. */
export const GAMES_STALE_TIME = 10_000;

export function gamesQueryOptions(params: GamesParams = defaultGamesParams()) {
  return queryOptions({
    queryKey: ['games', params.siteRef, params.limit] as const,
    queryFn: ({ signal }) => getGames(params, signal),
    initialData: () => bootAnswer(API_PATHS.games, { ...params }, gamesResponseSchema)?.[0]?.games,
    staleTime: GAMES_STALE_TIME,
    gcTime: GAMES_STALE_TIME,
    refetchOnWindowFocus: false,
  });
}

function defaultGamesParams(): GamesParams {
  return { siteRef: getPublicConfig().siteRef, limit: GAMES_DEFAULT_LIMIT };
}

export function useGames() {
  return useQuery(gamesQueryOptions());
}

/** Games whose tags include the upper-cased tag. */
export function gamesWithTag(games: readonly Game[], tag: string): Game[] {
  const wanted = tag.toUpperCase();
  return games.filter((game) => game.tags.some((t) => t.toUpperCase() === wanted));
}

/** The games of `codes` in that order (codes not in the catalogue are left out). */
export function gamesWithCodes(games: readonly Game[], codes: readonly string[]): Game[] {
  const byCode = new Map(games.map((game) => [game.gameCode, game]));
  return codes.flatMap((code) => byCode.get(code) ?? []);
}
