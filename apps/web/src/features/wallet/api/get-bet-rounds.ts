import { BET_ROUND_PATHS, betRoundListSchema, type BetRoundList } from '@casino/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The filters of the rounds view; `from`/`to` are instants (the start of the player's local days). */
export interface BetRoundsFilter {
  page: number;
  gameCode?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function queryOf(filter: BetRoundsFilter): Record<string, string | number> {
  const query: Record<string, string | number> = { page: filter.page };
  if (filter.gameCode) query.gameCode = filter.gameCode;
  if (filter.from) query.from = filter.from;
  if (filter.to) query.to = filter.to;
  return query;
}

/** GET /bet-history/rounds (login): one row per game round, newest first, 20 a page. */
export function getBetRounds(filter: BetRoundsFilter, signal?: AbortSignal): Promise<BetRoundList> {
  return apiRequest(BET_ROUND_PATHS.rounds, { query: queryOf(filter), schema: betRoundListSchema, signal });
}

export function betRoundsQueryOptions(filter: BetRoundsFilter) {
  return queryOptions({
    queryKey: ['bet-rounds', queryOf(filter)] as const,
    queryFn: ({ signal }) => getBetRounds(filter, signal),
    staleTime: 5_000,
  });
}

/** One page of rounds; the previous page stays on screen while the next one loads. */
export function useBetRounds(filter: BetRoundsFilter) {
  return useQuery({ ...betRoundsQueryOptions(filter), placeholderData: keepPreviousData });
}
