import { COLLECTION_PATHS, collectionsResponseSchema, type Collection } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest, bootAnswer } from '../../../lib/api-client.ts';
import { toLanguageCode } from '../../../lib/i18n.ts';

/** GET /games/collections (issue 29): the home page's rows in console order, named in `language`. */
export async function getCollections(language: 'ja' | 'en', signal?: AbortSignal): Promise<Collection[]> {
  const response = await apiRequest(COLLECTION_PATHS.list, {
    query: { language },
    schema: collectionsResponseSchema,
    signal,
  });
  return response.collections;
}

export function collectionsQueryOptions(language: 'ja' | 'en') {
  return queryOptions({
    queryKey: ['games', 'collections', language] as const,
    queryFn: ({ signal }) => getCollections(language, signal),
    initialData: () =>
      bootAnswer(COLLECTION_PATHS.list, { language }, collectionsResponseSchema)?.collections,
    // Like the catalogue the rows list (SPEC §9): fresh for 10 s, not refetched on focus.
    staleTime: 10_000,
    refetchOnWindowFocus: false,
  });
}

export function useCollections() {
  const { i18n } = useTranslation();
  return useQuery(collectionsQueryOptions(toLanguageCode(i18n.resolvedLanguage ?? i18n.language)));
}
