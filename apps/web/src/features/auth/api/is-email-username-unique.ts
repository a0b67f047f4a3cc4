import { AUTH_PATHS, isEmailUsernameUniqueResponseSchema } from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /auth/IsEmailUsernameUnique: the sign-up form asks before the captcha step (SPEC §4). */
export function isEmailUsernameUnique(body: { email: string; displayName: string }) {
  return apiRequest(AUTH_PATHS.isEmailUsernameUnique, {
    method: 'POST',
    body,
    schema: isEmailUsernameUniqueResponseSchema,
  });
}

export function useIsEmailUsernameUnique() {
  return useMutation({ mutationFn: isEmailUsernameUnique });
}
