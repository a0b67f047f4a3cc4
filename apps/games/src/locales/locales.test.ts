import { ERROR_CODES } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import ja from './ja.json';

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const jaKeys = flatten(ja);
const enKeys = flatten(en);

describe('game client locale files', () => {
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
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const [key, value] of jaKeys) {
      expect(placeholders(enKeys.get(key)), key).toEqual(placeholders(value));
    }
  });

  it('state the placeholder game odds in both languages', () => {
    expect(en.engines.placeholder.rules).toContain('48 %');
    expect(en.engines.placeholder.rules).toContain('96 %');
    expect(ja.engines.placeholder.rules).toContain('48 %');
    expect(ja.engines.placeholder.rules).toContain('96 %');
  });
});
