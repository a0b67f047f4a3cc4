import { LAUNCH_PATHS, launchResponseSchema, type LaunchResponse } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { launchQueryOptions, type LaunchParams } from './launch-query.ts';

export type LaunchGameParams = LaunchParams;

/** GET /launchgame (login) → `{ url }`: a real-coin session of the game. */
export function launchGame(params: LaunchGameParams, signal?: AbortSignal): Promise<LaunchResponse> {
  return apiRequest(LAUNCH_PATHS.launchGame, { query: { ...params }, schema: launchResponseSchema, signal });
}

export function launchGameQueryOptions(params: LaunchGameParams) {
  return launchQueryOptions('real', params, launchGame);
}

export function useLaunchGame(params: LaunchGameParams, { enabled }: { enabled: boolean }) {
  return useQuery({ ...launchGameQueryOptions(params), enabled });
}
