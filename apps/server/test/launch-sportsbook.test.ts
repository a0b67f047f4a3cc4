import { describe, expect, it } from 'vitest';
import { WALLET_PATHS } from '@casino/contract';
import { signWalletRequest } from '../src/modules/wallet/game-wallet/wallet-provider.routes.ts';
import { AUTH_ENV, Browser, ERROR, signedUp } from './auth-helpers.ts';
import { setupTestApp } from './helper.ts';

/** GET /launch-sportsbook (SPEC §7): an outside sportsbook on the signed wallet API, or a clear 404. */

const SECRET = 's'.repeat(40);
const ctx = setupTestApp({
  env: {
    ...AUTH_ENV,
    WALLET_PROVIDERS: `bookie:${SECRET}`,
    SPORTSBOOK_URL: 'bookie@https://sports.example/play?skin=casino',
  },
});
const none = setupTestApp({ env: AUTH_ENV });

const QUERY = `lobbyUrl=${encodeURIComponent('/')}&language=en`;

describe('GET /launch-sportsbook', () => {
  it('launches the configured sportsbook; its token trades for the player through the signed wallet API', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    const res = await browser.get(`/launch-sportsbook?${QUERY}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const url = new URL(res.json().url);
    expect(`${url.origin}${url.pathname}`).toBe('https://sports.example/play');
    expect(url.searchParams.get('skin')).toBe('casino');
    expect(url.searchParams.get('gameCode')).toBe('SPORTSBOOK');
    expect(url.searchParams.get('language')).toBe('en');
    const launchToken = url.searchParams.get('launch') ?? '';

    const raw = JSON.stringify({ launchToken });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const session = await ctx.app.inject({
      method: 'POST',
      url: `/api${WALLET_PATHS.providerSession}`,
      headers: {
        'content-type': 'application/json',
        'x-provider': 'bookie',
        'x-timestamp': timestamp,
        'x-signature': signWalletRequest(SECRET, timestamp, raw),
      },
      payload: raw,
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      accountId,
      mode: 'real',
      gameCode: 'SPORTSBOOK',
      currency: 'PTS',
    });
  });

  it('needs a signed-in player and a lobby address of ours', async () => {
    expect((await new Browser(ctx.app).get(`/launch-sportsbook?${QUERY}`)).statusCode).toBe(401);
    const { browser } = await signedUp(ctx.app);
    const evil = await browser.get(
      `/launch-sportsbook?lobbyUrl=${encodeURIComponent('https://evil.example/')}&language=ja`,
    );
    expect(evil.statusCode).toBe(400);
  });

  it('answers 404 SPORTSBOOK_NOT_CONFIGURED when no sportsbook is set', async () => {
    const { browser } = await signedUp(none.app);
    const res = await browser.get(`/launch-sportsbook?${QUERY}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(ERROR('SPORTSBOOK_NOT_CONFIGURED'));
  });
});
