import { GAME_LOBBY_PATHS, gameSearchResponseSchema, type GameSearchResponse } from '@casino/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /games/search?q= (issue 29): matching games best first, and suggestions when none matched. */
export function searchGames(q: string, signal?: AbortSignal): Promise<GameSearchResponse> {
  return apiRequest(GAME_LOBBY_PATHS.search, { query: { q }, schema: gameSearchResponseSchema, signal });
}

export function searchGamesQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['games', 'search', q] as const,
    queryFn: ({ signal }) => searchGames(q, signal),
    // The catalogue it searches is fresh for 10 s (SPEC §9): so are its answers.
    staleTime: 10_000,
    refetchOnWindowFocus: false,
  });
}

/** Asked only for a non-empty query; while the next answer loads the last one stays on screen. */
export function useSearchGames(q: string) {
  const query = q.trim();
  return useQuery({
    ...searchGamesQueryOptions(query),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
}
