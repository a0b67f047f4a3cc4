import { PROGRESSION_PATHS, giftClaimResponseSchema, type GiftClaimResponse } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROGRESSION_QUERY_KEY } from './progression-keys.ts';

/** POST /progression/claim-monthly-gift → this month's VIP gift, once; else VIP_GIFT_NOT_AVAILABLE or PLAY_*. */
export function claimGift(): Promise<GiftClaimResponse> {
  return apiRequest(PROGRESSION_PATHS.claimGift, { method: 'POST', schema: giftClaimResponseSchema });
}

export function useClaimGift(onClaimed?: (result: GiftClaimResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimGift,
    onSuccess: onClaimed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROGRESSION_QUERY_KEY }),
  });
}
