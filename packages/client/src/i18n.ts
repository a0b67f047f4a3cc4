import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_STORAGE_KEY,
  languageCodeSchema,
  type LanguageCode,
} from '@casino/contract';

/** The current language as one of ours (i18next may report a fallback chain entry). */
export function toLanguageCode(value: string | null | undefined): LanguageCode {
  const parsed = languageCodeSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

/** The language the site last stored in localStorage (`languageCode`), else Japanese. */
export function readStoredLanguage(): LanguageCode {
  try {
    return toLanguageCode(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function storeLanguage(language: LanguageCode): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}

export interface I18nSetup {
  /** Every language's namespaces, e.g. `{ ja: { translation: ja }, en: { translation: en } }`. */
  resources: Record<LanguageCode, ResourceLanguage>;
  /**
   * Store every language change in localStorage. The site owns the player's choice and stores it; the
   * game clients (same origin) only read the site's choice, never write it.
   */
  persistLanguage: boolean;
}

/**
 * The app's `initI18n`: react-i18next on the global i18next instance, the stored language first (ja by
 * default, en), `<html lang>` following every change. Idempotent: a second call returns the instance.
 */
export function createI18nInit({ resources, persistLanguage }: I18nSetup): () => typeof i18next {
  return function initI18n() {
    if (i18next.isInitialized) return i18next;
    i18next.on('languageChanged', (language) => {
      document.documentElement.lang = toLanguageCode(language);
      if (persistLanguage) storeLanguage(toLanguageCode(language));
    });
    void i18next.use(initReactI18next).init({
      resources,
      lng: readStoredLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGE_CODES],
      interpolation: { escapeValue: false },
      returnNull: false,
      // A missing key fails loudly in development and in tests (the test setups fail on console.error).
      saveMissing: import.meta.env.DEV || import.meta.env.MODE === 'test',
      missingKeyHandler: (languages, _namespace, key) => {
        console.error(`[i18n] missing key "${key}" for ${languages.join(', ')}`);
      },
      initAsync: false,
    });
    document.documentElement.lang = toLanguageCode(i18next.language);
    return i18next;
  };
}
