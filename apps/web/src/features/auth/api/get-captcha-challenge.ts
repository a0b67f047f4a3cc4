import { AUTH_PATHS, captchaChallengeSchema } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /captcha/challenge: a fresh picture each call (one answer per challenge). */
export function getCaptchaChallenge(signal?: AbortSignal) {
  return apiRequest(AUTH_PATHS.captchaChallenge, { schema: captchaChallengeSchema, signal });
}

export const CAPTCHA_QUERY_KEY = ['captcha-challenge'] as const;

export function captchaChallengeQueryOptions() {
  return queryOptions({
    queryKey: CAPTCHA_QUERY_KEY,
    queryFn: ({ signal }) => getCaptchaChallenge(signal),
    // A challenge is single-use: never reuse a cached one, never refetch one behind the player's back.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useCaptchaChallenge() {
  return useQuery(captchaChallengeQueryOptions());
}
