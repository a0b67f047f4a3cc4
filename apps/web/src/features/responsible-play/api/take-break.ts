import {
  RESPONSIBLE_PLAY_PATHS,
  responsiblePlayStatusSchema,
  type LiftRequest,
  type ResponsiblePlayStatus,
  type SelfExclusionRequest,
  type TakeBreakRequest,
} from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { STATUS_QUERY_KEY } from './get-status.ts';

const post = (path: string, body: unknown): Promise<ResponsiblePlayStatus> =>
  apiRequest(path, { method: 'POST', body, schema: responsiblePlayStatusSchema });

/** POST /responsible-play/break (password-confirmed): no play until it ends. */
export const takeBreak = (body: TakeBreakRequest) => post(RESPONSIBLE_PLAY_PATHS.takeBreak, body);
/** POST /responsible-play/self-exclusion (password-confirmed). */
export const selfExclude = (body: SelfExclusionRequest) => post(RESPONSIBLE_PLAY_PATHS.selfExclusion, body);
/** POST /responsible-play/self-exclusion/lift-request: an indefinite exclusion, from 6 months on. */
export const requestLift = (body: LiftRequest) => post(RESPONSIBLE_PLAY_PATHS.liftRequest, body);

/** Each answers the new status, which replaces the cached one. */
function useStatusMutation<T>(mutationFn: (body: T) => Promise<ResponsiblePlayStatus>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (status) => queryClient.setQueryData(STATUS_QUERY_KEY, status),
  });
}

export const useTakeBreak = () => useStatusMutation(takeBreak);
export const useSelfExclude = () => useStatusMutation(selfExclude);
export const useRequestLift = () => useStatusMutation(requestLift);
