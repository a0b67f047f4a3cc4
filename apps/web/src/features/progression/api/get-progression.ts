import { PROGRESSION_PATHS, progressionSchema, type Progression } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { PROGRESSION_QUERY_KEY } from './progression-keys.ts';

/** GET /progression (login): level, experience, VIP tier, benefits and what may be claimed. */
export function getProgression(signal?: AbortSignal): Promise<Progression> {
  return apiRequest(PROGRESSION_PATHS.me, { schema: progressionSchema, signal });
}

/** Asked again after play (the app invalidates it when the balance moves) and when the window regains focus. */
export function progressionQueryOptions() {
  return queryOptions({
    queryKey: [...PROGRESSION_QUERY_KEY, 'me'],
    queryFn: ({ signal }) => getProgression(signal),
    staleTime: 2_000,
    refetchOnWindowFocus: true,
  });
}

export function useProgression() {
  const { player } = useSession();
  return useQuery({ ...progressionQueryOptions(), enabled: player !== null });
}
