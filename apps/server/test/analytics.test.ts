import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENV, Browser, ERROR, signedUp } from './auth-helpers.ts';
import { manualClock, setupTestApp } from './helper.ts';
import { newOperator, operatorSignin } from './operator-helpers.ts';
import { createAnalyticsService } from '../src/modules/analytics/analytics.service.ts';
import type { StoredEvent } from '../src/modules/analytics/analytics.sink.ts';

/** Page views (issue 15): what the collector keeps, its limits, the forwarding adapter, the report. */

const ADMIN_EMAIL = 'pv.boss@casino.test';
const ADMIN_PASSWORD = 'first-admin-password';
const clock = manualClock(new Date('2030-06-15T03:00:00Z'));
const ctx = setupTestApp({
  env: { ...AUTH_ENV, OPERATOR_EMAIL: ADMIN_EMAIL, OPERATOR_PASSWORD: ADMIN_PASSWORD },
  clock,
});

const view = (path: string, extra: Record<string, unknown> = {}) => ({ type: 'page_view', path, ...extra });

describe('the collector', () => {
  it('stores anonymous id, viewport and the session account; never an account id the body claims', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    const signedIn = await browser.post('/analytics/events', {
      events: [
        view('/kyc', {
          anonymousId: 'anon-12345678',
          viewport: { width: 375, height: 812 },
          playerId: 'someone-else',
        }),
      ],
    });
    expect(signedIn.statusCode).toBe(202);
    const anonymous = await new Browser(ctx.app).post('/analytics/events', {
      events: [view('/about', { anonymousId: 'anon-87654321', playerId: accountId })],
    });
    expect(anonymous.json()).toEqual({ accepted: 1 });
    await ctx.app.analytics.flush();
    const rows = await ctx.db
      .selectFrom('analytics_events')
      .select(['path', 'anonymous_id', 'viewport_width', 'viewport_height', 'account_id'])
      .where('anonymous_id', 'in', ['anon-12345678', 'anon-87654321'])
      .orderBy('analytics_event_id')
      .execute();
    expect(rows).toEqual([
      {
        path: '/kyc',
        anonymous_id: 'anon-12345678',
        viewport_width: 375,
        viewport_height: 812,
        account_id: accountId,
      },
      {
        path: '/about',
        anonymous_id: 'anon-87654321',
        viewport_width: null,
        viewport_height: null,
        account_id: null,
      },
    ]);
  });

  it('refuses a body over its size limit with 413 and an anonymous id that is not one', async () => {
    const big = await new Browser(ctx.app).post('/analytics/events', {
      events: Array.from({ length: 20 }, () => view(`/${'a'.repeat(2000)}`, { title: 't'.repeat(250) })),
    });
    expect(big.statusCode).toBe(413);
    const bad = await new Browser(ctx.app).post('/analytics/events', {
      events: [view('/', { anonymousId: '<script>' })],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
  });

  it('buffers up to its cap, writes in batches, drops what does not fit, and answers only once written', async () => {
    const batches: number[] = [];
    const service = createAnalyticsService({
      db: ctx.db,
      clock,
      log: ctx.app.log,
      sink: { kind: 'database', write: async (events) => void batches.push(events.length) },
      flushMs: 60_000,
      batchSize: 3,
      maxBuffered: 5,
    });
    let answered = 0;
    const first = service.record('WEB', null, [view('/a')] as never).then((r) => ((answered += 1), r));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(0); // waiting for its batch to be written (the timer is a minute away)
    // This one completes a batch of 3 and sets a write going; the cap counts what waits.
    const second = service.record('WEB', null, [view('/a'), view('/b')] as never);
    const third = service.record('WEB', null, Array.from({ length: 10 }, () => view('/c')) as never);
    expect((await first).accepted).toBe(1);
    expect((await second).accepted).toBe(2);
    const closing = service.close();
    expect((await third).accepted).toBe(2);
    await closing;
    expect(batches.reduce((a, b) => a + b, 0)).toBe(5);
    expect(Math.max(...batches)).toBeLessThanOrEqual(3);
  });

  it('a failed write acknowledges nothing: the request hears 0 stored', async () => {
    const service = createAnalyticsService({
      db: ctx.db,
      clock,
      log: ctx.app.log,
      sink: {
        kind: 'database',
        write: async () => {
          throw new Error('the database is gone');
        },
      },
      flushMs: 10,
    });
    expect((await service.record('WEB', null, [view('/a'), view('/b')] as never)).accepted).toBe(0);
    await service.close();
  });
});

describe('forwarding to an outside analytics service', () => {
  let server: Server;
  const received: unknown[] = [];
  let url = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ contentType: req.headers['content-type'], body: JSON.parse(body) });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/collect`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts each batch in the documented format instead of storing it', async () => {
    const { createForwardingSink } = await import('../src/modules/analytics/analytics.sink.ts');
    const sink = createForwardingSink(url);
    const event: StoredEvent = {
      channel_code: 'WEB',
      event_type: 'page_view',
      path: '/kyc',
      title: '本人確認',
      language: 'ja',
      referrer: null,
      anonymous_id: 'anon-12345678',
      viewport_width: 1440,
      viewport_height: 900,
      account_id: null,
      received_at: new Date('2030-06-15T03:00:00Z'),
    };
    await sink.write([event]);
    expect(received).toEqual([
      {
        contentType: 'application/json',
        body: {
          events: [
            {
              type: 'page_view',
              channelCode: 'WEB',
              path: '/kyc',
              title: '本人確認',
              language: 'ja',
              referrer: null,
              viewport: { width: 1440, height: 900 },
              anonymousId: 'anon-12345678',
              playerId: null,
              receivedAt: '2030-06-15T03:00:00.000Z',
            },
          ],
        },
      },
    ]);
  });
});

describe('the page-view report', () => {
  it('counts views and visitors per route per Tokyo day, for operators who may read it', async () => {
    const anyone = new Browser(ctx.app);
    await anyone.post('/analytics/events', {
      events: [
        view('/promotions/spring?x=1', { anonymousId: 'visitor-aaaa' }),
        view('/promotions/spring', { anonymousId: 'visitor-aaaa' }),
        view('/promotions/spring', { anonymousId: 'visitor-bbbb' }),
      ],
    });
    clock.advance(24 * 3_600_000);
    await anyone.post('/analytics/events', {
      events: [view('/promotions/spring', { anonymousId: 'visitor-cccc' })],
    });
    await ctx.app.operators.ensureFirstOperator();
    const boss = await operatorSignin(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    const res = await boss.get('/operator/reports/pageviews?days=7');
    expect(res.statusCode).toBe(200);
    const spring = res.json().data.filter((r: { path: string }) => r.path === '/promotions/spring');
    expect(spring).toEqual([
      {
        id: '2030-06-16 /promotions/spring',
        day: '2030-06-16',
        path: '/promotions/spring',
        views: 1,
        visitors: 1,
      },
      {
        id: '2030-06-15 /promotions/spring',
        day: '2030-06-15',
        path: '/promotions/spring',
        views: 3,
        visitors: 2,
      },
    ]);
    const oneDay = (await boss.get('/operator/reports/pageviews?days=1')).json().data;
    expect(oneDay.filter((r: { path: string }) => r.path === '/promotions/spring')).toHaveLength(1);
    const { browser: support } = await newOperator(boss, 'support');
    expect((await support.get('/operator/reports/pageviews')).statusCode).toBe(403);
    expect((await boss.get('/operator/reports/pageviews?days=0')).statusCode).toBe(400);
  });
});
