import en from './locales/en.json';
import ja from './locales/ja.json';

/** The lobby's texts (ja default, en), from its own locale files: the launcher stays small. */
export type Language = 'ja' | 'en';
const DICTIONARIES = { ja, en } as const;

export function toLanguage(code: string | null | undefined): Language {
  return code?.toLowerCase().startsWith('en') ? 'en' : 'ja';
}

type Vars = Record<string, string | number>;

/** A translator for `language`: dotted keys, `{{name}}` placeholders; a missing key shows the key. */
export function translator(language: Language) {
  const dictionary: unknown = DICTIONARIES[language];
  return (key: string, vars: Vars = {}): string => {
    let node: unknown = dictionary;
    for (const part of key.split('.')) {
      node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    }
    if (typeof node !== 'string') return key;
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  };
}
export type Translate = ReturnType<typeof translator>;
