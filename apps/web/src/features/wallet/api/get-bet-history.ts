import { WALLET_PATHS, transactionListSchema, type TransactionList } from '@casino/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /get-bet-history?page=N (1-based, login): `{ totalRecordAmount, records }`, newest first. */
export function getBetHistory(page: number, signal?: AbortSignal): Promise<TransactionList> {
  return apiRequest(WALLET_PATHS.betHistory, { query: { page }, schema: transactionListSchema, signal });
}

export function betHistoryQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['bet-history', page] as const,
    queryFn: ({ signal }) => getBetHistory(page, signal),
    staleTime: 5_000,
  });
}

/** One page of the history; the previous page stays on screen while the next one loads. */
export function useBetHistory(page: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...betHistoryQueryOptions(page), enabled, placeholderData: keepPreviousData });
}
