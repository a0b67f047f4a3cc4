import { INBOX_PATHS, inboxClaimResponseSchema, type InboxClaimResponse } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { INBOX_QUERY_KEY } from './inbox-keys.ts';

/** POST /inbox/messages/:messageId/claim → the coins paid, once; else an INBOX_* or PLAY_* code. */
export function claimReward(messageId: string): Promise<InboxClaimResponse> {
  return apiRequest(INBOX_PATHS.claim.replace(':messageId', encodeURIComponent(messageId)), {
    method: 'POST',
    schema: inboxClaimResponseSchema,
  });
}

/**
 * `onClaimed`: what else changes (the app refreshes the balance and shows the reward moment; features
 * do not know each other). Refused or not, the list is asked again: a claim made in another tab shows.
 */
export function useClaimReward(onClaimed?: (result: InboxClaimResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimReward,
    onSuccess: onClaimed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY }),
  });
}
