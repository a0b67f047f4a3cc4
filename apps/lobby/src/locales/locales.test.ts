import { flattenLocale } from '@casino/client/testing';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import ja from './ja.json';

describe('lobby locale files', () => {
  const flatJa = flattenLocale(ja);
  const flatEn = flattenLocale(en);
  it('have the same keys, no empty text, the same placeholders', () => {
    expect([...flatJa.keys()].sort()).toEqual([...flatEn.keys()].sort());
    for (const [key, text] of flatJa) {
      expect(String(text).trim(), key).not.toBe('');
      const names = (s: unknown) => [...String(s).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
      expect(names(text), key).toEqual(names(flatEn.get(key)));
    }
  });
});
