import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type AppOptions } from '../src/app.ts';
import type { Clock } from '../src/clock.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createDatabase } from '../src/db/create-database.ts';
import type { Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seed } from '../src/wiring/seed.ts';

/**
 * Shared set-up of the resilience suite. With DATABASE_URL (CI: scripts/with-postgres.sh) every part
 * gets a fresh database on that PostgreSQL server; without, an in-memory PGlite (or a data directory).
 * Traffic goes to 127.0.0.1 only.
 */
export const ADMIN_URL = process.env.DATABASE_URL || undefined;
export const ON_POSTGRES = ADMIN_URL !== undefined;
export const NO_SITE = '/nonexistent-casino-site';
export const PROVIDER = { code: 'fuzzprov', secret: 'f'.repeat(40) };

export type App = Awaited<ReturnType<typeof buildApp>>;

export function suiteEnv(env: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: NO_SITE,
    GAMES_DIST_DIR: NO_SITE,
    CAPTCHA_TEST_ANSWER: 'pass',
    WALLET_PROVIDERS: `${PROVIDER.code}:${PROVIDER.secret}`,
    GAME_PROVIDER_URLS: `EVO_LIVE_FUNKY_TIME=${PROVIDER.code}@https://provider.invalid/launch`,
    ...env,
  };
}

export function suiteConfig(env: Record<string, string> = {}): Config {
  return loadConfig(suiteEnv(env));
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

export interface SuiteDatabase {
  db: Db;
  /** The database's URL on PostgreSQL (for child processes); undefined on PGlite. */
  url: string | undefined;
  destroy(): Promise<void>;
}

/** A fresh, empty PostgreSQL database (needs DATABASE_URL). */
export async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!ADMIN_URL) throw new Error('DATABASE_URL is not set');
  const name = `casino_res_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin((admin) => admin.query(`create database ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

/** A fresh migrated and seeded database: PostgreSQL when DATABASE_URL is set, else in-memory PGlite. */
export async function seededDatabase(config: Config): Promise<SuiteDatabase> {
  if (ON_POSTGRES) {
    const pgdb = await createPgDatabase();
    const db = createDatabase({ kind: 'postgres', url: pgdb.url });
    await migrateToLatest(db);
    await seed(db, config);
    return {
      db,
      url: pgdb.url,
      async destroy() {
        await db.destroy();
        await pgdb.drop();
      },
    };
  }
  const db = createDatabase({ kind: 'memory' });
  await migrateToLatest(db);
  await seed(db, config);
  return { db, url: undefined, destroy: () => db.destroy() };
}

/** An in-process app on a fresh database; close() tears both down. */
export async function suiteApp(
  env: Record<string, string> = {},
  options: Omit<AppOptions, 'db'> & { clock?: Clock } = {},
) {
  const config = suiteConfig(env);
  const database = await seededDatabase(config);
  const app = await buildApp(config, { ...options, db: database.db });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}

/** A clock tests move by hand. */
export function manualClock(start = new Date('2030-01-01T00:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}
