import { ERROR_CODES } from '@casino/contract';
import { describe, expect, it } from 'vitest';

/** A locale file as a flat map: `{ a: { b: 'x' } }` → `a.b` → `'x'`. */
export function flattenLocale(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flattenLocale(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function placeholders(text: unknown): (string | undefined)[] {
  return [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
}

/**
 * The checks every app's ja/en locale files must pass: the same keys in both, no empty text, a text for
 * every error code of the catalogue, the same interpolation placeholders. Call it from a test file of the
 * app (so it runs in the app's vitest project); `more` adds the app's own checks to the same block.
 */
export function describeLocaleParity(
  title: string,
  locales: { ja: unknown; en: unknown },
  more?: () => void,
): void {
  const jaKeys = flattenLocale(locales.ja);
  const enKeys = flattenLocale(locales.en);

  describe(title, () => {
    it('have exactly the same keys in ja and en', () => {
      expect([...enKeys.keys()].filter((k) => !jaKeys.has(k))).toEqual([]);
      expect([...jaKeys.keys()].filter((k) => !enKeys.has(k))).toEqual([]);
    });

    it('have no empty texts', () => {
      for (const [key, value] of [...jaKeys, ...enKeys]) {
        expect(typeof value, key).toBe('string');
        expect(String(value).trim(), key).not.toBe('');
      }
    });

    it('translate every error code of the catalogue in both languages', () => {
      for (const code of ERROR_CODES) {
        expect(jaKeys.has(`errors.${code}`), `ja errors.${code}`).toBe(true);
        expect(enKeys.has(`errors.${code}`), `en errors.${code}`).toBe(true);
      }
    });

    it('use the same interpolation placeholders in both languages', () => {
      for (const [key, value] of jaKeys) {
        expect(placeholders(enKeys.get(key)), key).toEqual(placeholders(value));
      }
    });

    more?.();
  });
}
