import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { initI18n } from '../lib/i18n.ts';

/**
 * A test fails on an unexpected console.error (React warnings, act() warnings, missing i18n keys):
 * the call is recorded and reported when the test ends. A test that expects one mocks it itself.
 */
let unexpected: unknown[][] = [];

initI18n();

// These tests render the whole app (router, lazy pages, queries): on a loaded machine the first render
// of a lazy page can take longer than Testing Library's 1 s default for findBy / waitFor. A longer wait
// costs nothing when the test passes; the assertions themselves stay the same.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  unexpected = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpected.push(args);
  });
  // jsdom does not implement scrolling; the frame scrolls to top on navigation.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (unexpected.length > 0) {
    const text = unexpected.map((args) => args.map(String).join(' ')).join('\n');
    unexpected = [];
    throw new Error(`Unexpected console.error:\n${text}`);
  }
});
