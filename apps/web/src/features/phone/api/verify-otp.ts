import { AUTH_PATHS, verifyOtpResponseSchema } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/session.tsx';
import { PHONE_STATUS_QUERY_KEY } from '../../../lib/phone-status.ts';

/** POST /auth/VerifyOTP: `{ phoneNumber, validationCode }`, or INVALID_ONE_TIME_PASSWORD. */
export function verifyOtp(body: { phoneNumber: string; token: string }) {
  return apiRequest(AUTH_PATHS.verifyOtp, { method: 'POST', body, schema: verifyOtpResponseSchema });
}

export function useVerifyOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyOtp,
    onSuccess: async (verified) => {
      // Written at once so the phone gate never reopens the popup it just closed.
      queryClient.setQueryData(PHONE_STATUS_QUERY_KEY, {
        phoneNumber: verified.phoneNumber,
        isVerified: true,
      });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
