import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENV, signedUp } from './auth-helpers.ts';
import { setupTestApp } from './helper.ts';
import { operatorSignin } from './operator-helpers.ts';
import { openStream, type Stream } from './support/sse.ts';

/**
 * Live updates over HTTP (issue 29): GET /live/stream is a real server-sent events stream on a real
 * port; an operator's adjustment reaches every open tab of that player and nobody else's.
 */

const ADMIN_EMAIL = 'live-admin@casino.test';
const ADMIN_PASSWORD = 'live-admin-password';
const ctx = setupTestApp({
  env: { ...AUTH_ENV, OPERATOR_EMAIL: ADMIN_EMAIL, OPERATOR_PASSWORD: ADMIN_PASSWORD },
});
let base = '';
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
});

const streams: Stream[] = [];
afterAll(() => streams.forEach((s) => s.close()));
async function open(sid?: string) {
  const stream = await openStream(base, sid);
  streams.push(stream);
  return stream;
}

async function adjust(accountId: string, amount: number, key: string) {
  await ctx.app.operators.ensureFirstOperator();
  const admin = await operatorSignin(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
  const res = await admin.post(`/operator/players/${accountId}/adjustments`, {
    amount,
    reason: 'live test',
    idempotencyKey: key,
  });
  expect(res.statusCode).toBe(201);
}

describe('GET /live/stream', () => {
  it('needs a signed-in player: 401 UNAUTHORIZED, no stream', async () => {
    const res = await fetch(`${base}/api/live/stream`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'UNAUTHORIZED' } });
  });

  it('opens an event stream that says ready, with a retry delay and no caching or buffering', async () => {
    const { browser } = await signedUp(ctx.app);
    const stream = await open(browser.sid);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    const text = await stream.until(/event: ready\ndata: \{"heartbeatMs":\d+\}\n\n/);
    expect(text.startsWith('retry: ')).toBe(true);
  });

  it("tells every tab of the player whose coins an operator moved, and nobody else's", async () => {
    const alice = await signedUp(ctx.app);
    const bob = await signedUp(ctx.app);
    const aliceTabs = [await open(alice.browser.sid), await open(alice.browser.sid)];
    const bobTab = await open(bob.browser.sid);
    await Promise.all([...aliceTabs, bobTab].map((s) => s.until(/event: ready/)));

    await adjust(alice.accountId, 700, 'live-adjust-0001');
    for (const tab of aliceTabs) await tab.until(/event: balance\n/);
    // Bob's stream heard nothing but its opening (checked after Alice's tabs heard theirs).
    expect(bobTab.text()).not.toMatch(/event: balance/);
  });

  it("keeps at most 8 streams per player: a ninth ends the player's oldest", async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    const tabs = [];
    for (let i = 0; i < 9; i++) {
      const tab = await open(browser.sid);
      await tab.until(/event: ready/);
      tabs.push(tab);
    }
    await tabs[0]!.ended;
    for (const tab of tabs.slice(1)) expect(tab.text()).toMatch(/event: ready/);
    const ninth = tabs[8]!;
    // The rest still hear: the player's next movement reaches the eight open ones.
    await adjust(accountId, 5, 'live-adjust-0002');
    await ninth.until(/event: balance\n/);
  });
});
