import { WALLET_PATHS, balanceResponseSchema, type BalanceResponse } from '@casino/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';

/** GET /balance (login): `{ balance, currency, canClaimBonus, lastClaimed, nextClaim }`. */
export function getBalance(signal?: AbortSignal): Promise<BalanceResponse> {
  return apiRequest(WALLET_PATHS.balance, { schema: balanceResponseSchema, signal });
}

export const BALANCE_QUERY_KEY = ['balance'] as const;

/** SPEC §7/§9: the balance is fresh for 1 s and refetched when the window regains focus. */
export const BALANCE_STALE_TIME = 1000;

export function balanceQueryOptions() {
  return queryOptions({
    queryKey: BALANCE_QUERY_KEY,
    queryFn: ({ signal }) => getBalance(signal),
    staleTime: BALANCE_STALE_TIME,
    refetchOnWindowFocus: true,
  });
}

/**
 * The signed-in player's balance. Asked only once the server confirmed the session (a stale display
 * cookie must not cause a 401 → logout). `refetchInterval` adds a poll for as long as the caller is
 * mounted (the game page uses it as a fallback while a game is open).
 */
export function useBalance({ refetchInterval }: { refetchInterval?: number } = {}) {
  const { player } = useSession();
  return useQuery({ ...balanceQueryOptions(), enabled: player !== null, refetchInterval });
}

/**
 * Writes a balance reported by someone who knows it first (a game client, SPEC: `casino:balance`),
 * keeping the bonus fields; does nothing before the first GET /balance answered.
 */
export function useSetBalance() {
  const queryClient = useQueryClient();
  return useCallback(
    (balance: number) =>
      queryClient.setQueryData<BalanceResponse>(BALANCE_QUERY_KEY, (current) =>
        current && current.balance !== balance ? { ...current, balance } : current,
      ),
    [queryClient],
  );
}
