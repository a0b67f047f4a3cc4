import { z } from 'zod';
import {
  displayNameSchema,
  emailSchema,
  loginPasswordSchema,
  newPasswordSchema,
  otpSchema,
  phoneNumberSchema,
} from './fields.ts';
import { languageCodeSchema } from './languages.ts';
import { realityCheckIntervalSchema } from './responsible-play.ts';

/** Auth, phone, captcha and outbox paths (SPEC §7, exactly as written; relative to the API base path). */
export const AUTH_PATHS = {
  signup: '/auth/signup',
  signin: '/auth/signin',
  logout: '/auth/logout',
  /** Designed (not in SPEC): `{ player }`, null when nobody is signed in (200 either way, so it never trips the 401 path). */
  session: '/auth/session',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  changePassword: '/auth/change-password',
  changePhoneNumber: '/auth/change-phone-number',
  requestOtpSms: '/auth/RequestOtpSms',
  verifyOtp: '/auth/VerifyOTP',
  requestOtpSmsForPhoneNumberChange: '/auth/request-otp-sms-for-phone-number-change',
  resetPhoneNumber: '/auth/reset-phone-number',
  isEmailUsernameUnique: '/auth/IsEmailUsernameUnique',
  isPhoneNumberUnique: '/auth/IsPhoneNumberUnique',
  isPhoneNumberVerified: '/auth/IsPhoneNumberVerified',
  getPlayerToken: '/auth/get-player-token',
  /** SPEC §7: "Account deletion: path not shown". */
  deleteAccount: '/auth/delete-account',
  captchaChallenge: '/captcha/challenge',
  devOutbox: '/dev/outbox',
  /** Test-only (NODE_ENV=test): moves the server's clock forward by `advanceMs`. */
  devClock: '/dev/clock',
  /** Test-only: runs every scheduled job once now (draws, settlements) and answers when done. */
  devRunJobs: '/dev/jobs/run',
  /** Test-only: commits a chosen server seed for a game session (tests that must show a rare feature). */
  devStudioServerSeed: '/dev/studio/server-seed',
  /**
   * Test-only: the open picks of a game session's player in its game reach their deadline now (a browser
   * test shows a round left past its deadline without moving the whole server's clock).
   */
  devStudioExpirePicks: '/dev/studio/expire-picks',
} as const;

/** Name of the HttpOnly session cookie and of the readable display cookie (SPEC §3). */
export const SESSION_COOKIE = 'sid';
export const PLAYER_COOKIE = 'player';

/** The signed-in player as the site sees it. */
export const playerSchema = z.object({
  accountId: z.string(),
  accountRef: z.string(),
  displayName: z.string(),
  email: z.string(),
  languageCode: languageCodeSchema,
  phoneNumber: z.string().nullable(),
  isPhoneVerified: z.boolean(),
  isTester: z.boolean(),
});
export type Player = z.infer<typeof playerSchema>;

/** GET /auth/session; also the body of a successful sign-up (201) and sign-in (200). */
export const sessionResponseSchema = z.object({ player: playerSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** What the readable `player` cookie carries: display data only (SPEC §3, ARCHITECTURE 7). */
export const playerCookieSchema = z.object({ displayName: z.string() });

export const captchaDataSchema = z.object({
  challengeId: z.string().min(1).max(128),
  answer: z.string().min(1).max(64),
});
export type CaptchaData = z.infer<typeof captchaDataSchema>;

export const signupRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  displayName: displayNameSchema,
  isAgeOver18: z.literal(true, { error: 'validation.termsRequired' }),
  languageCode: languageCodeSchema,
  captchaData: captchaDataSchema.optional(),
  /** Reality-check interval chosen at sign-up (responsible-play.ts REALITY_CHECK_INTERVALS; 0 = off). */
  realityCheckMinutes: realityCheckIntervalSchema.optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const signinRequestSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
  siteRef: z.string().max(64).optional(),
});
export type SigninRequest = z.infer<typeof signinRequestSchema>;

export const forgotPasswordRequestSchema = z.object({
  email: emailSchema,
  languageCode: languageCodeSchema.optional(),
  siteRef: z.string().max(64).optional(),
});

export const resetPasswordRequestSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
    token: z.string().min(1).max(256),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordMismatch',
  });

export const changePasswordRequestSchema = z.object({
  currentPassword: loginPasswordSchema,
  newPassword: newPasswordSchema,
});

/** messageText must contain `{code}`, where the server puts the one-time code (SPEC §7). */
export const smsMessageTextSchema = z
  .string()
  .min(1)
  .max(320)
  .refine((t) => t.includes('{code}'), 'validation.messageTextNeedsCode');

export const requestOtpSmsRequestSchema = z.object({
  phoneNumber: phoneNumberSchema,
  messageText: smsMessageTextSchema,
});

export const requestOtpSmsForPhoneNumberChangeRequestSchema = z.object({
  password: loginPasswordSchema,
  phoneNumber: phoneNumberSchema,
  messageText: smsMessageTextSchema,
});

/** Answer to both OTP requests: when a new code may be asked for, and when this one expires. */
export const otpSentResponseSchema = z.object({
  phoneNumber: z.string(),
  resendAvailableAt: z.string(),
  expiresAt: z.string(),
});
export type OtpSentResponse = z.infer<typeof otpSentResponseSchema>;

export const verifyOtpRequestSchema = z.object({
  phoneNumber: phoneNumberSchema,
  token: otpSchema,
});
/** Phone validation (SPEC §3). */
export const verifyOtpResponseSchema = z.object({
  phoneNumber: z.string(),
  validationCode: z.string(),
});

export const changePhoneNumberRequestSchema = z.object({
  password: loginPasswordSchema,
  phoneNumber: phoneNumberSchema,
  token: otpSchema,
});

/** Phone status (SPEC §3). */
export const phoneStatusSchema = z.object({
  phoneNumber: z.string().nullable(),
  isVerified: z.boolean(),
  /**
   * Designed (issue 25): the code already sent and still usable, so a reloaded page asks for it again
   * with the resend countdown — for verifying the number on file (unverified) and for a change of number
   * (verified). Null when there is none (absent reads as null).
   */
  verifyCode: otpSentResponseSchema.nullable().default(null),
  changeCode: otpSentResponseSchema.nullable().default(null),
});
export type PhoneStatus = z.infer<typeof phoneStatusSchema>;

export const isEmailUsernameUniqueRequestSchema = z.object({
  email: emailSchema,
  displayName: displayNameSchema,
  siteRef: z.string().max(64).optional(),
});
export const isEmailUsernameUniqueResponseSchema = z.object({
  isEmailUnique: z.boolean(),
  isDisplayNameUnique: z.boolean(),
});

export const isPhoneNumberUniqueRequestSchema = z.object({ phoneNumber: phoneNumberSchema });
export const isPhoneNumberUniqueResponseSchema = z.object({ isUnique: z.boolean() });

/** Auth token (SPEC §3): a short-lived signed token for embeds (game and lobby frames). */
export const playerTokenResponseSchema = z.object({
  authToken: z.string(),
  expiresAt: z.string(),
});

export const deleteAccountRequestSchema = z.object({ password: loginPasswordSchema });

/**
 * A self-hosted proof-of-work captcha challenge (ALTCHA v2, docs/decisions/024-proof-of-work-captcha.md): the
 * browser tries counters from 0 until PBKDF2(nonce ‖ counter, salt, cost) starts with `keyPrefix`, then sends
 * `captchaData { challengeId, answer: String(counter) }`. Nothing to read: no image, no text.
 */
export const captchaChallengeSchema = z.object({
  challengeId: z.string(),
  pow: z.object({
    algorithm: z.literal('PBKDF2/SHA-256'),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int().positive(),
    keyLength: z.number().int().positive(),
    keyPrefix: z.string(),
  }),
  expiresAt: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['EMAIL', 'SMS']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  createdDate: z.string(),
});
export const outboxResponseSchema = z.array(outboxMessageSchema);
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
