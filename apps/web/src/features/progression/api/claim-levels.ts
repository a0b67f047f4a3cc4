import { PROGRESSION_PATHS, levelClaimResponseSchema, type LevelClaimResponse } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROGRESSION_QUERY_KEY } from './progression-keys.ts';

/** POST /progression/claim-levels → each level's reward paid once; else LEVEL_REWARD_* or PLAY_*. */
export function claimLevels(): Promise<LevelClaimResponse> {
  return apiRequest(PROGRESSION_PATHS.claimLevels, { method: 'POST', schema: levelClaimResponseSchema });
}

/** `onClaimed`: the app refreshes the balance and plays the reward moment (features do not know each other). */
export function useClaimLevels(onClaimed?: (result: LevelClaimResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimLevels,
    onSuccess: onClaimed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROGRESSION_QUERY_KEY }),
  });
}
