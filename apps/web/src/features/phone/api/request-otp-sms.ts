import { AUTH_PATHS, otpSentResponseSchema } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PHONE_STATUS_QUERY_KEY } from '../../../lib/phone-status.ts';

/**
 * POST /auth/RequestOtpSms: sends the code; messageText carries `{code}`. The server keeps the number on
 * file (unverified) and enforces the 30 s resend lock (429 TOO_MANY_REQUESTS).
 */
export function requestOtpSms(body: { phoneNumber: string; messageText: string }) {
  return apiRequest(AUTH_PATHS.requestOtpSms, { method: 'POST', body, schema: otpSentResponseSchema });
}

export function useRequestOtpSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestOtpSms,
    onSuccess: (sent) =>
      queryClient.setQueryData(PHONE_STATUS_QUERY_KEY, {
        phoneNumber: sent.phoneNumber,
        isVerified: false,
        verifyCode: sent,
        changeCode: null,
      }),
  });
}
