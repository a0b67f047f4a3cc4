import { LANGUAGE_STORAGE_KEY } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { createI18nInit, readStoredLanguage, toLanguageCode } from './i18n.ts';

// i18next is one global instance, initialised once per test file: this file is the site's set-up
// (the choice is stored); i18n-read-only.test.ts is the game clients' (the choice is only read).
localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');

const resources = {
  ja: { translation: { greeting: 'こんにちは {{name}}' } },
  en: { translation: { greeting: 'Hello {{name}}' } },
};
const initI18n = createI18nInit({ resources, persistLanguage: true });

describe('toLanguageCode and readStoredLanguage', () => {
  it('accept only our languages and fall back to Japanese', () => {
    expect(toLanguageCode('en')).toBe('en');
    expect(toLanguageCode('en-US')).toBe('ja');
    expect(toLanguageCode(undefined)).toBe('ja');
    expect(readStoredLanguage()).toBe('en');
  });
});

describe('createI18nInit with persistLanguage', () => {
  it('starts in the stored language and sets <html lang>', () => {
    const i18n = initI18n();
    expect(initI18n()).toBe(i18n);
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('greeting', { name: 'Aki' })).toBe('Hello Aki');
  });

  it('follows a language change in <html lang> and in localStorage', async () => {
    await initI18n().changeLanguage('ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ja');
  });
});
