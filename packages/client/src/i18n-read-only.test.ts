import { LANGUAGE_STORAGE_KEY } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { createI18nInit } from './i18n.ts';

// The game clients' set-up: read the site's stored choice, never write it (see i18n.test.ts).
localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');

const initI18n = createI18nInit({
  resources: { ja: { translation: { hello: 'こんにちは' } }, en: { translation: { hello: 'Hello' } } },
  persistLanguage: false,
});

describe('createI18nInit without persistLanguage', () => {
  it('starts in the stored language, follows changes in <html lang> and leaves localStorage alone', async () => {
    const i18n = initI18n();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await i18n.changeLanguage('ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(i18n.t('hello')).toBe('こんにちは');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});
