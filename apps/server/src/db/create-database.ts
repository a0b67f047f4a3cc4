import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Db } from './database.ts';
import { pgliteParsers, pgTypeParsers } from './int8.ts';

/**
 * Where the data lives. One SQL dialect, two engines (ARCHITECTURE.md decision 1): a PostgreSQL
 * server when DATABASE_URL is set, else PGlite (PostgreSQL compiled to WASM) in DATA_DIR. `memory`
 * is an in-memory PGlite, used by tests and the benchmark.
 */
export type DatabaseTarget =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string } | { kind: 'memory' };

export function databaseTarget(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

export interface CreateDatabaseOptions {
  /** Errors of idle pooled connections (PostgreSQL restarts…); without a listener they crash the process. */
  onPoolError?: (error: Error) => void;
  /** Connections of the PostgreSQL pool (default 10). */
  poolSize?: number;
}

const pools = new WeakMap<Db, pg.Pool>();

/** The connections of `db`'s pool now (the metrics); an embedded PGlite is one connection. */
export function poolStats(db: Db): { total: number; idle: number; waiting: number } {
  const pool = pools.get(db);
  if (!pool) return { total: 1, idle: 0, waiting: 0 };
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/**
 * Creates the Kysely instance; nothing connects until the first query. `db.destroy()` closes it.
 * int8 values are parsed here, once, to safe integers (int8.ts).
 */
export function createDatabase(target: DatabaseTarget, options: CreateDatabaseOptions = {}): Db {
  switch (target.kind) {
    case 'postgres': {
      const pool = new pg.Pool({
        connectionString: target.url,
        max: options.poolSize ?? 10,
        types: pgTypeParsers,
      });
      pool.on('error', (error) => options.onPoolError?.(error));
      const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
      pools.set(db, pool);
      return db;
    }
    case 'pglite': {
      const { dataDir } = target;
      return new Kysely({
        dialect: new PGliteDialect({
          pglite: () => {
            mkdirSync(dataDir, { recursive: true });
            return new PGlite(dataDir, { parsers: pgliteParsers });
          },
        }),
      });
    }
    case 'memory':
      return new Kysely({
        dialect: new PGliteDialect({ pglite: () => new PGlite({ parsers: pgliteParsers }) }),
      });
  }
}
