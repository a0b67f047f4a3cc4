import type { z } from 'zod';
import {
  type changePhoneNumberRequestSchema,
  type OtpSentResponse,
  type PhoneStatus,
  type requestOtpSmsForPhoneNumberChangeRequestSchema,
  type requestOtpSmsRequestSchema,
  type verifyOtpRequestSchema,
} from '@casino/contract';
import { ApiError } from '../../errors.ts';
import {
  accountOf,
  checkAccountPassword,
  liveOtp,
  markPhoneVerified,
  sendOtp,
  useOtp,
  type PhoneServiceDeps,
  type SendCodeArgs,
  type UseCodeArgs,
} from './phone.otp.ts';

export { OTP_MAX_ATTEMPTS, OTP_RESEND_LOCK_MS, OTP_TTL_MS, SMS_MAX_LENGTH, smsText } from './phone.otp.ts';
export type { PhoneServiceDeps } from './phone.otp.ts';

type RequestOtpSms = z.infer<typeof requestOtpSmsRequestSchema>;
type RequestOtpSmsForChange = z.infer<typeof requestOtpSmsForPhoneNumberChangeRequestSchema>;
type VerifyOtp = z.infer<typeof verifyOtpRequestSchema>;
type ChangePhoneNumber = z.infer<typeof changePhoneNumberRequestSchema>;

export interface PhoneService {
  requestVerificationSms(accountId: string, body: RequestOtpSms): Promise<OtpSentResponse>;
  verify(accountId: string, body: VerifyOtp): Promise<{ phoneNumber: string; validationCode: string }>;
  requestChangeSms(accountId: string, body: RequestOtpSmsForChange): Promise<OtpSentResponse>;
  changePhoneNumber(accountId: string, body: ChangePhoneNumber): Promise<PhoneStatus>;
  resetPhoneNumber(accountId: string): Promise<void>;
  isPhoneNumberUnique(accountId: string, phoneNumber: string): Promise<{ isUnique: boolean }>;
  status(accountId: string): Promise<PhoneStatus>;
}

export function createPhoneService(deps: PhoneServiceDeps): PhoneService {
  const { accounts } = deps;

  const account = (accountId: string) => accountOf(deps, accountId);
  const checkPassword = (accountId: string, password: string) =>
    checkAccountPassword(deps, accountId, password);
  const sendCode = (...args: SendCodeArgs) => sendOtp(deps, ...args);
  const useCode = (...args: UseCodeArgs) => useOtp(deps, ...args);
  const markVerified = (accountId: string, phoneNumber: string) =>
    markPhoneVerified(deps, accountId, phoneNumber);

  return {
    async requestVerificationSms(accountId, { phoneNumber, messageText }) {
      const row = await account(accountId);
      // A verified number is changed with the password-protected change flow.
      if (row.phoneVerified) throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
      if (await accounts.isPhoneVerifiedElsewhere(phoneNumber, accountId)) {
        throw new ApiError(409, 'PHONE_NUMBER_EXISTS');
      }
      return sendCode(row, 'VERIFY', phoneNumber, messageText, () =>
        accounts.setPendingPhone(accountId, phoneNumber),
      );
    },

    async verify(accountId, { phoneNumber, token }) {
      const row = await account(accountId);
      if (row.phoneVerified || row.phoneNumber !== phoneNumber) {
        throw new ApiError(400, 'PHONE_NUMBER_NOT_INCLUDED');
      }
      await useCode(accountId, 'VERIFY', phoneNumber, token);
      const validationCode = await markVerified(accountId, phoneNumber);
      await deps.onFirstPhoneVerified?.(accountId);
      return { phoneNumber, validationCode };
    },

    async requestChangeSms(accountId, { password, phoneNumber, messageText }) {
      await checkPassword(accountId, password);
      const row = await account(accountId);
      if (!row.phoneVerified) throw new ApiError(400, 'PHONE_NUMBER_NOT_VERIFIED');
      if (row.phoneNumber === phoneNumber) throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
      if (await accounts.isPhoneVerifiedElsewhere(phoneNumber, accountId)) {
        throw new ApiError(409, 'PHONE_NUMBER_EXISTS');
      }
      return sendCode(row, 'CHANGE', phoneNumber, messageText);
    },

    async changePhoneNumber(accountId, { password, phoneNumber, token }) {
      await checkPassword(accountId, password);
      const row = await account(accountId);
      if (!row.phoneVerified) throw new ApiError(400, 'PHONE_NUMBER_NOT_VERIFIED');
      await useCode(accountId, 'CHANGE', phoneNumber, token);
      await markVerified(accountId, phoneNumber);
      await deps.onPhoneChanged?.(accountId, phoneNumber);
      return { phoneNumber, isVerified: true, verifyCode: null, changeCode: null };
    },

    async resetPhoneNumber(accountId) {
      const row = await account(accountId);
      if (row.phoneVerified) throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
      // The pending code stays (its resend lock too) but no longer matches a number on file.
      await accounts.setPendingPhone(accountId, null);
    },

    async isPhoneNumberUnique(accountId, phoneNumber) {
      return { isUnique: !(await accounts.isPhoneVerifiedElsewhere(phoneNumber, accountId)) };
    },

    async status(accountId) {
      const row = await account(accountId);
      // A code already sent survives a reload of the page (issue 25): when it can still be typed and
      // when a new one may be asked. VERIFY only for the number on file (Change forgets it).
      const [verifyCode, changeCode] = row.phoneVerified
        ? [null, await liveOtp(deps, accountId, 'CHANGE')]
        : [row.phoneNumber ? await liveOtp(deps, accountId, 'VERIFY', row.phoneNumber) : null, null];
      return { phoneNumber: row.phoneNumber, isVerified: row.phoneVerified, verifyCode, changeCode };
    },
  };
}
