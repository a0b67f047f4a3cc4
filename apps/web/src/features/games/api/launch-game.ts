import { LAUNCH_PATHS, launchResponseSchema, type LanguageCode, type LaunchResponse } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface LaunchGameParams {
  gameCode: string;
  /** Where the game's "lobby" leads: the game-launch page's own address (SPEC §2). */
  lobbyUrl: string;
  language: LanguageCode;
}

/** GET /launchgame (login) → `{ url }`: a real-coin session of the game. */
export function launchGame(params: LaunchGameParams, signal?: AbortSignal): Promise<LaunchResponse> {
  return apiRequest(LAUNCH_PATHS.launchGame, { query: { ...params }, schema: launchResponseSchema, signal });
}

/**
 * A launch URL carries a short-lived one-time token: asked once per visit (never refetched on focus or
 * reused from the cache by a later visit) and not retried.
 */
export function launchGameQueryOptions(params: LaunchGameParams) {
  return queryOptions({
    queryKey: ['launch', 'real', params.gameCode, params.language, params.lobbyUrl] as const,
    queryFn: ({ signal }) => launchGame(params, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useLaunchGame(params: LaunchGameParams, { enabled }: { enabled: boolean }) {
  return useQuery({ ...launchGameQueryOptions(params), enabled });
}
