import { describe, expect, it } from 'vitest';
import { chooseLaunchMode } from './launch-mode.ts';

const demo = { isDemoAvailable: true };
const noDemo = { isDemoAvailable: false };

describe('how a game launches', () => {
  it('plays for real with a confirmed session, demo or not', () => {
    expect(
      chooseLaunchMode({ isLoggedIn: true, isSessionPending: false, game: noDemo, isCatalogPending: false }),
    ).toBe('real');
    expect(
      chooseLaunchMode({
        isLoggedIn: true,
        isSessionPending: false,
        game: undefined,
        isCatalogPending: true,
      }),
    ).toBe('real');
  });

  it('plays the demo logged out when there is one, else asks for login', () => {
    expect(
      chooseLaunchMode({ isLoggedIn: false, isSessionPending: false, game: demo, isCatalogPending: false }),
    ).toBe('demo');
    expect(
      chooseLaunchMode({ isLoggedIn: false, isSessionPending: false, game: noDemo, isCatalogPending: false }),
    ).toBe('login');
    expect(
      chooseLaunchMode({
        isLoggedIn: false,
        isSessionPending: false,
        game: undefined,
        isCatalogPending: false,
      }),
    ).toBe('login');
  });

  it('waits for the session, and logged out for the catalogue', () => {
    expect(
      chooseLaunchMode({ isLoggedIn: false, isSessionPending: true, game: demo, isCatalogPending: false }),
    ).toBe('wait');
    expect(
      chooseLaunchMode({
        isLoggedIn: false,
        isSessionPending: false,
        game: undefined,
        isCatalogPending: true,
      }),
    ).toBe('wait');
  });
});
