import { INBOX_PATHS, inboxUnreadResponseSchema, type InboxUnreadResponse } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { INBOX_QUERY_KEY } from './inbox-keys.ts';

/** POST /inbox/messages/:messageId/read → the unread count after it (idempotent). */
export function markRead(messageId: string): Promise<InboxUnreadResponse> {
  return apiRequest(INBOX_PATHS.read.replace(':messageId', encodeURIComponent(messageId)), {
    method: 'POST',
    schema: inboxUnreadResponseSchema,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY }),
  });
}
