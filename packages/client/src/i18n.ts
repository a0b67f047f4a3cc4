import i18next, { type BackendModule, type ResourceLanguage } from 'i18next';
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
  /**
   * The languages bundled with the app, e.g. `{ ja: { translation: ja } }`: at least Japanese, the
   * default and the fallback of every key.
   */
  resources: Partial<Record<LanguageCode, ResourceLanguage>> & { [DEFAULT_LANGUAGE]: ResourceLanguage };
  /**
   * The other languages, each downloaded when it is first needed (a chunk of its own): a first visit in
   * Japanese does not download the English texts, nor the other way round past the fallback.
   */
  lazy?: Partial<Record<LanguageCode, () => Promise<ResourceLanguage>>>;
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
export function createI18nInit({ resources, lazy = {}, persistLanguage }: I18nSetup): () => typeof i18next {
  return function initI18n() {
    if (i18next.isInitialized) return i18next;
    i18next.on('languageChanged', (language) => {
      document.documentElement.lang = toLanguageCode(language);
      if (persistLanguage) storeLanguage(toLanguageCode(language));
    });
    // changeLanguage (and the start in a stored language) downloads a lazy language before switching.
    ready = i18next
      .use(initReactI18next)
      .use(lazyLanguages(lazy))
      .init({
        resources,
        partialBundledLanguages: true,
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

let ready: Promise<unknown> = Promise.resolve();

/**
 * Settles once the language the app started in can be drawn: at once for a bundled one, after its
 * download for a lazy one (a failed download settles too: the texts then fall back to Japanese).
 * Mount after it, so the first frame is in the player's language without a suspended render.
 */
export function i18nReady(): Promise<void> {
  return ready.then(
    () => undefined,
    () => undefined,
  );
}

/** An i18next backend that answers from the app's own lazy chunks (nothing is fetched from elsewhere). */
function lazyLanguages(lazy: NonNullable<I18nSetup['lazy']>): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      const load = lazy[toLanguageCode(language)];
      if (!load || toLanguageCode(language) !== language) {
        callback(null, {});
        return;
      }
      load().then(
        (bundle) => callback(null, bundle[namespace] ?? {}),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}
