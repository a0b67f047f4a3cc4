import { AUTH_PATHS, otpSentResponseSchema } from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /auth/request-otp-sms-for-phone-number-change: password + new number; sends a code to it. */
export function requestOtpSmsForPhoneNumberChange(body: {
  password: string;
  phoneNumber: string;
  messageText: string;
}) {
  return apiRequest(AUTH_PATHS.requestOtpSmsForPhoneNumberChange, {
    method: 'POST',
    body,
    schema: otpSentResponseSchema,
  });
}

export function useRequestOtpSmsForPhoneNumberChange() {
  return useMutation({ mutationFn: requestOtpSmsForPhoneNumberChange });
}
