import {
  RESPONSIBLE_PLAY_PATHS,
  responsiblePlayStatusSchema,
  type ResponsiblePlayStatus,
} from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';

/** GET /responsible-play/status: a break or exclusion in force, the reality-check interval, where to find help. */
export function getStatus(signal?: AbortSignal): Promise<ResponsiblePlayStatus> {
  return apiRequest(RESPONSIBLE_PLAY_PATHS.status, { schema: responsiblePlayStatusSchema, signal });
}

export const STATUS_QUERY_KEY = ['responsible-play', 'status'] as const;

export function statusQueryOptions() {
  return queryOptions({ queryKey: STATUS_QUERY_KEY, queryFn: ({ signal }) => getStatus(signal) });
}

/** Asked only once the server confirmed the session. */
export function useResponsiblePlayStatus() {
  const { player } = useSession();
  return useQuery({ ...statusQueryOptions(), enabled: player !== null });
}
