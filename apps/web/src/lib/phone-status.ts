import { AUTH_PATHS, phoneStatusSchema } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** GET /auth/IsPhoneNumberVerified: `{ phoneNumber, isVerified, verifyCode, changeCode }` of the signed-in player (the phone feature, settings and the phone gate read it). */
export function getPhoneStatus(signal?: AbortSignal) {
  return apiRequest(AUTH_PATHS.isPhoneNumberVerified, { schema: phoneStatusSchema, signal });
}

export const PHONE_STATUS_QUERY_KEY = ['phone-status'] as const;

/** SPEC §7: phone status refetches on focus when logged in (`enabled` = a confirmed session). */
export function phoneStatusQueryOptions() {
  return queryOptions({
    queryKey: PHONE_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => getPhoneStatus(signal),
    refetchOnWindowFocus: true,
  });
}

export function usePhoneStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...phoneStatusQueryOptions(), enabled });
}
