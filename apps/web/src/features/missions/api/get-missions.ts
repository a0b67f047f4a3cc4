import {
  MISSION_PATHS,
  missionListResponseSchema,
  type LanguageCode,
  type MissionListResponse,
} from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { MISSIONS_QUERY_KEY } from './missions-keys.ts';

/** GET /missions?languageCode= (login): today's and this week's missions with their progress. */
export function getMissions(languageCode: LanguageCode, signal?: AbortSignal): Promise<MissionListResponse> {
  return apiRequest(`${MISSION_PATHS.list}?languageCode=${languageCode}`, {
    schema: missionListResponseSchema,
    signal,
  });
}

export function missionsQueryOptions(languageCode: LanguageCode) {
  return queryOptions({
    queryKey: [...MISSIONS_QUERY_KEY, languageCode],
    queryFn: ({ signal }) => getMissions(languageCode, signal),
    staleTime: 5_000,
    refetchOnWindowFocus: true,
  });
}

export function useMissions(languageCode: LanguageCode) {
  const { player } = useSession();
  return useQuery({ ...missionsQueryOptions(languageCode), enabled: player !== null });
}
