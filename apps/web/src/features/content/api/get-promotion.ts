import {
  CONTENT_PATHS,
  promotionResponseSchema,
  type ContentLanguage,
  type PromotionResponse,
} from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client.ts';
import { toLanguageCode } from '../../../lib/i18n.ts';

/** GET /promotions/{slug}?language=: a published promotion (404 NOT_FOUND otherwise). */
export function getPromotion(
  slug: string,
  language: ContentLanguage,
  signal?: AbortSignal,
): Promise<PromotionResponse> {
  return apiRequest(CONTENT_PATHS.promotion.replace(':slug', encodeURIComponent(slug)), {
    query: { language },
    schema: promotionResponseSchema,
    signal,
  });
}

export function promotionQueryOptions(slug: string, language: ContentLanguage) {
  return queryOptions({
    queryKey: ['content', 'promotion', slug, language] as const,
    queryFn: ({ signal }) => getPromotion(slug, language, signal),
    staleTime: 0,
  });
}

export function usePromotion(slug: string) {
  const { i18n } = useTranslation();
  return useQuery(promotionQueryOptions(slug, toLanguageCode(i18n.resolvedLanguage ?? i18n.language)));
}
