import { describe, expect, it } from 'vitest';
import { launchResponseSchema, studioSessionResponseSchema } from '@casino/contract';
import { AUTH_ENV, Browser, ERROR } from './auth-helpers.ts';
import { setupTestApp } from './helper.ts';

/**
 * A roulette spot is named exactly one way (issue 16): `Number()` reads `05`, `1e1`, `0x11`, `+5`,
 * `1.0` and `00` as pockets, so before strict parsing one bet answered to many names.
 */
const ctx = setupTestApp({ env: AUTH_ENV });
const CODE = 'EVO_LIVE_JAPANESE_ROULETTE';

async function demoSession(browser: Browser) {
  const launch = await browser.get(
    `/launch-demo?gameCode=${CODE}&currency=PTS&language=en&lobbyUrl=%2F&brand=casino`,
  );
  expect(launch.statusCode, launch.body).toBe(200);
  const url = new URL(launchResponseSchema.parse(launch.json()).url, 'http://x');
  const res = await browser.post('/studio/session', { launchToken: url.searchParams.get('launch') });
  expect(res.statusCode, res.body).toBe(200);
  return studioSessionResponseSchema.parse(res.json());
}

const MALFORMED = [
  'straight-00',
  'straight-1e1',
  'straight-0x11',
  'straight-+5',
  'straight-05',
  'dozen-1.0',
  'straight- 5',
  'split-01-02',
  'corner-1-',
  'red-',
];

describe('roulette spot names', () => {
  it.each(MALFORMED)('refuses %s with REQUEST_VALIDATION_ERROR and moves no coins', async (spot) => {
    const browser = new Browser(ctx.app);
    const session = await demoSession(browser);
    const res = await browser.post('/studio/round', {
      gameSessionId: session.gameSessionId,
      bets: { [spot]: 1 },
      roundKey: `spot-${spot}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
  });

  it('accepts the canonical names of the same bets', async () => {
    const browser = new Browser(ctx.app);
    const session = await demoSession(browser);
    const res = await browser.post('/studio/round', {
      gameSessionId: session.gameSessionId,
      bets: { 'straight-0': 1, 'straight-10': 1, 'straight-17': 1, 'dozen-1': 1, 'split-0-2': 1, red: 1 },
      roundKey: 'spot-canonical',
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
