import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIER_VALIDITY_DAYS, TIER_WINDOW_DAYS } from '@casino/contract';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { CHANNEL, setupTestApp, testAccount, type App } from './helper.ts';
import { operatorSignin } from './operator-helpers.ts';

/**
 * Issue 24 hole 5: analytics and unknown paths are bounded per address and per visitor session, the
 * counters live in PostgreSQL (two app instances on one database share them), raw events expire after
 * ANALYTICS_RETENTION_DAYS and the page-view report reads the daily roll-ups.
 */
const ADMIN = { OPERATOR_EMAIL: 'boss@casino.test', OPERATOR_PASSWORD: 'first-admin-password' };
const ctx = setupTestApp({ env: { ...ADMIN, ANALYTICS_RETENTION_DAYS: '2' } });
let second: App;
beforeAll(async () => {
  // A second process on the same database (PGlite here; PostgreSQL with scripts/with-postgres.sh).
  second = await buildApp(ctx.config, { db: ctx.db });
  await second.ready();
});
afterAll(async () => second?.close());

const batch = (anonymousId: string, n = 20) =>
  Array.from({ length: n }, () => ({ type: 'page_view', path: '/bounded', anonymousId }));

async function send(app: App, ip: string, events: unknown[]) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    headers: CHANNEL,
    remoteAddress: ip,
    payload: { events },
  });
  return { status: res.statusCode, accepted: res.statusCode === 202 ? (res.json().accepted as number) : 0 };
}

async function rows(path: string) {
  await ctx.app.analytics.flush();
  await second.analytics.flush();
  const row = await ctx.db
    .selectFrom('analytics_events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('path', '=', path)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('analytics bounds', () => {
  it('one address: at most 600 events a minute, whatever the visitor ids, over two processes', async () => {
    let accepted = 0;
    for (let i = 0; i < 40; i++)
      accepted += (await send(i % 2 ? second : ctx.app, '203.0.113.5', batch(`visitor-${i}-of-one-address`)))
        .accepted;
    expect(accepted).toBe(600); // 800 sent
    expect(await rows('/bounded')).toBe(600);
  });

  it('one visitor session: at most 120 events a minute, whatever the addresses', async () => {
    let accepted = 0;
    for (let i = 0; i < 10; i++)
      accepted += (await send(i % 2 ? second : ctx.app, `198.51.100.${i + 1}`, batch('one-visitor')))
        .accepted;
    expect(accepted).toBe(120); // 200 sent
  });

  it('requests: 120 a minute per address, counted across both processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 140; i++)
      statuses.push(
        (await send(i % 2 ? second : ctx.app, '192.0.2.7', batch(`request-${i}-visitor`, 1))).status,
      );
    expect(statuses.filter((s) => s !== 429)).toHaveLength(120);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('unknown paths: 60 a minute per address, counted across both processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) {
      const res = await (i % 2 ? second : ctx.app).inject({
        url: `/no-such-${i}`,
        remoteAddress: '192.0.2.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 404)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });
});

describe('retention and roll-ups', () => {
  it('the job deletes raw events past the retention; the report still counts them from the roll-up', async () => {
    const day = 24 * 3_600_000;
    const old = new Date(Date.now() - 4 * day);
    await ctx.db
      .insertInto('analytics_events')
      .values(
        ['a', 'a', 'b'].map((v) => ({
          channel_code: 'WEB',
          event_type: 'page_view',
          path: '/old-page',
          anonymous_id: `visitor-${v}`,
          received_at: old,
        })),
      )
      .execute();
    await ctx.app.jobs.runOnce();
    await ctx.app.jobs.runOnce(); // a rerun (or another process) changes nothing
    expect(await rows('/old-page')).toBe(0);
    const rolled = await ctx.db
      .selectFrom('analytics_page_views_daily')
      .selectAll()
      .where('path', '=', '/old-page')
      .execute();
    expect(rolled.map((r) => [r.views, r.visitors])).toEqual([[3, 2]]);

    await ctx.app.operators.ensureFirstOperator();
    const boss = await operatorSignin(ctx.app, ADMIN.OPERATOR_EMAIL, ADMIN.OPERATOR_PASSWORD);
    const report = (await boss.get('/operator/reports/pageviews?days=7')).json().data as Array<{
      path: string;
      views: number;
      visitors: number;
    }>;
    expect(report.filter((r) => r.path === '/old-page').map((r) => [r.views, r.visitors])).toEqual([[3, 2]]);
    // Today's views are in the report at once (the report folds the raw days in first).
    expect(report.find((r) => r.path === '/bounded')?.views).toBe(840); // 600 + 120 + 120 accepted above
  });
});

describe('rows visitors leave behind', () => {
  it('the prune job deletes expired captcha challenges and old outbox messages, keeps live ones', async () => {
    const day = 24 * 3_600_000;
    const now = Date.now();
    await ctx.db
      .insertInto('captcha_challenges')
      .values([
        {
          challenge_id: 'old-challenge-0001',
          answer_hash: 'a'.repeat(64),
          created_at: new Date(now - 3 * day),
          expires_at: new Date(now - 2 * day),
          consumed_at: null,
        },
        {
          challenge_id: 'live-challenge-001',
          answer_hash: 'a'.repeat(64),
          created_at: new Date(now),
          expires_at: new Date(now + 60_000),
          consumed_at: null,
        },
      ])
      .execute();
    await ctx.db
      .insertInto('outbox_messages')
      .values({
        channel: 'EMAIL',
        recipient: 'old@example.invalid',
        subject: 's',
        text: 't',
        created_at: new Date(now - 40 * day),
      })
      .execute();
    await ctx.app.jobs.runOnce();
    const challenges = await ctx.db.selectFrom('captcha_challenges').select('challenge_id').execute();
    expect(challenges.map((c) => c.challenge_id)).toContain('live-challenge-001');
    expect(challenges.map((c) => c.challenge_id)).not.toContain('old-challenge-0001');
    const old = await ctx.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('recipient', '=', 'old@example.invalid')
      .execute();
    expect(old).toEqual([]);
  });

  it('the prune job deletes wager days older than the VIP tier reads, keeps the window', async () => {
    const day = 24 * 3_600_000;
    const isoDay = (ago: number) => new Date(Date.now() - ago * day).toISOString().slice(0, 10);
    const accountId = await testAccount(ctx.db);
    const keep = TIER_WINDOW_DAYS + TIER_VALIDITY_DAYS + 1;
    const days = [0, keep - 2, keep + 2, 400];
    await sql`
      insert into progression_wager_days (account_id, day, wagered)
      select ${accountId}, d::date, 100 from unnest(${days.map(isoDay)}::text[]) as d`.execute(ctx.db);
    await ctx.app.jobs.runOnce();
    const left = await sql<{ day: string }>`
      select day::text as day from progression_wager_days where account_id = ${accountId} order by day desc`.execute(
      ctx.db,
    );
    expect(left.rows.map((r) => r.day)).toEqual([isoDay(0), isoDay(keep - 2)]);
  });
});
