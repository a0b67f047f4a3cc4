import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Lang } from './site.ts';

/** The site's own locale files: tests look for the texts a player reads, in the player's language. */
const localeDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'web', 'src', 'locales');
const locales = {
  ja: JSON.parse(readFileSync(join(localeDir, 'ja.json'), 'utf8')) as Record<string, unknown>,
  en: JSON.parse(readFileSync(join(localeDir, 'en.json'), 'utf8')) as Record<string, unknown>,
};

/** The text of a dotted key with {{name}} placeholders filled in. */
export function text(lang: Lang, key: string, values: Record<string, string> = {}): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], locales[lang]);
  if (typeof value !== 'string') throw new Error(`no text ${key} in ${lang}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
