import { createI18nInit } from '@casino/client';
import ja from '../locales/ja.json';
import en from '../locales/en.json';

export { toLanguageCode } from '@casino/client';

/** Japanese is the source locale: its shape types every key (see i18next.d.ts). */
export const resources = { ja: { translation: ja }, en: { translation: en } } as const;

/** The site owns the player's language choice: every change is stored in localStorage (`languageCode`). */
export const initI18n = createI18nInit({ resources, persistLanguage: true });
