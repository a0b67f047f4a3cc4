import { AUTH_PATHS } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PHONE_STATUS_QUERY_KEY } from '../../../lib/phone-status.ts';

/** POST /auth/reset-phone-number `{}`: forgets an unverified number ("Change" on the code step). */
export async function resetPhoneNumber(): Promise<void> {
  await apiRequest(AUTH_PATHS.resetPhoneNumber, { method: 'POST', body: {} });
}

export function useResetPhoneNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPhoneNumber,
    onSuccess: () =>
      queryClient.setQueryData(PHONE_STATUS_QUERY_KEY, {
        phoneNumber: null,
        isVerified: false,
        verifyCode: null,
        changeCode: null,
      }),
  });
}
