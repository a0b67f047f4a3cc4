import { INBOX_PATHS, inboxUnreadResponseSchema, type InboxUnreadResponse } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { INBOX_QUERY_KEY } from './inbox-keys.ts';

/**
 * The polling fallback of the header badge: the live `inbox` event refetches at once; without a stream
 * the count is asked again every minute and when the window regains focus.
 */
export const INBOX_POLL_MS = 60_000;

/** GET /inbox/unread (login): how many delivered messages the player has not opened. */
export function getUnread(signal?: AbortSignal): Promise<InboxUnreadResponse> {
  return apiRequest(INBOX_PATHS.unread, { schema: inboxUnreadResponseSchema, signal });
}

export function unreadQueryOptions() {
  return queryOptions({
    queryKey: [...INBOX_QUERY_KEY, 'unread'],
    queryFn: ({ signal }) => getUnread(signal),
    staleTime: 5_000,
    refetchOnWindowFocus: true,
    refetchInterval: INBOX_POLL_MS,
  });
}

export function useUnread() {
  const { player } = useSession();
  return useQuery({ ...unreadQueryOptions(), enabled: player !== null });
}
