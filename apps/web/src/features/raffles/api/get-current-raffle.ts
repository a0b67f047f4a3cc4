import { RAFFLE_PATHS, currentRaffleResponseSchema, type CurrentRaffleResponse } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';

/** GET /currentRaffle (login): the running raffle (else the next one) and the player's tickets. */
export function getCurrentRaffle(signal?: AbortSignal): Promise<CurrentRaffleResponse> {
  return apiRequest(RAFFLE_PATHS.currentRaffle, { schema: currentRaffleResponseSchema, signal });
}

export const CURRENT_RAFFLE_QUERY_KEY = ['raffles', 'current'] as const;

export function currentRaffleQueryOptions() {
  return queryOptions({
    queryKey: CURRENT_RAFFLE_QUERY_KEY,
    queryFn: ({ signal }) => getCurrentRaffle(signal),
    staleTime: 5_000,
    // SPEC §7: the current raffle refetches on focus when logged in.
    refetchOnWindowFocus: true,
  });
}

/** Asked only once the server confirmed the session (as the balance is). */
export function useCurrentRaffle() {
  const { player } = useSession();
  return useQuery({ ...currentRaffleQueryOptions(), enabled: player !== null });
}
