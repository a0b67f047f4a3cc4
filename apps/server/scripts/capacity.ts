/**
 * The figures of docs/scaling.md: what ONE server process serves per route on PostgreSQL, and what
 * each request costs the database (commits and WAL bytes), so that the capacity of a primary can be
 * read off. The app runs in this process with autocannon beside it, as in `npm run bench`; the
 * database's counters come from pg_stat_database and pg_current_wal_lsn() before and after each route.
 * Nothing asserts on the numbers.
 *
 *   PG_PORT=5444 bash scripts/with-postgres.sh npm run capacity -w @casino/server -- [seconds, default 8] [connections, default 50]
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { CHANNEL_HEADER, LAUNCH_PATHS, WALLET_PATHS } from '@casino/contract';
import { buildApp } from '../src/app.ts';
import { createDatabase } from '../src/db/create-database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seed } from '../src/wiring/seed.ts';
import { inTurn, newBenchPlayer, studioRoundRequests } from './bench/players.ts';
import { printTable, whole } from './bench/report.ts';
import { benchConfig } from './bench/bench-config.ts';

const positional = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const duration = Number(positional[0] ?? 8);
const connections = Number(positional[1] ?? 50);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required (bash scripts/with-postgres.sh …)');
const PLAYERS = 50;
const GAME = 'WNF_AZTEC_X';
const CAPTCHA = 'capacity-pass';

const config = benchConfig({ databaseUrl, captcha: CAPTCHA });
const db = createDatabase({ kind: 'postgres', url: databaseUrl });
await migrateToLatest(db);
await seed(db, config);
const app = await buildApp(config, { db });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const run = Date.now().toString(36);
const players = [];
for (let i = 0; i < PLAYERS; i++)
  players.push(await newBenchPlayer(app, config, { tag: run, index: i, game: GAME, captcha: CAPTCHA }));
const next = inTurn(players);
const asPlayer: autocannon.Request[] = [
  { setupRequest: (req) => ({ ...req, headers: { ...req.headers, cookie: next().cookie } }) },
];

const stats = new pg.Client({ connectionString: databaseUrl });
await stats.connect();
/**
 * Commits (read-only transactions included, as PostgreSQL counts them), transaction ids handed out
 * (one per transaction that wrote; exact and immediate) and WAL written so far.
 */
async function snapshot() {
  // A backend that went idle flushes its counters to the shared statistics within 10 s (PostgreSQL 15).
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const { rows } = await stats.query<{ commits: string; xid: string; wal: string }>(
    `select xact_commit as commits, pg_current_xact_id()::text as xid,
       pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0') as wal
     from pg_stat_database where datname = current_database()`,
  );
  return { commits: Number(rows[0]!.commits), writes: Number(rows[0]!.xid), wal: Number(rows[0]!.wal) };
}

const api = (path: string) => `${address}${config.apiBasePath}${path}`;
const targets: { route: string; url: string; method?: 'GET' | 'POST'; requests?: autocannon.Request[] }[] = [
  { route: 'GET /api/health/live (no database)', url: api('/health/live') },
  { route: 'GET /api/games (catalogue, cached 5 s)', url: api('/games') },
  { route: 'GET /api/balance (session + wallet read)', url: api(WALLET_PATHS.balance), requests: asPlayer },
  {
    route: 'POST /api/studio/round (a slot round)',
    url: api(LAUNCH_PATHS.studioRound),
    method: 'POST',
    requests: studioRoundRequests(next, `capacity-${run}`),
  },
];

const rows = [];
for (const target of targets) {
  process.stderr.write(`${target.route}: ${duration}s, ${connections} connections…\n`);
  const before = await snapshot();
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    requests: target.requests,
    connections,
    duration,
    headers: { [CHANNEL_HEADER]: config.channelCode },
  });
  const after = await snapshot();
  const done = result.requests.total;
  rows.push({
    route: target.route,
    'req/s': whole(result.requests.average),
    'p50 ms': result.latency.p50.toFixed(0),
    'p99 ms': result.latency.p99.toFixed(0),
    'non-2xx': result.errors + result.non2xx,
    'commits/req': ((after.commits - before.commits) / done).toFixed(2),
    // Less the snapshot's own transaction id.
    'writing tx/req': ((after.writes - before.writes - 1) / done).toFixed(2),
    'commits/s': whole((after.commits - before.commits) / duration),
    'WAL B/req': whole((after.wal - before.wal) / done),
  });
}
printTable(`One process on PostgreSQL (${duration}s per route, ${connections} connections)`, rows);
await stats.end();
await app.close();
await db.destroy();
