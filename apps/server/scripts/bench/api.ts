import autocannon from 'autocannon';
import { sql } from 'kysely';
import { CHANNEL_HEADER, LAUNCH_PATHS, WALLET_PATHS } from '@casino/contract';
import { buildApp } from '../../src/app.ts';
import { createDatabase } from '../../src/db/create-database.ts';
import type { Db } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seed } from '../../src/wiring/seed.ts';
import { inTurn, newBenchPlayer, studioRoundRequests, type BenchPlayer } from './players.ts';
import { benchConfig } from './bench-config.ts';

export type EngineName = 'PGlite' | 'PostgreSQL';

export interface ApiRow {
  engine: EngineName;
  route: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The same-run baseline this row is compared with, and rps / baseline rps. */
  baseline?: string;
  ratio?: number;
}

export interface ApiResult {
  rows: ApiRow[];
  rounds: number;
  /** Wallets whose balance differs from the sum of their ledger after the load (must be 0). */
  mismatched: number;
}

const PLAYERS = 50;
const GAME = 'WNF_AZTEC_X';
const CAPTCHA = 'bench-pass';

const BARE = 'baseline: bare route';
const RAW_READ = 'baseline: raw balance read';
const RAW_ROUND = 'baseline: raw round transaction';

/** A signed-up player with an open studio session of GAME (set up through the API, as a browser would). */
type Player = BenchPlayer;

/**
 * Loads each API path with autocannon on one engine (in-memory PGlite, or the PostgreSQL of
 * `databaseUrl`) next to baselines measured in the same run: a bare Fastify route (what Fastify itself
 * costs), a raw indexed read of a wallet (the floor of the balance poll) and a raw transaction of a
 * round's shape straight through the driver (SELECT … FOR UPDATE, UPDATE, INSERT, COMMIT: the floor of
 * a studio round). Afterwards every wallet's ledger must still add up to its balance.
 */
export async function benchApi(
  engine: EngineName,
  { duration, connections, databaseUrl }: { duration: number; connections: number; databaseUrl?: string },
): Promise<ApiResult> {
  const config = benchConfig({ databaseUrl, captcha: CAPTCHA });
  const db = createDatabase(databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'memory' });
  const run = Date.now().toString(36); // players of earlier runs on the same PostgreSQL stay apart
  await migrateToLatest(db);
  await seed(db, config);
  await sql`create table if not exists bench_raw_rounds (
    id bigserial primary key, account_id uuid not null, amount bigint not null,
    created_at timestamptz not null default now())`.execute(db);
  const app = await buildApp(config, { db });
  const accountOf = (header: unknown) => String(header ?? '');
  app.get('/bench/bare', async () => ({ ok: true }));
  app.get('/bench/raw-read', async (request) => {
    const { rows } = await sql<{ balance: string }>`select balance, last_daily_claim_at from wallets
      where account_id = ${accountOf(request.headers['x-bench-account'])}`.execute(db);
    return { balance: Number(rows[0]?.balance ?? 0) };
  });
  app.post('/bench/raw-round', async (request) => {
    const accountId = accountOf(request.headers['x-bench-account']);
    return rawRound(db, accountId);
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const api = (path: string) => `${config.apiBasePath}${path}`;
  const channel = { [CHANNEL_HEADER]: config.channelCode };

  const players: Player[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    players.push(await newBenchPlayer(app, config, { tag: run, index: i, game: GAME, captcha: CAPTCHA }));
  }
  const nextPlayer = inTurn(players);
  const asPlayer = (json = false): autocannon.Request[] => [
    {
      setupRequest: (req) => {
        const player = nextPlayer();
        return {
          ...req,
          headers: {
            ...req.headers,
            cookie: player.cookie,
            'x-bench-account': player.accountId,
            ...(json ? { 'content-type': 'application/json' } : {}),
          },
        };
      },
    },
  ];

  const targets: Target[] = [
    { name: BARE, url: '/bench/bare' },
    { name: RAW_READ, url: '/bench/raw-read', requests: asPlayer() },
    { name: RAW_ROUND, url: '/bench/raw-round', method: 'POST', requests: asPlayer() },
    { name: 'GET /api/health', url: api('/health'), baseline: BARE },
    { name: 'GET /api/games', url: api('/games'), baseline: BARE },
    {
      name: `GET /api/balance (${PLAYERS} players)`,
      url: api(WALLET_PATHS.balance),
      requests: asPlayer(),
      baseline: BARE,
    },
    {
      name: `POST /api/studio/round (${PLAYERS} players)`,
      url: api(LAUNCH_PATHS.studioRound),
      method: 'POST',
      baseline: RAW_ROUND,
      requests: studioRoundRequests(nextPlayer, 'bench'),
    },
  ];

  const rows = await measure(engine, address, targets, {
    duration,
    connections,
    headers: channel,
    balanceUrl: api(WALLET_PATHS.balance),
  });

  const check = await reconcile(db);
  await app.close();
  await db.destroy();
  return { rows, rounds: Number(check.rounds), mismatched: Number(check.mismatched) };
}

type Target = { name: string; baseline?: string } & Pick<autocannon.Options, 'url' | 'method' | 'requests'>;

/** Loads each target in turn; a row per target, held against its baseline's requests per second. */
async function measure(
  engine: EngineName,
  address: string,
  targets: Target[],
  {
    duration,
    connections,
    headers,
    balanceUrl,
  }: { duration: number; connections: number; headers: Record<string, string>; balanceUrl: string },
): Promise<ApiRow[]> {
  const rows: ApiRow[] = [];
  for (const target of targets) {
    process.stderr.write(`${engine} ${target.name}: ${duration}s, ${connections} connections…\n`);
    const result = await autocannon({
      url: `${address}${target.url}`,
      method: target.method ?? 'GET',
      requests: target.requests,
      connections,
      duration,
      headers,
    });
    const base = rows.find((row) => row.route === target.baseline);
    rows.push({
      engine,
      route: target.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      ...(base ? { baseline: base.route, ratio: result.requests.average / base.rps } : {}),
    });
    // The balance poll is also held against the raw read of the same row.
    if (target.url === balanceUrl) {
      const read = rows.find((row) => row.route === RAW_READ);
      if (read) rows.push({ ...rows.at(-1)!, baseline: RAW_READ, ratio: result.requests.average / read.rps });
    }
  }

  return rows;
}

/** Whatever the load did, every wallet's ledger must add up to its balance. */
async function reconcile(db: Db) {
  const reconciled = await sql<{ mismatched: string; rounds: string }>`
    select count(*) filter (where w.balance <> coalesce(t.total, 0)) as mismatched,
           (select count(*) from wallet_transactions where transaction_type = 'BET') as rounds
    from wallets w
    left join (select account_id, sum(amount) as total from wallet_transactions group by account_id) t
      on t.account_id = w.account_id`.execute(db);
  return reconciled.rows[0]!;
}

/** One transaction of a round's shape, straight through the driver: lock, update, insert, commit. */
async function rawRound(db: Db, accountId: string) {
  return db.transaction().execute(async (tx) => {
    const { rows } = await sql<{ balance: string }>`select balance from wallets
      where account_id = ${accountId} for update`.execute(tx);
    await sql`update wallets set updated_at = now() where account_id = ${accountId}`.execute(tx);
    await sql`insert into bench_raw_rounds (account_id, amount) values (${accountId}, 0)`.execute(tx);
    return { balance: Number(rows[0]?.balance ?? 0) };
  });
}
