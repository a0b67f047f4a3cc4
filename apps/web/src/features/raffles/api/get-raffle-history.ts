import {
  RAFFLE_PATHS,
  raffleHistoryNewResponseSchema,
  type RaffleHistoryNewResponse,
} from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';

/** GET /raffle-history-new (login): the raffles the player has tickets in, newest draw first. */
export function getRaffleHistory(signal?: AbortSignal): Promise<RaffleHistoryNewResponse> {
  return apiRequest(RAFFLE_PATHS.raffleHistoryNew, { schema: raffleHistoryNewResponseSchema, signal });
}

export const RAFFLE_HISTORY_QUERY_KEY = ['raffles', 'history'] as const;

export function raffleHistoryQueryOptions() {
  return queryOptions({
    queryKey: RAFFLE_HISTORY_QUERY_KEY,
    queryFn: ({ signal }) => getRaffleHistory(signal),
    staleTime: 10_000,
    // SPEC §7: raffle history refetches on focus when logged in.
    refetchOnWindowFocus: true,
  });
}

export function useRaffleHistory() {
  const { player } = useSession();
  return useQuery({ ...raffleHistoryQueryOptions(), enabled: player !== null });
}
