import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { z } from 'zod';
import type {
  changePhoneNumberRequestSchema,
  OtpSentResponse,
  PhoneStatus,
  requestOtpSmsForPhoneNumberChangeRequestSchema,
  requestOtpSmsRequestSchema,
  verifyOtpRequestSchema,
} from '@casino/contract';
import type { SmsMessage } from '../../adapters/sms.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { AccountsService } from '../auth/auth.service.ts';
import type { AccountRow } from '../auth/auth.table.ts';
import type { SecretsService } from '../secrets/secrets.service.ts';
import * as repo from './phone.repository.ts';
import type { OtpPurpose } from './phone.table.ts';

type RequestOtpSms = z.infer<typeof requestOtpSmsRequestSchema>;
type RequestOtpSmsForChange = z.infer<typeof requestOtpSmsForPhoneNumberChangeRequestSchema>;
type VerifyOtp = z.infer<typeof verifyOtpRequestSchema>;
type ChangePhoneNumber = z.infer<typeof changePhoneNumberRequestSchema>;

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_RESEND_LOCK_MS = 30_000;
export const OTP_MAX_ATTEMPTS = 5;
export const SMS_MAX_LENGTH = 160;
const CODE_LENGTH = 6;

export interface PhoneService {
  requestVerificationSms(accountId: string, body: RequestOtpSms): Promise<OtpSentResponse>;
  verify(accountId: string, body: VerifyOtp): Promise<{ phoneNumber: string; validationCode: string }>;
  requestChangeSms(accountId: string, body: RequestOtpSmsForChange): Promise<OtpSentResponse>;
  changePhoneNumber(accountId: string, body: ChangePhoneNumber): Promise<PhoneStatus>;
  resetPhoneNumber(accountId: string): Promise<void>;
  isPhoneNumberUnique(accountId: string, phoneNumber: string): Promise<{ isUnique: boolean }>;
  status(accountId: string): Promise<PhoneStatus>;
}

export interface PhoneServiceDeps {
  db: Db;
  clock: Clock;
  accounts: AccountsService;
  secrets: SecretsService;
  sendSms: (message: SmsMessage) => Promise<void>;
  /**
   * Runs after an account's phone number was verified for the first time (VerifyOTP, not a change of
   * number); app.ts adds the PHONE_VERIFIED pending bonus (idempotent per account). Must not throw.
   */
  onFirstPhoneVerified?: (accountId: string) => Promise<void>;
}

/** Links in SMS texts are refused: our sender must not be usable to spread them. */
const URL_PATTERN = /(https?:|www\.|:\/\/)/i;

/** The SMS text with the code in it; 400 for a text with a link or over 160 characters. */
export function smsText(messageText: string, code: string): string {
  if (URL_PATTERN.test(messageText)) throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
  const text = messageText.replaceAll('{code}', code);
  if (text.length > SMS_MAX_LENGTH) throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
  return text;
}

export function createPhoneService(deps: PhoneServiceDeps): PhoneService {
  const { db, clock, accounts, secrets } = deps;

  async function codeHash(accountId: string, purpose: OtpPurpose, phoneNumber: string, code: string) {
    return createHmac('sha256', await secrets.tokenSecret())
      .update(`otp|${accountId}|${purpose}|${phoneNumber}|${code}`)
      .digest('hex');
  }

  async function account(accountId: string): Promise<AccountRow> {
    const row = await accounts.get(accountId);
    if (!row) throw new ApiError(401, 'UNAUTHORIZED');
    return row;
  }

  async function checkPassword(accountId: string, password: string) {
    if (!(await accounts.checkPassword(accountId, password)))
      throw new ApiError(400, 'INVALID_CURRENT_PASSWORD');
  }

  async function sendCode(
    accountId: string,
    purpose: OtpPurpose,
    phoneNumber: string,
    messageText: string,
    beforeSend?: () => Promise<void>,
  ): Promise<OtpSentResponse> {
    const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
    const text = smsText(messageText, code);
    const now = clock.now();
    const stored = await repo.replaceOtp(
      db,
      {
        account_id: accountId,
        purpose,
        phone_number: phoneNumber,
        code_hash: await codeHash(accountId, purpose, phoneNumber, code),
        attempts: 0,
        created_at: now,
        expires_at: new Date(now.getTime() + OTP_TTL_MS),
        resend_available_at: new Date(now.getTime() + OTP_RESEND_LOCK_MS),
        consumed_at: null,
      },
      now,
    );
    if (!stored) throw new ApiError(429, 'TOO_MANY_REQUESTS'); // the 30-second resend lock
    await beforeSend?.();
    await deps.sendSms({ to: phoneNumber, text });
    return {
      phoneNumber,
      resendAvailableAt: new Date(stored.resend_available_at).toISOString(),
      expiresAt: new Date(stored.expires_at).toISOString(),
    };
  }

  /** Uses the code; 400 PHONE_NUMBER_NOT_INCLUDED when no code was sent to that number, else INVALID_ONE_TIME_PASSWORD. */
  async function useCode(accountId: string, purpose: OtpPurpose, phoneNumber: string, code: string) {
    const outcome = await repo.attemptOtp(
      db,
      { accountId, purpose, phoneNumber },
      await codeHash(accountId, purpose, phoneNumber, code),
      clock.now(),
      OTP_MAX_ATTEMPTS,
    );
    if (outcome === 'consumed') return;
    if (outcome === 'no-live-code') {
      const otp = await repo.findOtp(db, accountId, purpose);
      if (!otp || otp.phone_number !== phoneNumber) throw new ApiError(400, 'PHONE_NUMBER_NOT_INCLUDED');
    }
    throw new ApiError(400, 'INVALID_ONE_TIME_PASSWORD');
  }

  async function markVerified(accountId: string, phoneNumber: string) {
    const validationCode = randomBytes(16).toString('base64url');
    await db.transaction().execute(async (tx) => {
      await accounts.setVerifiedPhone(tx, accountId, phoneNumber);
      await repo.insertValidation(tx, {
        validation_code: validationCode,
        account_id: accountId,
        phone_number: phoneNumber,
        created_at: clock.now(),
      });
    });
    return validationCode;
  }

  return {
    async requestVerificationSms(accountId, { phoneNumber, messageText }) {
      const row = await account(accountId);
      // A verified number is changed with the password-protected change flow.
      if (row.phone_verified_at !== null) throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
      if (await accounts.isPhoneVerifiedElsewhere(phoneNumber, accountId)) {
        throw new ApiError(409, 'PHONE_NUMBER_EXISTS');
      }
      return sendCode(accountId, 'VERIFY', phoneNumber, messageText, () =>
        accounts.setPendingPhone(accountId, phoneNumber),
      );
    },

    async verify(accountId, { phoneNumber, token }) {
      const row = await account(accountId);
      if (row.phone_verified_at !== null || row.phone_number !== phoneNumber) {
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
      if (row.phone_verified_at === null) throw new ApiError(400, 'PHONE_NUMBER_NOT_VERIFIED');
      if (row.phone_number === phoneNumber) throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
      if (await accounts.isPhoneVerifiedElsewhere(phoneNumber, accountId)) {
        throw new ApiError(409, 'PHONE_NUMBER_EXISTS');
      }
      return sendCode(accountId, 'CHANGE', phoneNumber, messageText);
    },

    async changePhoneNumber(accountId, { password, phoneNumber, token }) {
      await checkPassword(accountId, password);
      const row = await account(accountId);
      if (row.phone_verified_at === null) throw new ApiError(400, 'PHONE_NUMBER_NOT_VERIFIED');
      await useCode(accountId, 'CHANGE', phoneNumber, token);
      await markVerified(accountId, phoneNumber);
      return { phoneNumber, isVerified: true };
    },

    async resetPhoneNumber(accountId) {
      const row = await account(accountId);
      if (row.phone_verified_at !== null) throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
      // The pending code stays (its resend lock too) but no longer matches a number on file.
      await accounts.setPendingPhone(accountId, null);
    },

    async isPhoneNumberUnique(accountId, phoneNumber) {
      return { isUnique: !(await accounts.isPhoneVerifiedElsewhere(phoneNumber, accountId)) };
    },

    async status(accountId) {
      const row = await account(accountId);
      return { phoneNumber: row.phone_number, isVerified: row.phone_verified_at !== null };
    },
  };
}
