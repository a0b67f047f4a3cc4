import { promotionResponseSchema, type ContentLanguage } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { localizedContentQueryOptions, useContentLanguage } from './localized-content.ts';

/** GET /promotions/{slug}?language=: a published promotion (404 NOT_FOUND otherwise). */
export function promotionQueryOptions(slug: string, language: ContentLanguage) {
  return localizedContentQueryOptions('promotion', promotionResponseSchema, slug, language);
}

export function usePromotion(slug: string) {
  return useQuery(promotionQueryOptions(slug, useContentLanguage()));
}
