import { AUTH_PATHS, isPhoneNumberUniqueResponseSchema } from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /auth/IsPhoneNumberUnique: asked before a code is sent (SPEC §4). */
export function isPhoneNumberUnique(body: { phoneNumber: string }) {
  return apiRequest(AUTH_PATHS.isPhoneNumberUnique, {
    method: 'POST',
    body,
    schema: isPhoneNumberUniqueResponseSchema,
  });
}

export function useIsPhoneNumberUnique() {
  return useMutation({ mutationFn: isPhoneNumberUnique });
}
