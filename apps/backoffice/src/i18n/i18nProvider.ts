import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@casino/contract';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { en } from './en.ts';
import { ja } from './ja.ts';
import { raJapaneseMessages } from './ra-japanese.ts';

/**
 * Every text of the console per language: react-admin's own messages, then ours. Japanese starts from the
 * English react-admin messages so a key the Japanese package lacks (newer react-admin) still shows text.
 */
export const MESSAGES: Record<LanguageCode, TranslationMessages> = {
  ja: mergeTranslations(englishMessages, raJapaneseMessages, ja),
  en: mergeTranslations(englishMessages, en),
};

/**
 * Japanese by default; the language switcher of the app bar lists both (in their own names) and
 * react-admin keeps the choice in its localStorage store. `allowMissing` stays off so a missing key shows
 * up as the key itself rather than silently.
 */
export function createI18nProvider() {
  return polyglotI18nProvider(
    (locale) => MESSAGES[locale === 'en' ? 'en' : 'ja'],
    DEFAULT_LANGUAGE,
    LANGUAGES.map((language) => ({ locale: language.code, name: language.name })),
  );
}
