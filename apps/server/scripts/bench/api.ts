import autocannon from 'autocannon';
import { sql } from 'kysely';
import { LAUNCH_PATHS, WALLET_PATHS } from '@casino/contract';
import type { Db } from '../../src/db/database.ts';
import { asPlayers, inTurn, startBenchApp, studioRoundRequests } from './players.ts';
import { median, spread } from './report.ts';

export type EngineName = 'PGlite' | 'PostgreSQL';

/** One target's figures over the runs of one bench (each list in run order). */
export interface ApiRow {
  engine: EngineName;
  route: string;
  /** Median over the runs of req/s, p50 and p99 (ms). */
  rps: number;
  p50: number;
  p99: number;
  /** Each run's req/s, p50, p99. */
  runs: { rps: number; p50: number; p99: number }[];
  errors: number;
  /** The same-run baseline this row is compared with; each run's rps / that run's baseline rps, and their median. */
  baseline?: string;
  ratios?: number[];
  ratio?: number;
}

export interface ApiResult {
  rows: ApiRow[];
  rounds: number;
  /** Wallets whose balance differs from the sum of their ledger after the load (must be 0). */
  mismatched: number;
}

const PLAYERS = 50;
/** How often each figure is measured in one bench: a ratio from one run is not a measurement. */
export const API_RUNS = 3;

const BARE = 'baseline: bare route';
const RAW_READ = 'baseline: raw balance read';
const RAW_ROUND = 'baseline: raw round transaction';

/**
 * Loads each API path with autocannon on one engine (in-memory PGlite, or the PostgreSQL of
 * `databaseUrl`) next to baselines measured in the same run: a bare Fastify route (what Fastify itself
 * costs), a raw indexed read of a wallet (the floor of the balance poll) and a raw transaction of a
 * round's shape straight through the driver (SELECT … FOR UPDATE, UPDATE, INSERT, COMMIT: the floor of
 * a studio round). Every target runs API_RUNS times, interleaved (all targets, then all again), so a
 * slow minute of the shared machine hits every target alike; each ratio is taken within its run.
 * Afterwards every wallet's ledger must still add up to its balance.
 */
export async function benchApi(
  engine: EngineName,
  { duration, connections, databaseUrl }: { duration: number; connections: number; databaseUrl?: string },
): Promise<ApiResult> {
  const bench = await startBenchApp(databaseUrl, PLAYERS, async (app, db) => {
    await sql`create table if not exists bench_raw_rounds (
      id bigserial primary key, account_id uuid not null, amount bigint not null,
      created_at timestamptz not null default now())`.execute(db);
    const accountOf = (header: unknown) => String(header ?? '');
    app.get('/bench/bare', async () => ({ ok: true }));
    app.get('/bench/raw-read', async (request) => {
      const { rows } = await sql<{ balance: string }>`select balance, last_daily_claim_at from wallets
        where account_id = ${accountOf(request.headers['x-bench-account'])}`.execute(db);
      return { balance: Number(rows[0]?.balance ?? 0) };
    });
    app.post('/bench/raw-round', async (request) =>
      rawRound(db, accountOf(request.headers['x-bench-account'])),
    );
  });
  const { app, db, api } = bench;
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const nextPlayer = inTurn(bench.players);

  const targets: Target[] = [
    { name: BARE, url: '/bench/bare' },
    { name: RAW_READ, url: '/bench/raw-read', requests: asPlayers(nextPlayer) },
    { name: RAW_ROUND, url: '/bench/raw-round', method: 'POST', requests: asPlayers(nextPlayer) },
    { name: 'GET /api/health', url: api('/health'), baseline: BARE },
    { name: 'GET /api/games', url: api('/games'), baseline: BARE },
    {
      name: `GET /api/balance (${PLAYERS} players)`,
      url: api(WALLET_PATHS.balance),
      requests: asPlayers(nextPlayer),
      baseline: BARE,
      alsoAgainst: RAW_READ,
    },
    {
      name: `POST /api/studio/round (${PLAYERS} players)`,
      url: api(LAUNCH_PATHS.studioRound),
      method: 'POST',
      baseline: RAW_ROUND,
      requests: studioRoundRequests(nextPlayer, 'bench'),
    },
  ];

  const rows = await measure(engine, address, targets, { duration, connections, headers: bench.channel });
  const check = await reconcile(db);
  await app.close();
  await db.destroy();
  return { rows, rounds: Number(check.rounds), mismatched: Number(check.mismatched) };
}

type Target = { name: string; baseline?: string; alsoAgainst?: string } & Pick<
  autocannon.Options,
  'url' | 'method' | 'requests'
>;
type RunFigures = ApiRow['runs'][number] & { errors: number };

/**
 * Loads every target once per run, API_RUNS runs in a row; a row per target (and one more per
 * `alsoAgainst`), its ratio to the baseline computed within each run.
 */
async function measure(
  engine: EngineName,
  address: string,
  targets: Target[],
  {
    duration,
    connections,
    headers,
  }: { duration: number; connections: number; headers: Record<string, string> },
): Promise<ApiRow[]> {
  const figures = new Map<string, RunFigures[]>(targets.map((t) => [t.name, []]));
  for (let run = 1; run <= API_RUNS; run++) {
    for (const target of targets) {
      process.stderr.write(
        `${engine} run ${run}/${API_RUNS} ${target.name}: ${duration}s, ${connections} connections…\n`,
      );
      const result = await autocannon({
        url: `${address}${target.url}`,
        method: target.method ?? 'GET',
        requests: target.requests,
        connections,
        duration,
        headers,
      });
      figures.get(target.name)!.push({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    }
  }
  const rows: ApiRow[] = [];
  for (const target of targets) {
    const runs = figures.get(target.name)!;
    const row: ApiRow = {
      engine,
      route: target.name,
      rps: median(runs.map((r) => r.rps)),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      runs: runs.map(({ rps, p50, p99 }) => ({ rps, p50, p99 })),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
    };
    const against = (baseline: string | undefined): ApiRow => {
      const base = baseline ? figures.get(baseline) : undefined;
      if (!baseline || !base) return row;
      // A run whose baseline answered nothing (the machine stalled) has no ratio.
      const ratios = runs.flatMap((r, i) => (base[i]!.rps > 0 ? [r.rps / base[i]!.rps] : []));
      return ratios.length ? { ...row, baseline, ratios, ratio: median(ratios) } : row;
    };
    rows.push(against(target.baseline));
    if (target.alsoAgainst) rows.push(against(target.alsoAgainst));
  }
  return rows;
}

/** The req/s spread and the ratio with its spread of a row, as the bench table prints them. */
export function rowSpread(row: ApiRow) {
  return { rps: spread(row.runs.map((r) => r.rps)), ratio: row.ratios ? spread(row.ratios) : undefined };
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
