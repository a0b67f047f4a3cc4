import {
  CONTENT_PATHS,
  redeemPromoCodeResponseSchema,
  type RedeemPromoCodeRequest,
  type RedeemPromoCodeResponse,
} from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /promo-codes/redeem → the coins paid, or a PROMO_CODE_* code (SPEC §8 extension). */
export function redeemPromoCode(body: RedeemPromoCodeRequest): Promise<RedeemPromoCodeResponse> {
  return apiRequest(CONTENT_PATHS.redeemPromoCode, {
    method: 'POST',
    body,
    schema: redeemPromoCodeResponseSchema,
  });
}

/** `onRedeemed`: what else changes (the app refreshes the balance; features do not know each other). */
export function useRedeemPromoCode(onRedeemed?: (result: RedeemPromoCodeResponse) => void) {
  return useMutation({ mutationFn: redeemPromoCode, onSuccess: onRedeemed });
}
