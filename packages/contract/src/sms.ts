import type { LanguageCode } from './languages.ts';

/**
 * The only texts the server sends by SMS (issue 17, hole 1): SPEC §7's `messageText` is kept, but a
 * text that is not one of these is replaced by the template of the player's language, so our sender
 * cannot carry anyone's message (links, phishing) to any number. `{code}` is the one-time code. The
 * site's locale files carry the same texts (`phone.smsText`); a test keeps them equal.
 */
export const SMS_TEMPLATES: Readonly<Record<LanguageCode, string>> = {
  ja: '夜桜カジノの認証コード: {code}',
  en: 'Your Yozakura Casino code: {code}',
};
