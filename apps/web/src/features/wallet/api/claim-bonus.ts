import { WALLET_PATHS, claimBonusResponseSchema, type ClaimBonusResponse } from '@casino/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { toLanguageCode } from '../../../lib/i18n.ts';
import { showRewardToast } from '../components/reward-toast.tsx';
import { BALANCE_QUERY_KEY } from './get-balance.ts';

/** POST /claimBonus → `{ bonus, currency }`: pays every pending promotional bonus, else BONUS_CANNOT_BE_CLAIMED. */
export function claimBonus(): Promise<ClaimBonusResponse> {
  return apiRequest(WALLET_PATHS.claimBonus, { method: 'POST', schema: claimBonusResponseSchema });
}

/**
 * Collects pending promotional bonuses (PendingBonusCollector calls it when GET /balance reports
 * `pendingBonus`). A reward is toasted and the balance refreshed; "nothing to claim" and API failures
 * stay silent (the bonus stays pending on the server and the next visit collects it).
 *
 * A plain callback (no useMutation): it must finish even when the component that started it is gone.
 */
export function useClaimPendingBonuses() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useCallback(async (): Promise<number> => {
    try {
      const { bonus } = await claimBonus();
      if (bonus > 0) {
        showRewardToast(bonus, toLanguageCode(i18n.resolvedLanguage ?? i18n.language));
        await queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
      }
      return bonus;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return 0;
    }
  }, [queryClient, i18n]);
}
