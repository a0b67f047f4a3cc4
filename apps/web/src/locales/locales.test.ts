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

describe('locale files', () => {
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

  it('use the SPEC §8 English texts', () => {
    expect(en.errors.INVALID_USER_OR_EMAIL).toBe('Password or email address is incorrect.');
    expect(en.errors.TECHNICAL_ERROR).toBe('Oops! An internal error has occurred. Please try again later.');
    expect(en.errors.PHONE_NUMBER_NOT_VERIFIED).toBe(en.errors.TECHNICAL_ERROR);
    expect(en.errors.PHONE_NUMBER_NOT_INCLUDED).toBe(en.errors.REQUEST_VALIDATION_ERROR);
    expect(en.pages.settings.loggedOut).toBe('You have to be logged in to access your account settings.');
  });

  it('use the same interpolation placeholders in both languages', () => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const [key, value] of jaKeys) {
      expect(placeholders(enKeys.get(key)), key).toEqual(placeholders(value));
    }
  });
});
