import { z } from 'zod';

/**
 * Form rules of SPEC §5 with the message keys of packages/contract/src/fields.ts (messages are i18n
 * keys, translated where they are shown). The contract's field schemas are not exported from its
 * index yet; when they are, these become `z.object({ email: emailSchema, … })` over them.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters, digits and Japanese kana/kanji (ー is the kana length mark). */
const DISPLAY_NAME_PATTERN = /^[A-Za-z0-9\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー]+$/u;
/** SPEC §5 enforces 6 while its message says 5; we enforce 6 and say 6. */
const PASSWORD_MIN = 6;
const PASSWORD_MAX = 128;

const email = z
  .string()
  .trim()
  .min(1, 'validation.emailRequired')
  .max(254, 'validation.emailInvalid')
  .regex(EMAIL_PATTERN, 'validation.emailInvalid');

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'validation.passwordRequired').max(PASSWORD_MAX, 'validation.passwordTooLong'),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const signupSchema = z.object({
  email,
  displayName: z
    .string()
    .trim()
    .min(1, 'validation.displayNameRequired')
    .min(3, 'validation.displayNameLength')
    .max(14, 'validation.displayNameLength')
    .regex(DISPLAY_NAME_PATTERN, 'validation.displayNameCharacters'),
  password: z
    .string()
    .min(1, 'validation.passwordRequired')
    .min(PASSWORD_MIN, 'validation.passwordTooShort')
    .max(PASSWORD_MAX, 'validation.passwordTooLong'),
  isAgeOver18: z.boolean().refine((agreed) => agreed, 'validation.termsRequired'),
});
export type SignupValues = z.infer<typeof signupSchema>;
