import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Lang } from './site.ts';

/**
 * The locale files of the site (apps/web) and of the game clients (apps/games): tests look for the texts
 * a player reads, in the player's language.
 */
const appsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps');
type App = 'web' | 'games';
const read = (app: App, lang: Lang) =>
  JSON.parse(readFileSync(join(appsDir, app, 'src', 'locales', `${lang}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
const locales: Record<App, Record<Lang, Record<string, unknown>>> = {
  web: { ja: read('web', 'ja'), en: read('web', 'en') },
  games: { ja: read('games', 'ja'), en: read('games', 'en') },
};

/** The text of a dotted key with {{name}} placeholders filled in (the site's texts unless `app` says). */
export function text(lang: Lang, key: string, values: Record<string, string> = {}, app: App = 'web'): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], locales[app][lang]);
  if (typeof value !== 'string') throw new Error(`no text ${key} in ${lang}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
