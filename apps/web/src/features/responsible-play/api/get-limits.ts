import { RESPONSIBLE_PLAY_PATHS, limitsResponseSchema, type LimitsResponse } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /responsible-play/limits: all nine kind × period limits, pending changes and what is used. */
export function getLimits(signal?: AbortSignal): Promise<LimitsResponse> {
  return apiRequest(RESPONSIBLE_PLAY_PATHS.limits, { schema: limitsResponseSchema, signal });
}

export const LIMITS_QUERY_KEY = ['responsible-play', 'limits'] as const;

export function limitsQueryOptions() {
  return queryOptions({ queryKey: LIMITS_QUERY_KEY, queryFn: ({ signal }) => getLimits(signal) });
}

export function useLimits() {
  return useQuery(limitsQueryOptions());
}
