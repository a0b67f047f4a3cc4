import { LAUNCH_PATHS, WALLET_CURRENCY, launchResponseSchema, type LaunchResponse } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { getPublicConfig } from '../../../lib/public-config.ts';
import { launchQueryOptions, type LaunchParams } from './launch-query.ts';

export type LaunchDemoParams = LaunchParams;

/** GET /launch-demo (no login; demo games only) → `{ url }`; currency is always PTS, brand from config. */
export function launchDemo(params: LaunchDemoParams, signal?: AbortSignal): Promise<LaunchResponse> {
  return apiRequest(LAUNCH_PATHS.launchDemo, {
    query: { ...params, currency: WALLET_CURRENCY, brand: getPublicConfig().brandRef },
    schema: launchResponseSchema,
    signal,
  });
}

/** Like the real launch: one token per visit, no refetch, no retry. */
export function launchDemoQueryOptions(params: LaunchDemoParams) {
  return launchQueryOptions('demo', params, launchDemo);
}

export function useLaunchDemo(params: LaunchDemoParams, { enabled }: { enabled: boolean }) {
  return useQuery({ ...launchDemoQueryOptions(params), enabled });
}
