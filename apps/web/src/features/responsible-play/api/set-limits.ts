import {
  RESPONSIBLE_PLAY_PATHS,
  limitsResponseSchema,
  type LimitsRequest,
  type LimitsResponse,
} from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { LIMITS_QUERY_KEY } from './get-limits.ts';

/** PUT /responsible-play/limits: a lower limit applies at once, a raise or removal after 24 h (pending). */
export function setLimits(body: LimitsRequest): Promise<LimitsResponse> {
  return apiRequest(RESPONSIBLE_PLAY_PATHS.limits, { method: 'PUT', body, schema: limitsResponseSchema });
}

export function useSetLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLimits,
    onSuccess: (data) => queryClient.setQueryData(LIMITS_QUERY_KEY, data),
  });
}
