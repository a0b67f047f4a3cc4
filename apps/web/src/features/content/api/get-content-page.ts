import { contentPageResponseSchema, type ContentLanguage, type ContentPageSlug } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { localizedContentQueryOptions, useContentLanguage } from './localized-content.ts';

/** GET /content/pages/{slug}?language=: a static page from the content store, rendered and sanitised. */
export function contentPageQueryOptions(slug: string, language: ContentLanguage) {
  return localizedContentQueryOptions('page', contentPageResponseSchema, slug, language);
}

/** The page in the site's current language (a language switch fetches the other text). */
export function useContentPage(slug: ContentPageSlug) {
  return useQuery(contentPageQueryOptions(slug, useContentLanguage()));
}
