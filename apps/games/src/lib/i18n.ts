import { createI18nInit } from '@casino/client';
import ja from '../locales/ja.json';
import en from '../locales/en.json';

export { toLanguageCode } from '@casino/client';

/** Japanese is the source locale: its shape types every key (see i18next.d.ts). */
export const resources = { ja: { translation: ja }, en: { translation: en } } as const;

/**
 * Before the session answers, speak the language the site last stored (same origin, read only); once it
 * answers, the session's language wins. The game never writes the site's choice.
 */
export const initI18n = createI18nInit({ resources, persistLanguage: false });
