import { LANGUAGE_STORAGE_KEY } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { createI18nInit, i18nReady } from './i18n.ts';

// i18next is one global instance per test file: this one is an app that bundles Japanese only and
// downloads English when a player needs it, started by a player who chose English before.
localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');

let downloads = 0;
let arrive: () => void = () => undefined;
const initI18n = createI18nInit({
  resources: { ja: { translation: { greeting: 'こんにちは', onlyJa: 'ジャのみ' } } },
  lazy: {
    en: () => {
      downloads++;
      return new Promise((resolve) => {
        arrive = () => resolve({ translation: { greeting: 'Hello' } });
      });
    },
  },
  persistLanguage: true,
});

describe('createI18nInit with a lazy language', () => {
  it('starts in the stored lazy language once its texts have arrived, and only then is ready', async () => {
    const i18n = initI18n();
    let settled = false;
    const ready = i18nReady().then(() => (settled = true));
    await Promise.resolve();
    expect(downloads).toBe(1);
    expect(settled).toBe(false);
    arrive();
    await ready;
    expect(i18n.language).toBe('en');
    expect(i18n.t('greeting')).toBe('Hello');
    // A key the lazy language lacks falls back to the bundled Japanese.
    expect(i18n.t('onlyJa' as 'greeting')).toBe('ジャのみ');
  });

  it('switches to the bundled language at once and back without a second download', async () => {
    const i18n = initI18n();
    await i18n.changeLanguage('ja');
    expect(i18n.t('greeting')).toBe('こんにちは');
    await i18n.changeLanguage('en');
    expect(i18n.t('greeting')).toBe('Hello');
    expect(downloads).toBe(1);
    expect(document.documentElement.lang).toBe('en');
  });
});
