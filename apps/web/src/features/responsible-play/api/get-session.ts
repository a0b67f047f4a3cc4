import { RESPONSIBLE_PLAY_PATHS, playSessionSummarySchema, type PlaySessionSummary } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';

/** GET /responsible-play/session: this sign-in session's play (started, minutes, coins bet, won, net). */
export function getPlaySession(signal?: AbortSignal): Promise<PlaySessionSummary> {
  return apiRequest(RESPONSIBLE_PLAY_PATHS.session, { schema: playSessionSummarySchema, signal });
}

export const PLAY_SESSION_QUERY_KEY = ['responsible-play', 'session'] as const;

export function playSessionQueryOptions() {
  return queryOptions({ queryKey: PLAY_SESSION_QUERY_KEY, queryFn: ({ signal }) => getPlaySession(signal) });
}

export function usePlaySession({ enabled = true }: { enabled?: boolean } = {}) {
  const { player } = useSession();
  return useQuery({ ...playSessionQueryOptions(), enabled: enabled && player !== null });
}
