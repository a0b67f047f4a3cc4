import { AUTH_PATHS } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/session.tsx';
import { PHONE_STATUS_QUERY_KEY } from '../../../lib/phone-status.ts';

/** POST /auth/change-phone-number: password, new number and the code sent to it. */
export async function changePhoneNumber(body: {
  password: string;
  phoneNumber: string;
  token: string;
}): Promise<void> {
  await apiRequest(AUTH_PATHS.changePhoneNumber, { method: 'POST', body });
}

export function useChangePhoneNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePhoneNumber,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
        // The code is used: a reload must not offer it again.
        queryClient.invalidateQueries({ queryKey: PHONE_STATUS_QUERY_KEY }),
      ]),
  });
}
