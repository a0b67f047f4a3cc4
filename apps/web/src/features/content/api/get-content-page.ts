import {
  CONTENT_PATHS,
  contentPageResponseSchema,
  type ContentLanguage,
  type ContentPageResponse,
  type ContentPageSlug,
} from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client.ts';
import { toLanguageCode } from '../../../lib/i18n.ts';

/** GET /content/pages/{slug}?language=: a static page from the content store, rendered and sanitised. */
export function getContentPage(
  slug: string,
  language: ContentLanguage,
  signal?: AbortSignal,
): Promise<ContentPageResponse> {
  return apiRequest(CONTENT_PATHS.page.replace(':slug', encodeURIComponent(slug)), {
    query: { language },
    schema: contentPageResponseSchema,
    signal,
  });
}

export function contentPageQueryOptions(slug: string, language: ContentLanguage) {
  return queryOptions({
    queryKey: ['content', 'page', slug, language] as const,
    queryFn: ({ signal }) => getContentPage(slug, language, signal),
    // An operator's edit shows at the next visit of the page: no time during which it is fresh.
    staleTime: 0,
  });
}

/** The page in the site's current language (a language switch fetches the other text). */
export function useContentPage(slug: ContentPageSlug) {
  const { i18n } = useTranslation();
  return useQuery(contentPageQueryOptions(slug, toLanguageCode(i18n.resolvedLanguage ?? i18n.language)));
}
