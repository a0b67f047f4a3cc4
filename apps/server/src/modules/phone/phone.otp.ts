import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { SMS_TEMPLATES, type OtpSentResponse } from '@casino/contract';
import type { SmsMessage } from '../../adapters/sms.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { ApiError, tooManyRequests } from '../../errors.ts';
import type { AccountsService, AccountSummary } from '../auth/auth.service.ts';
import { hashedSubject, RULES, type LimitsService } from '../limits/limits.service.ts';
import type { SecretsService } from '../secrets/secrets.service.ts';
import * as repo from './phone.repository.ts';
import type { OtpPurpose } from './phone.table.ts';

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_RESEND_LOCK_MS = 30_000;
export const OTP_MAX_ATTEMPTS = 5;
export const SMS_MAX_LENGTH = 160;
const CODE_LENGTH = 6;

export interface PhoneServiceDeps {
  db: Db;
  clock: Clock;
  accounts: AccountsService;
  secrets: SecretsService;
  sendSms: (message: SmsMessage) => Promise<void>;
  /** Counts the per-number SMS limits (RULES.otpSmsNumberHour/Day); absent = not limited (unit tests). */
  limits?: Pick<LimitsService, 'hit'>;
  /**
   * Runs after an account's phone number was verified for the first time (VerifyOTP, not a change of
   * number); app.ts adds the PHONE_VERIFIED pending bonus (idempotent per account). Must not throw.
   */
  onFirstPhoneVerified?: (accountId: string) => Promise<void>;
  /** Runs after a verified number was replaced by another (app.ts: the player's security notice). */
  onPhoneChanged?: (accountId: string, phoneNumber: string) => Promise<void>;
}

/**
 * The SMS text with the code in it: only our own templates are ever sent (issue 17, hole 1). A
 * messageText that is one of them is used as it is (the site sends the one of its language); any other
 * text is replaced by the template of the player's language.
 */
export function smsText(messageText: string, code: string, language: string): string {
  const templates = Object.values(SMS_TEMPLATES);
  const template = templates.includes(messageText)
    ? messageText
    : (SMS_TEMPLATES[language as keyof typeof SMS_TEMPLATES] ?? SMS_TEMPLATES.ja);
  return template.replaceAll('{code}', code);
}

export type SendCodeArgs = Parameters<typeof sendOtp> extends [unknown, ...infer Rest] ? Rest : never;
export type UseCodeArgs = Parameters<typeof useOtp> extends [unknown, ...infer Rest] ? Rest : never;

export async function codeHash(
  { secrets }: Pick<PhoneServiceDeps, 'secrets'>,
  accountId: string,
  purpose: OtpPurpose,
  phoneNumber: string,
  code: string,
) {
  return createHmac('sha256', await secrets.tokenSecret())
    .update(`otp|${accountId}|${purpose}|${phoneNumber}|${code}`)
    .digest('hex');
}

export async function accountOf({ accounts }: PhoneServiceDeps, accountId: string): Promise<AccountSummary> {
  const row = await accounts.get(accountId);
  if (!row) throw new ApiError(401, 'UNAUTHORIZED');
  return row;
}

export async function checkAccountPassword(
  { accounts }: PhoneServiceDeps,
  accountId: string,
  password: string,
) {
  if (!(await accounts.checkPassword(accountId, password)))
    throw new ApiError(400, 'INVALID_CURRENT_PASSWORD');
}

export async function sendOtp(
  deps: PhoneServiceDeps,
  account: AccountSummary,
  purpose: OtpPurpose,
  phoneNumber: string,
  messageText: string,
  beforeSend?: () => Promise<void>,
): Promise<OtpSentResponse> {
  const { db, clock } = deps;
  const accountId = account.accountId;
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const text = smsText(messageText, code, account.languageCode);
  // However many accounts and addresses ask: a number gets at most so many texts an hour and a day.
  const target = hashedSubject(`sms|${phoneNumber}`);
  await deps.limits?.hit(RULES.otpSmsNumberHour, target);
  await deps.limits?.hit(RULES.otpSmsNumberDay, target);
  const now = clock.now();
  const stored = await repo.replaceOtp(
    db,
    {
      account_id: accountId,
      purpose,
      phone_number: phoneNumber,
      code_hash: await codeHash(deps, accountId, purpose, phoneNumber, code),
      attempts: 0,
      created_at: now,
      expires_at: new Date(now.getTime() + OTP_TTL_MS),
      resend_available_at: new Date(now.getTime() + OTP_RESEND_LOCK_MS),
      consumed_at: null,
    },
    now,
  );
  if (!stored) {
    // The 30-second resend lock: say how long it still holds (Retry-After).
    const held = await repo.findOtp(db, accountId, purpose);
    const until = held ? new Date(held.resend_available_at).getTime() : now.getTime() + OTP_RESEND_LOCK_MS;
    throw tooManyRequests(until - now.getTime());
  }
  await beforeSend?.();
  await deps.sendSms({ to: phoneNumber, text });
  return {
    phoneNumber,
    resendAvailableAt: new Date(stored.resend_available_at).toISOString(),
    expiresAt: new Date(stored.expires_at).toISOString(),
  };
}

/** Uses the code; 400 PHONE_NUMBER_NOT_INCLUDED when no code was sent to that number, else INVALID_ONE_TIME_PASSWORD. */
export async function useOtp(
  deps: PhoneServiceDeps,
  accountId: string,
  purpose: OtpPurpose,
  phoneNumber: string,
  code: string,
) {
  const { db, clock } = deps;
  const outcome = await repo.attemptOtp(
    db,
    { accountId, purpose, phoneNumber },
    await codeHash(deps, accountId, purpose, phoneNumber, code),
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

export async function markPhoneVerified(
  { db, clock, accounts }: PhoneServiceDeps,
  accountId: string,
  phoneNumber: string,
) {
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

/**
 * The code last sent for `purpose` while it can still be used (unused, unexpired, tries left) to
 * `phoneNumber` when given: what a reloaded page needs to ask for it again (issue 25). Never the code.
 */
export async function liveOtp(
  { db, clock }: PhoneServiceDeps,
  accountId: string,
  purpose: OtpPurpose,
  phoneNumber?: string | null,
): Promise<OtpSentResponse | null> {
  const otp = await repo.findOtp(db, accountId, purpose);
  const now = clock.now().getTime();
  if (!otp || otp.consumed_at !== null || otp.attempts >= OTP_MAX_ATTEMPTS) return null;
  if (new Date(otp.expires_at).getTime() <= now) return null;
  if (phoneNumber !== undefined && otp.phone_number !== phoneNumber) return null;
  return {
    phoneNumber: otp.phone_number,
    resendAvailableAt: new Date(otp.resend_available_at).toISOString(),
    expiresAt: new Date(otp.expires_at).toISOString(),
  };
}
