import { BONUS_PATHS, loginCalendarSchema, type LoginCalendar } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';

/** GET /daily-bonus/calendar: today's day of the login calendar and every day's coins (issue 30). */
export function getLoginCalendar(signal?: AbortSignal): Promise<LoginCalendar> {
  return apiRequest(BONUS_PATHS.loginCalendar, { schema: loginCalendarSchema, signal });
}

export const LOGIN_CALENDAR_QUERY_KEY = ['login-calendar'] as const;

export function loginCalendarQueryOptions() {
  return queryOptions({
    queryKey: LOGIN_CALENDAR_QUERY_KEY,
    queryFn: ({ signal }) => getLoginCalendar(signal),
    staleTime: 5_000,
  });
}

/** The signed-in player's login calendar (asked when the bonus popup opens). */
export function useLoginCalendar() {
  const { player } = useSession();
  return useQuery({ ...loginCalendarQueryOptions(), enabled: player !== null });
}
