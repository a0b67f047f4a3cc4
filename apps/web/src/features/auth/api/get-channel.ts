import { API_PATHS, channelResponseSchema } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, bootAnswer } from '../../../lib/api-client.ts';
import { getPublicConfig } from '../../../lib/public-config.ts';

/** GET /channel?channelCode=…: the channel's settings; sign-up reads its `captcha` flag (SPEC §4). */
export function getChannel(channelCode: string, signal?: AbortSignal) {
  return apiRequest(API_PATHS.channel, { query: { channelCode }, schema: channelResponseSchema, signal });
}

export function channelQueryOptions(channelCode = getPublicConfig().channelCode) {
  return queryOptions({
    queryKey: ['channel', channelCode] as const,
    queryFn: ({ signal }) => getChannel(channelCode, signal),
    initialData: () => bootAnswer(API_PATHS.channel, { channelCode }, channelResponseSchema),
    staleTime: 5 * 60_000,
  });
}

export function useChannel() {
  return useQuery(channelQueryOptions());
}
