import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  languageCodeSchema,
  type LanguageCode,
} from '@casino/contract';
import ja from '../locales/ja.json';
import en from '../locales/en.json';

/** Japanese is the source locale: its shape types every key (see i18next.d.ts). */
export const resources = { ja: { translation: ja }, en: { translation: en } } as const;

/**
 * Before the session answers, speak the language the site last stored (same origin, read only); once it
 * answers, the session's language wins. The game never writes the site's choice.
 */
function initialLanguage(): LanguageCode {
  try {
    const parsed = languageCodeSchema.safeParse(localStorage.getItem(LANGUAGE_STORAGE_KEY));
    return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function toLanguageCode(value: string | undefined): LanguageCode {
  const parsed = languageCodeSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

export function initI18n(): typeof i18next {
  if (i18next.isInitialized) return i18next;
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = toLanguageCode(language);
  });
  void i18next.use(initReactI18next).init({
    resources,
    lng: initialLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['ja', 'en'],
    interpolation: { escapeValue: false },
    returnNull: false,
    // A missing key fails loudly in development and in tests (the test setup fails on console.error).
    saveMissing: import.meta.env.DEV || import.meta.env.MODE === 'test',
    missingKeyHandler: (languages, _namespace, key) => {
      console.error(`[i18n] missing key "${key}" for ${languages.join(', ')}`);
    },
    initAsync: false,
  });
  document.documentElement.lang = toLanguageCode(i18next.language);
  return i18next;
}
