import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../src/app.ts';
import type { Clock } from '../src/clock.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createDatabase } from '../src/db/create-database.ts';
import type { Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createLocalBus } from '../src/modules/events/events.bus.ts';
import { seed } from '../src/wiring/seed.ts';

/**
 * Test fixtures. Every test file gets a FRESH database: an in-memory PGlite by default, or — when
 * DATABASE_URL is set (`npm run test:pg`) — a new, uniquely named database on that PostgreSQL server,
 * dropped afterwards. The same test files run in both modes.
 */

/** The PostgreSQL server of `npm run test:pg`; tests (not src/) may read the environment. */
const ADMIN_URL = process.env.DATABASE_URL || undefined;

/** True under `npm run test:pg`: race tests only prove something there (PGlite runs one thing at a time). */
export const ON_POSTGRES = ADMIN_URL !== undefined;

export type App = Awaited<ReturnType<typeof buildApp>>;

export const CHANNEL = { channel: 'WEB' } as const;

/** A directory that does not exist: the app serves the API only unless a test points WEB_DIST_DIR elsewhere. */
const NO_SITE = path.join(tmpdir(), 'casino-test-no-site-here');

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: NO_SITE,
    GAMES_DIST_DIR: NO_SITE,
    BACKOFFICE_DIST_DIR: NO_SITE,
    ...env,
  });
}

export interface TestDatabase {
  db: Db;
  /** The database's own URL in PostgreSQL mode. */
  url: string | undefined;
  destroy(): Promise<void>;
}

/** A fresh, empty database (not migrated). */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!ADMIN_URL) {
    const db = createDatabase({ kind: 'memory' });
    return { db, url: undefined, destroy: () => db.destroy() };
  }
  const name = `casino_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin((admin) => admin.query(`create database ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const db = createDatabase({ kind: 'postgres', url: url.toString() });
  return {
    db,
    url: url.toString(),
    async destroy() {
      await db.destroy();
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database, migrated and seeded as `npm start` would. */
export async function createSeededDatabase(config: Config = testConfig()): Promise<TestDatabase> {
  const testDb = await createTestDatabase();
  await migrateToLatest(testDb.db);
  await seed(testDb.db, config);
  return testDb;
}

/**
 * Two apps on one database standing for two processes (ready, not listening): on PostgreSQL each
 * LISTENs for events on its own connection (config.databaseUrl), as a process would; on PGlite (one
 * process by design) both share one in-process bus. The caller closes them.
 */
export async function twoProcesses(testDb: TestDatabase, env: Record<string, string>): Promise<App[]> {
  const shared = testDb.url ? undefined : createLocalBus(() => {});
  const apps: App[] = [];
  for (let i = 0; i < 2; i++) {
    const config = { ...testConfig(env), ...(testDb.url ? { databaseUrl: testDb.url } : {}) };
    const app = await buildApp(config, {
      db: testDb.db,
      logStream: { write: () => {} },
      ...(shared ? { events: shared } : {}),
    });
    await app.ready();
    apps.push(app);
  }
  return apps;
}

/** Collects log lines (JSON) of an app. */
export function logCollector() {
  const lines: string[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(line) },
    entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Adds routes or hooks before the app is ready (e.g. a route that throws). */
  extend?: (app: App) => void;
  /** The app's clock (default: the system clock). */
  clock?: Clock;
  /** The studio's engines (default: @casino/studio's engine of every catalogue code). */
  engineFor?: AppOptions['engineFor'];
  /** What applies a promo code at sign-up (default: none). */
  promoCodes?: AppOptions['promoCodes'];
}

/** A clock tests move by hand: lockouts and expiries without sleeping. */
export function manualClock(start = new Date('2030-01-01T00:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

/**
 * Builds an app on a fresh seeded database for the current test file (vitest beforeAll/afterAll).
 * Use the returned object's properties inside tests.
 */
export function setupTestApp(options: TestAppOptions = {}) {
  const logs = logCollector();
  const ctx = {} as { app: App; db: Db; config: Config; logs: typeof logs };
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    const config = testConfig(options.env);
    testDb = await createSeededDatabase(config);
    const app = await buildApp(config, {
      db: testDb.db,
      logStream: logs.stream,
      clock: options.clock,
      engineFor: options.engineFor,
      promoCodes: options.promoCodes,
    });
    options.extend?.(app);
    await app.ready();
    Object.assign(ctx, { app, db: testDb.db, config, logs });
  });
  afterAll(async () => {
    await ctx.app?.close();
    await testDb?.destroy();
  });
  return ctx;
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/**
 * An account row for tests that use the wallet service directly (wallets.account_id references
 * accounts): minimal, unusable password, language ja (added if the database is not seeded).
 */
export async function testAccount(db: Db, accountId: string = randomUUID()): Promise<string> {
  await db
    .insertInto('languages')
    .values({ code: 'ja', country_code: 'JP', english_name: 'Japanese', name: '日本語', sort_order: 1 })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const tag = accountId.replaceAll('-', '').slice(0, 12);
  await db
    .insertInto('accounts')
    .values({
      account_id: accountId,
      email: `t${tag}@example.com`,
      display_name: `t${tag}`,
      password_hash: '!',
      language_code: 'ja',
      is_age_over_18: true,
      phone_number: null,
      phone_verified_at: null,
      deleted_at: null,
    })
    .execute();
  return accountId;
}
