import {
  INBOX_PATHS,
  inboxListResponseSchema,
  type InboxListResponse,
  type LanguageCode,
} from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { INBOX_QUERY_KEY } from './inbox-keys.ts';

/** GET /inbox/messages?languageCode= (login): the newest messages in the site's language. */
export function getInbox(languageCode: LanguageCode, signal?: AbortSignal): Promise<InboxListResponse> {
  return apiRequest(`${INBOX_PATHS.messages}?languageCode=${languageCode}`, {
    schema: inboxListResponseSchema,
    signal,
  });
}

export function inboxQueryOptions(languageCode: LanguageCode) {
  return queryOptions({
    queryKey: [...INBOX_QUERY_KEY, 'messages', languageCode],
    queryFn: ({ signal }) => getInbox(languageCode, signal),
    staleTime: 5_000,
    refetchOnWindowFocus: true,
  });
}

export function useInbox(languageCode: LanguageCode) {
  const { player } = useSession();
  return useQuery({ ...inboxQueryOptions(languageCode), enabled: player !== null });
}
