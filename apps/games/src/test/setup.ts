import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, vi } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { loadAllEnginesForTests } from '../engines/registry.ts';
import { loadAllTitleArtForTests } from '../engines/slot/art/index.ts';

/**
 * A test fails on an unexpected console.error (React warnings, act() warnings, missing i18n keys): the
 * call is recorded and reported when the test ends. A test that expects one mocks it itself.
 */
let unexpected: unknown[][] = [];

initI18n();
// Each engine family is its own chunk, loaded before its table draws (app.tsx): tests draw tables directly.
await Promise.all([loadAllEnginesForTests(), loadAllTitleArtForTests()]);

// The game views are lazy chunks (each engine loads when its game opens): on a loaded 2-core machine
// the first render can outlast Testing Library's 1 s default for findBy / waitFor (coin flip, the
// app's round, roulette's inside bets failed so under load and passed alone). A longer ceiling costs
// nothing when the test passes; the assertions stay the same.
configure({ asyncUtilTimeout: 5000 });

beforeEach(async () => {
  unexpected = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpected.push(args);
  });
  // Tests run as with prefers-reduced-motion: no 1 s spin, no count-up, results at once.
  window.matchMedia = vi.fn((query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  localStorage.clear();
  await i18next.changeLanguage('ja');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  if (unexpected.length > 0) {
    const text = unexpected.map((args) => args.map(String).join(' ')).join('\n');
    unexpected = [];
    throw new Error(`Unexpected console.error:\n${text}`);
  }
});
