import { CONTENT_PATHS, runningPromotionsResponseSchema } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, bootAnswer } from '../../../lib/api-client.ts';
import { useContentLanguage } from './localized-content.ts';

/** GET /promotions?language=: the running promotions (issue 25), for the home page and the footer. */
export function useRunningPromotions() {
  const language = useContentLanguage();
  return useQuery({
    queryKey: ['content', 'promotions', language] as const,
    queryFn: ({ signal }) =>
      apiRequest(CONTENT_PATHS.promotions, {
        query: { language },
        schema: runningPromotionsResponseSchema,
        signal,
      }),
    initialData: () => bootAnswer(CONTENT_PATHS.promotions, { language }, runningPromotionsResponseSchema),
    staleTime: 60_000,
  });
}
