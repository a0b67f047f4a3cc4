import { WALLET_PATHS, claimDailyBonusResponseSchema, type ClaimDailyBonusResponse } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { BALANCE_QUERY_KEY } from './get-balance.ts';
import { LOGIN_CALENDAR_QUERY_KEY } from './get-login-calendar.ts';

/** POST /claimDailyBonus → `{ bonus, calendar }` (the login calendar after the claim), or 400 BONUS_CANNOT_BE_CLAIMED. */
export function claimDailyBonus(): Promise<ClaimDailyBonusResponse> {
  return apiRequest(WALLET_PATHS.claimDailyBonus, { method: 'POST', schema: claimDailyBonusResponseSchema });
}

export const CLAIM_DAILY_BONUS_MUTATION_KEY = ['claim-daily-bonus'] as const;

/**
 * Claims, then refreshes the balance either way (a refusal usually means the state on screen is old);
 * the login calendar is the claim's own answer, else asked again.
 */
export function useClaimDailyBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CLAIM_DAILY_BONUS_MUTATION_KEY,
    mutationFn: claimDailyBonus,
    onSuccess: (result) => queryClient.setQueryData(LOGIN_CALENDAR_QUERY_KEY, result.calendar),
    onError: () => queryClient.invalidateQueries({ queryKey: LOGIN_CALENDAR_QUERY_KEY }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }),
  });
}
