import { describe, expect, it } from 'vitest';
import { AUTH_ENV, ERROR, signedUp } from './auth-helpers.ts';
import { setupTestApp } from './helper.ts';

/**
 * Issue 17, hole 7: a state-changing request from another site is refused even when it carries the
 * CHANNEL header and the session cookie. Every such route of the app is tried (the route table, so
 * routes added later are covered); the signed provider API (server to server) is not a browser's.
 */
const ctx = setupTestApp({ env: { ...AUTH_ENV, PUBLIC_URL: 'https://casino.example' } });
const REFUSED = ERROR('CROSS_SITE_REQUEST_REFUSED');

function stateChangingRoutes() {
  return ctx.app.routeTable.filter(
    (r) =>
      r.url.startsWith('/api/') &&
      !r.url.startsWith('/api/wallet/v1/') &&
      !['GET', 'HEAD', 'OPTIONS'].includes(r.method),
  );
}

const FOREIGN: Record<string, string>[] = [
  { origin: 'https://evil.example' },
  { origin: 'null' },
  { 'sec-fetch-site': 'cross-site' },
  { 'sec-fetch-site': 'same-site' },
  { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
];

describe('cross-site state changes', () => {
  it('the route table has the state-changing routes', () => {
    const urls = stateChangingRoutes().map((r) => r.url);
    expect(urls).toContain('/api/auth/signin');
    expect(urls).toContain('/api/claimDailyBonus');
    expect(urls.length).toBeGreaterThan(15);
  });

  it('refuses every state-changing route from another site, before it runs', async () => {
    const { browser } = await signedUp(ctx.app);
    const before = (await browser.get('/balance')).json();
    for (const route of stateChangingRoutes()) {
      for (const headers of FOREIGN) {
        const res = await browser.call(route.method as 'POST', route.url.slice('/api'.length), {}, headers);
        expect({ route: `${route.method} ${route.url}`, status: res.statusCode, body: res.json() }).toEqual({
          route: `${route.method} ${route.url}`,
          status: 403,
          body: REFUSED,
        });
      }
    }
    // The session still works and nothing moved.
    expect((await browser.get('/balance')).json()).toEqual(before);
  });

  it('accepts the same requests from our own origins and from non-browser clients', async () => {
    const { browser } = await signedUp(ctx.app);
    const own: Record<string, string>[] = [
      {},
      { origin: 'http://localhost' }, // the request's own origin (inject's Host)
      { origin: 'https://casino.example' }, // PUBLIC_URL
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' },
      { 'sec-fetch-site': 'none' },
    ];
    for (const headers of own) {
      const res = await browser.call('POST', '/claimDailyBonus', {}, headers);
      expect([200, 400]).toContain(res.statusCode);
    }
  });

  it('does not check reads (the tournaments lobby reads cross-origin by design)', async () => {
    const { browser } = await signedUp(ctx.app);
    const res = await browser.call('GET', '/balance', undefined, {
      origin: 'https://lobby.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(res.statusCode).toBe(200);
  });
});
