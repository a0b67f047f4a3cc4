import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { paths } from './paths.ts';

describe('paths', () => {
  it('builds hrefs that match their own route patterns', () => {
    const samples: [string, string][] = [
      [paths.home.path, paths.home.getHref()],
      [paths.category.path, paths.category.getHref('slot')],
      [paths.gameLaunch.path, paths.gameLaunch.getHref('WNF_AZTEC_X')],
      [paths.promotion.path, paths.promotion.getHref('spring-2025')],
      [paths.raffleHistory.path, paths.raffleHistory.getHref()],
      [paths.passwordReset.path, paths.passwordReset.getHref()],
    ];
    for (const [pattern, href] of samples) {
      expect(matchPath(pattern, href), `${href} ~ ${pattern}`).not.toBeNull();
    }
  });

  it('writes the SPEC §2 addresses', () => {
    expect(paths.category.getHref('live')).toBe('/category/live');
    expect(paths.gameLaunch.getHref('JPL_FIGHTING_SAMURAI')).toBe('/game-launch/JPL_FIGHTING_SAMURAI');
    expect(paths.raffleHistory.getHref()).toBe('/transactions/raffle');
    expect(paths.privacyPolicy.getHref()).toBe('/privacy-policy');
    expect(paths.appPasswordReset.getHref()).toBe('/app-password-reset');
    expect(paths.home.getHref('login')).toBe('/?popup=login');
  });

  it('encodes parameters', () => {
    expect(paths.promotion.getHref('a b/c')).toBe('/promotions/a%20b%2Fc');
  });

  it('has no route written twice', () => {
    const patterns = Object.values(paths).map((route) => route.path);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
