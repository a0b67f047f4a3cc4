import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, WALLET_PATHS } from '@casino/contract';
import { createSessionCache } from '../src/modules/auth/session-cache.ts';
import { ON_POSTGRES, createSeededDatabase, testConfig, twoProcesses } from './helper.ts';
import type { App, TestDatabase } from './helper.ts';
import { AUTH_ENV, Browser, PASSWORD, signedUp } from './auth-helpers.ts';

/**
 * Sessions are kept a few seconds in each process (issue 31: the balance poll resolved its session
 * with a statement on every request). Two apps on one database stand for two processes (on
 * PostgreSQL each LISTENs on its own connection; on PGlite both share one bus): a session ended
 * through one app is refused by the app that ended it at once, and by the other as soon as the bus
 * delivers (within the second the event bus tests allow), long before the cache's lifetime.
 */
let testDb: TestDatabase;
const apps: App[] = [];

beforeAll(async () => {
  testDb = await createSeededDatabase(testConfig(AUTH_ENV));
  apps.push(...(await twoProcesses(testDb, AUTH_ENV)));
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await testDb.destroy();
});

/** The same browser's cookies, sent to another app (process). */
function sameCookiesOn(app: App, browser: Browser): Browser {
  const other = new Browser(app);
  for (const [name, value] of browser.jar) other.jar.set(name, value);
  return other;
}

const balanceStatus = async (browser: Browser) => (await browser.get(WALLET_PATHS.balance)).statusCode;
const refusedWithinASecond = (browser: Browser) =>
  expect.poll(() => balanceStatus(browser), { timeout: 1_000, interval: 20 }).toBe(401);

describe(`the session cache (${ON_POSTGRES ? 'two processes on PostgreSQL' : 'PGlite'})`, () => {
  it('a sign-out through one process is refused at once there and by the other after the bus', async () => {
    const [first, second] = apps as [App, App];
    const { browser } = await signedUp(first);
    const elsewhere = sameCookiesOn(second, browser);
    const stale = sameCookiesOn(first, browser);
    expect(await balanceStatus(browser)).toBe(200); // cached in both processes now
    expect(await balanceStatus(elsewhere)).toBe(200);
    expect((await browser.post(AUTH_PATHS.logout)).statusCode).toBeLessThan(300);
    expect(await balanceStatus(stale)).toBe(401);
    await refusedWithinASecond(elsewhere);
  });

  it('a password change ends every other session everywhere; the new one works on both', async () => {
    const [first, second] = apps as [App, App];
    const { browser } = await signedUp(first);
    const other = sameCookiesOn(second, browser); // the same old session, used on the other process
    const oldOnFirst = sameCookiesOn(first, browser);
    expect(await balanceStatus(other)).toBe(200);
    expect(await balanceStatus(oldOnFirst)).toBe(200);
    const changed = await browser.post(AUTH_PATHS.changePassword, {
      currentPassword: PASSWORD,
      newPassword: 'another-horse-8',
    });
    expect(changed.statusCode).toBe(204);
    expect(await balanceStatus(oldOnFirst)).toBe(401);
    await refusedWithinASecond(other);
    expect(await balanceStatus(browser)).toBe(200);
    expect(await balanceStatus(sameCookiesOn(second, browser))).toBe(200);
  });

  it("a deleted account's session is refused by both processes", async () => {
    const [first, second] = apps as [App, App];
    const { browser } = await signedUp(second);
    const onFirst = sameCookiesOn(first, browser);
    expect(await balanceStatus(onFirst)).toBe(200);
    const stale = sameCookiesOn(second, browser);
    expect((await browser.post(AUTH_PATHS.deleteAccount, { password: PASSWORD })).statusCode).toBeLessThan(
      300,
    );
    expect(await balanceStatus(stale)).toBe(401);
    await refusedWithinASecond(onFirst);
  });
});

describe('the session cache itself', () => {
  const session = { accountId: 'a', createdAt: new Date(0), lastSeenAt: new Date(0), expiresAt: new Date(1) };

  it('does not keep a read that was under way when a session ended', () => {
    const cache = createSessionCache();
    const readAt = cache.generation();
    cache.forget({ accountId: 'someone' }); // an end told while the read was in flight
    cache.set('h', session, readAt);
    expect(cache.get('h')).toBeUndefined();
    cache.set('h', session, cache.generation());
    expect(cache.get('h')).toMatchObject({ accountId: 'a' });
  });

  it('forgets by hash, by account, everything, and after its lifetime', async () => {
    const cache = createSessionCache({ ttlMs: 30 });
    const put = (hash: string, accountId: string) =>
      cache.set(hash, { ...session, accountId }, cache.generation());
    put('h1', 'a');
    put('h2', 'a');
    put('h3', 'b');
    cache.forget({ sessionHash: 'h3' });
    expect(cache.get('h3')).toBeUndefined();
    cache.forget({ accountId: 'a' });
    expect([cache.get('h1'), cache.get('h2')]).toEqual([undefined, undefined]);
    put('h4', 'c');
    cache.forget({});
    expect(cache.size).toBe(0);
    put('h5', 'd');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(cache.get('h5')).toBeUndefined();
  });

  it('holds a bounded number of sessions', () => {
    const cache = createSessionCache({ maxEntries: 2 });
    for (const hash of ['x', 'y', 'z']) cache.set(hash, session, cache.generation());
    expect(cache.size).toBe(2);
    expect(cache.get('x')).toBeUndefined();
  });
});
