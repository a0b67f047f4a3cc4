import { JACKPOT_PATHS, jackpotsResponseSchema, type Jackpot } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, bootAnswer } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';

/** The jackpot meters' query: the live `jackpot` event refetches it at once (app/frame/live-updates.ts). */
export const JACKPOTS_QUERY_KEY = ['jackpots'] as const;

/**
 * Issue 30: without a live stream (signed out) the meters poll every 10 s; a signed-in tab hears the
 * `jackpot` event and polls only as the fallback. react-query pauses the interval while the tab is
 * hidden (refetchIntervalInBackground is off).
 */
export const JACKPOT_POLL_MS = 10_000;
export const JACKPOT_LIVE_FALLBACK_MS = 60_000;

/** GET /jackpots (public): every active pool with its terms and last win, whole coins. */
export async function getJackpots(signal?: AbortSignal): Promise<Jackpot[]> {
  const response = await apiRequest(JACKPOT_PATHS.list, { schema: jackpotsResponseSchema, signal });
  return response.jackpots;
}

export function jackpotsQueryOptions(signedIn: boolean) {
  return queryOptions({
    queryKey: JACKPOTS_QUERY_KEY,
    queryFn: ({ signal }) => getJackpots(signal),
    initialData: () => bootAnswer(JACKPOT_PATHS.list, undefined, jackpotsResponseSchema)?.jackpots,
    staleTime: 2_000,
    refetchOnWindowFocus: true,
    refetchInterval: signedIn ? JACKPOT_LIVE_FALLBACK_MS : JACKPOT_POLL_MS,
  });
}

export function useJackpots() {
  const { player } = useSession();
  return useQuery(jackpotsQueryOptions(player !== null));
}

/** The pool a title feeds (the first active one that lists it), or null. */
export function jackpotFor(jackpots: readonly Jackpot[] | undefined, gameCode: string): Jackpot | null {
  return jackpots?.find((jackpot) => jackpot.gameCodes.includes(gameCode)) ?? null;
}

/** The meter of one tile: the pool its title feeds (null while loading, on an error, or when it feeds none). */
export function useJackpotFor(gameCode: string): Jackpot | null {
  const { data } = useJackpots();
  return jackpotFor(data, gameCode);
}
