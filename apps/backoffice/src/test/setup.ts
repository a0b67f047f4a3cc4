import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A test fails on an unexpected console.error (React warnings, act() warnings): the call is recorded and
 * reported when the test ends. A test that expects one mocks console.error itself.
 */
let unexpected: unknown[][] = [];

beforeEach(() => {
  unexpected = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpected.push(args);
  });
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  if (unexpected.length > 0) {
    const text = unexpected.map((args) => args.map(String).join(' ')).join('\n');
    unexpected = [];
    throw new Error(`Unexpected console.error:\n${text}`);
  }
});
