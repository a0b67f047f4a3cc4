import { betRoundDetailSchema, betRoundPath, type BetRoundDetail } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /bet-history/rounds/{provider}/{roundId} (login): the round's ledger rows and fairness inputs. */
export function getBetRound(
  provider: string,
  roundId: string,
  signal?: AbortSignal,
): Promise<BetRoundDetail> {
  return apiRequest(betRoundPath(provider, roundId), { schema: betRoundDetailSchema, signal });
}

export function betRoundQueryOptions(provider: string, roundId: string) {
  return queryOptions({
    queryKey: ['bet-round', provider, roundId] as const,
    queryFn: ({ signal }) => getBetRound(provider, roundId, signal),
    staleTime: 5_000,
  });
}

export function useBetRound(provider: string, roundId: string) {
  return useQuery(betRoundQueryOptions(provider, roundId));
}
