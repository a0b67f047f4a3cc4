import {
  BONUS_PATHS,
  claimRefillResponseSchema,
  refillStatusSchema,
  type ClaimRefillResponse,
  type RefillStatus,
} from '@casino/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { BALANCE_QUERY_KEY, useBalance } from './get-balance.ts';

/** GET /refill: whether the player may take a refill now, and when (issue 30). */
export function getRefillStatus(signal?: AbortSignal): Promise<RefillStatus> {
  return apiRequest(BONUS_PATHS.refill, { schema: refillStatusSchema, signal });
}

/** POST /claimRefill → `{ bonus, currency, refill }`, or 409 REFILL_NOT_ELIGIBLE / REFILL_TOO_EARLY. */
export function claimRefill(): Promise<ClaimRefillResponse> {
  return apiRequest(BONUS_PATHS.claimRefill, { method: 'POST', schema: claimRefillResponseSchema });
}

export const REFILL_QUERY_KEY = ['refill'] as const;

/** The refill's status, asked again whenever the balance or the daily bonus changes. */
export function useRefillStatus() {
  const { player } = useSession();
  const balance = useBalance();
  const key = [...REFILL_QUERY_KEY, balance.data?.balance, balance.data?.canClaimBonus] as const;
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getRefillStatus(signal),
    enabled: player !== null && balance.data !== undefined,
    staleTime: 30_000,
  });
}

export function useClaimRefill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimRefill,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: REFILL_QUERY_KEY });
    },
  });
}
