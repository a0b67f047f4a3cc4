import {
  MISSION_PATHS,
  missionClaimAllResponseSchema,
  missionClaimResponseSchema,
  type MissionClaimAllResponse,
  type MissionClaimResponse,
} from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { MISSIONS_QUERY_KEY } from './missions-keys.ts';

/** POST /missions/:missionId/claim → the reward paid, once; else a MISSION_* or PLAY_* code. */
export function claimMission(missionId: number): Promise<MissionClaimResponse> {
  return apiRequest(MISSION_PATHS.claim.replace(':missionId', String(missionId)), {
    method: 'POST',
    schema: missionClaimResponseSchema,
  });
}

/** POST /missions/claim-all → every completed mission's reward, each once. */
export function claimAllMissions(): Promise<MissionClaimAllResponse> {
  return apiRequest(MISSION_PATHS.claimAll, { method: 'POST', schema: missionClaimAllResponseSchema });
}

/**
 * `onClaimed`: what else changes, with the coins paid (the app refreshes the balance and shows the
 * reward moment). Refused or not, the list is asked again: a claim made in another tab shows.
 */
export function useClaimMission(onClaimed?: (reward: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimMission,
    onSuccess: (result) => onClaimed?.(result.reward),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MISSIONS_QUERY_KEY }),
  });
}

export function useClaimAllMissions(onClaimed?: (reward: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimAllMissions,
    onSuccess: (result) => {
      if (result.total > 0) onClaimed?.(result.total);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: MISSIONS_QUERY_KEY }),
  });
}
