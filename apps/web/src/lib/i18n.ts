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

function readStoredLanguage(): LanguageCode {
  try {
    const parsed = languageCodeSchema.safeParse(localStorage.getItem(LANGUAGE_STORAGE_KEY));
    return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The current language as one of ours (i18next may report a fallback chain entry). */
export function toLanguageCode(value: string | undefined): LanguageCode {
  const parsed = languageCodeSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

function applyLanguage(language: string): void {
  document.documentElement.lang = toLanguageCode(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, toLanguageCode(language));
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}

export function initI18n(): typeof i18next {
  if (i18next.isInitialized) return i18next;
  i18next.on('languageChanged', applyLanguage);
  void i18next.use(initReactI18next).init({
    resources,
    lng: readStoredLanguage(),
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
  return i18next;
}
