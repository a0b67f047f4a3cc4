import { z } from 'zod';

/**
 * Field rules of SPEC §5, once, for the server and the site's forms alike. Messages are i18n keys
 * (`validation.*` in the site's locale files), never English text: the site translates them, the
 * server only needs to know that a rule failed (400 REQUEST_VALIDATION_ERROR).
 */
export const FIELD_LIMITS = {
  /** SPEC §5/§9: 3–14 characters. */
  displayNameMin: 3,
  displayNameMax: 14,
  /** SPEC §5 says 6 while its message says 5; we enforce 6 and say 6 everywhere (issue 3). */
  passwordMin: 6,
  /** Upper bound keeps argon2 work per request bounded. */
  passwordMax: 128,
  emailMax: 254,
  /** E.164: a plus sign and at most 15 digits. */
  phoneDigitsMax: 15,
  otpLength: 6,
} as const;

/** Letters, digits, and Japanese kana/kanji (hiragana, katakana incl. prolonged sound mark, CJK ideographs). */
export const DISPLAY_NAME_PATTERN = /^[A-Za-z0-9\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー]+$/u;
/** A pragmatic e-mail pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^\+[0-9]{6,15}$/;

export const emailSchema = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .min(1, 'validation.emailRequired')
  .max(FIELD_LIMITS.emailMax, 'validation.emailInvalid')
  .regex(EMAIL_PATTERN, 'validation.emailInvalid');

/** The sign-in password: only required (the account's rules were checked when it was set). */
export const loginPasswordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .max(FIELD_LIMITS.passwordMax, 'validation.passwordTooLong');

/** A new password: at least 6 characters. */
export const newPasswordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .min(FIELD_LIMITS.passwordMin, 'validation.passwordTooShort')
  .max(FIELD_LIMITS.passwordMax, 'validation.passwordTooLong');

export const displayNameSchema = z
  .string({ error: 'validation.displayNameRequired' })
  .trim()
  .min(1, 'validation.displayNameRequired')
  .min(FIELD_LIMITS.displayNameMin, 'validation.displayNameLength')
  .max(FIELD_LIMITS.displayNameMax, 'validation.displayNameLength')
  .regex(DISPLAY_NAME_PATTERN, 'validation.displayNameCharacters');

export const phoneNumberSchema = z
  .string({ error: 'validation.phoneRequired' })
  .trim()
  .min(1, 'validation.phoneRequired')
  .regex(PHONE_PATTERN, 'validation.phoneInvalid');

export const otpSchema = z
  .string({ error: 'validation.codeRequired' })
  .trim()
  .min(1, 'validation.codeRequired')
  .max(FIELD_LIMITS.otpLength, 'validation.codeLength')
  .regex(/^[0-9]+$/, 'validation.codeLength');
