import { RAFFLE_PATHS, raffleResultsSchema, type RaffleResults } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /raffles/:raffleId/results (public): the seed, T, N, the ticket list and the winners. */
export function getRaffleResults(raffleId: number, signal?: AbortSignal): Promise<RaffleResults> {
  return apiRequest(RAFFLE_PATHS.raffleResults.replace(':raffleId', String(raffleId)), {
    schema: raffleResultsSchema,
    signal,
  });
}

export function raffleResultsQueryOptions(raffleId: number) {
  return queryOptions({
    queryKey: ['raffles', 'results', raffleId] as const,
    queryFn: ({ signal }) => getRaffleResults(raffleId, signal),
    staleTime: 30_000,
  });
}

export function useRaffleResults(raffleId: number) {
  return useQuery({
    ...raffleResultsQueryOptions(raffleId),
    enabled: Number.isInteger(raffleId) && raffleId > 0,
  });
}
