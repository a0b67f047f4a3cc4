import { CONTENT_PATHS, type ContentLanguage } from '@casino/contract';
import { queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { toLanguageCode } from '../../../lib/i18n.ts';

/** GET /content/pages/{slug} or /promotions/{slug}, `?language=`: one piece of the content store. */
export function getLocalizedContent<T>(
  kind: 'page' | 'promotion',
  schema: z.ZodType<T>,
  slug: string,
  language: ContentLanguage,
  signal?: AbortSignal,
): Promise<T> {
  return apiRequest(CONTENT_PATHS[kind].replace(':slug', encodeURIComponent(slug)), {
    query: { language },
    schema,
    signal,
  });
}

/** Content by slug and language. An operator's edit shows at the next visit: no time during which it is fresh. */
export function localizedContentQueryOptions<T>(
  kind: 'page' | 'promotion',
  schema: z.ZodType<T>,
  slug: string,
  language: ContentLanguage,
) {
  return queryOptions({
    queryKey: ['content', kind, slug, language] as const,
    queryFn: ({ signal }) => getLocalizedContent(kind, schema, slug, language, signal),
    staleTime: 0,
  });
}

/** The site's current language as the content store names it (a language switch fetches the other text). */
export function useContentLanguage(): ContentLanguage {
  const { i18n } = useTranslation();
  return toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
}
