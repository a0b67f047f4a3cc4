import { createI18nInit } from '@casino/client';
import ja from '../locales/ja.json';

export { i18nReady, toLanguageCode } from '@casino/client';

/** Japanese is the source locale: its shape types every key (see i18next.d.ts), and it is bundled. */
const resources = { ja: { translation: ja } } as const;
/** English comes in its own chunk, downloaded only by a player who speaks it (issue 31: ~10 KB less). */
const lazy = { en: () => import('../locales/en.json').then(({ default: en }) => ({ translation: en })) };

/** The site owns the player's language choice: every change is stored in localStorage (`languageCode`). */
export const initI18n = createI18nInit({ resources, lazy, persistLanguage: true });
