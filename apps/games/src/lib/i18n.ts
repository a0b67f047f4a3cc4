import { createI18nInit } from '@casino/client';
import ja from '../locales/ja.json';

export { i18nReady, toLanguageCode } from '@casino/client';

/** Japanese is the source locale: its shape types every key (see i18next.d.ts), and it is bundled. */
const resources = { ja: { translation: ja } } as const;
/** English comes in its own chunk, downloaded only by a player who speaks it (issue 31: ~10 KB less). */
const lazy = { en: () => import('../locales/en.json').then(({ default: en }) => ({ translation: en })) };

/**
 * Before the session answers, speak the language the site last stored (same origin, read only); once it
 * answers, the session's language wins. The game never writes the site's choice.
 */
export const initI18n = createI18nInit({ resources, lazy, persistLanguage: false });
