import type { LanguageCode, LaunchResponse } from '@casino/contract';
import { queryOptions } from '@tanstack/react-query';

/** What a launch (real or demo) is asked with. */
export interface LaunchParams {
  gameCode: string;
  /** Where the game's "lobby" leads: the game-launch page's own address (SPEC §2). */
  lobbyUrl: string;
  language: LanguageCode;
}

/**
 * A launch URL carries a short-lived one-time token: asked once per visit (never refetched on focus or
 * reused from the cache by a later visit) and not retried. Both launches (real, demo) share this policy.
 */
export function launchQueryOptions(
  mode: 'real' | 'demo',
  params: LaunchParams,
  launch: (params: LaunchParams, signal: AbortSignal) => Promise<LaunchResponse>,
) {
  return queryOptions({
    queryKey: ['launch', mode, params.gameCode, params.language, params.lobbyUrl] as const,
    queryFn: ({ signal }) => launch(params, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
