import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBus } from '../src/modules/events/events.bus.ts';
import { createPostgresBus } from '../src/modules/events/events.postgres.ts';
import {
  CHANNEL,
  ON_POSTGRES,
  createSeededDatabase,
  testConfig,
  twoProcesses,
  type App,
  type TestDatabase,
} from './helper.ts';
import { AUTH_ENV, signedUp } from './auth-helpers.ts';
import { approve } from './approval-helpers.ts';
import { newOperator, operatorSignin } from './operator-helpers.ts';
import { openStudioSession, playStudioRound } from './support/studio-http.ts';

/**
 * The event bus (issue 27, item 3). Two apps on one database stand for two processes: on PostgreSQL
 * each has its own LISTEN connection (config.databaseUrl), as a process would. A game switched off
 * through one app leaves the other's catalogue within a second — before, the other served its cached
 * catalogue for up to 5 s (its TTL). On PGlite (one process by design) both apps share one in-process bus.
 */
const ADMIN = { email: 'bus.admin@casino.test', password: 'bus-admin-password-1' };
let testDb: TestDatabase;
const apps: App[] = [];

beforeAll(async () => {
  const env = { ...AUTH_ENV, OPERATOR_EMAIL: ADMIN.email, OPERATOR_PASSWORD: ADMIN.password };
  testDb = await createSeededDatabase(testConfig(env));
  apps.push(...(await twoProcesses(testDb, env)));
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await testDb.destroy();
});

const enabledCodes = async (app: App) => {
  const res = await app.inject({ method: 'GET', url: '/api/games?limit=1000', headers: CHANNEL });
  expect(res.statusCode).toBe(200);
  return (res.json() as Array<{ games: Array<{ gameCode: string }> }>)[0]!.games.map((g) => g.gameCode);
};

describe(`the event bus (${ON_POSTGRES ? 'PostgreSQL LISTEN/NOTIFY between two apps' : 'in-process'})`, () => {
  it('a game switched off through one app leaves the catalogue of the other within a second', async () => {
    const [first, second] = apps as [App, App];
    const before = await enabledCodes(second); // cached in the second app now
    const code = before[0]!;
    await first.operators.ensureFirstOperator();
    const operator = await operatorSignin(first, ADMIN.email, ADMIN.password);
    const changed = await operator.patch(`/operator/games/${code}`, { isEnabled: false });
    expect(changed.statusCode).toBe(200);
    expect(await enabledCodes(first)).not.toContain(code); // where it was made: at once
    await expect
      .poll(async () => (await enabledCodes(second)).includes(code), { timeout: 1_000, interval: 25 })
      .toBe(false);
    if (ON_POSTGRES) expect(second.events.stats()).toMatchObject({ kind: 'postgres', received: 1 });
    await operator.patch(`/operator/games/${code}`, { isEnabled: true });
  });

  it('a mission switched off through one app stops counting rounds in the other at once', async () => {
    const [first, second] = apps as [App, App];
    const player = await signedUp(second);
    const session = await openStudioSession(player.browser, 'WNF_AZTEC_X');
    const progress = async (missionId: number) => {
      const row = await testDb.db
        .selectFrom('mission_progress')
        .select('progress')
        .where('account_id', '=', player.accountId)
        .where('mission_id', '=', missionId)
        .executeTakeFirst();
      return Number(row?.progress ?? 0);
    };
    // A round through the second app: its active missions are now cached there.
    await playStudioRound(player.browser, session, { bet: 50 }, 'bus-missions-1');
    const rounds = await testDb.db
      .selectFrom('mission_definitions')
      .select('mission_id')
      .where('goal', '=', 'ROUNDS')
      .where('game_scope', '=', 'slot')
      .where('is_active', '=', true)
      .orderBy('mission_id')
      .executeTakeFirstOrThrow();
    expect(await progress(rounds.mission_id)).toBe(1);

    await first.operators.ensureFirstOperator();
    const operator = await operatorSignin(first, ADMIN.email, ADMIN.password);
    const off = await operator.patch(`/operator/missions/${rounds.mission_id}`, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    // The second app learns it from the bus within a second, not from its cache's 30 s bound: soon a
    // round played there no longer counts.
    let n = 1;
    await expect
      .poll(
        async () => {
          const before = await progress(rounds.mission_id);
          await playStudioRound(player.browser, session, { bet: 50 }, `bus-missions-${++n}`);
          return (await progress(rounds.mission_id)) - before;
        },
        { timeout: 1_000, interval: 25 },
      )
      .toBe(0);
    if (ON_POSTGRES) expect(second.events.stats().received).toBeGreaterThanOrEqual(1);
    await operator.patch(`/operator/missions/${rounds.mission_id}`, { isActive: true });
  });

  it('a mission another operator approved through one app is offered by the other at once', async () => {
    const [first, second] = apps as [App, App];
    await first.operators.ensureFirstOperator();
    const boss = await operatorSignin(first, ADMIN.email, ADMIN.password);
    const content = (await newOperator(boss, 'content')).browser;
    const player = await signedUp(second);
    const offered = async () =>
      (
        (await player.browser.get('/missions?languageCode=en')).json().missions as { ladder: string }[]
      ).filter((m) => m.ladder === 'bus-four-eyes');
    // A content editor's mission waits for approval; the second app caches "not offered".
    const created = await content.post('/operator/missions', {
      nameJa: 'ルーレットで1回勝つ',
      nameEn: 'Win once on roulette',
      cadence: 'DAILY',
      ladder: 'bus-four-eyes',
      tier: 'BRONZE',
      goal: 'WINS',
      gameScope: 'roulette',
      target: 1,
      reward: 5_000,
      claimHours: 24,
      isActive: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await offered()).toEqual([]);
    // Approved through the first app: the second is told after the approval commits.
    await approve(boss, `mission:${created.json().id as number}`);
    await expect.poll(async () => (await offered()).length, { timeout: 1_000, interval: 25 }).toBe(1);
  });

  it('refuses an event too large for NOTIFY rather than cutting it', async () => {
    const bus = createLocalBus(() => {});
    await expect(bus.publish('channels.changed', { channelCode: 'x'.repeat(8_000) })).rejects.toThrow(
      /too large/,
    );
  });

  it.runIf(ON_POSTGRES)('a listener whose connection is killed reconnects and says so', async () => {
    const log = pino({ level: 'silent' });
    const bus = await createPostgresBus({ url: testDb.url!, log, retryMs: { first: 20, max: 200 } });
    const other = await createPostgresBus({ url: testDb.url!, log });
    try {
      const seen: string[] = [];
      bus.subscribe('bus.reconnected', () => seen.push('reconnected'));
      bus.subscribe('channels.changed', (p) => seen.push(`changed:${p.channelCode}`));
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
                where query = 'listen casino_events' and pid <> pg_backend_pid()`.execute(testDb.db);
      await expect.poll(() => seen.includes('reconnected'), { timeout: 5_000 }).toBe(true);
      await other.publish('channels.changed', { channelCode: 'WEB' });
      await expect.poll(() => seen.includes('changed:WEB'), { timeout: 1_000 }).toBe(true);
      expect(bus.stats().reconnects).toBeGreaterThanOrEqual(1);
    } finally {
      await bus.close();
      await other.close();
    }
  });
});
