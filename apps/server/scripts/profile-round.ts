/**
 * Profiles a studio round (POST /api/studio/round) against the raw round transaction of `npm run bench`
 * (SELECT … FOR UPDATE, UPDATE, INSERT, COMMIT) on the same engine, for docs/performance.md:
 *
 * - req/s of both, and per request: database round trips (every query the driver sends, BEGIN and
 *   COMMIT included), the time spent waiting on them, Node's CPU and PostgreSQL's CPU (from /proc);
 * - a V8 CPU profile taken only while the studio round is under load (not during the setup), summed
 *   by self time per function and per module; written to bench-results/studio-round.cpuprofile
 *   (open it in Chrome DevTools or speedscope).
 *
 * The load generator (autocannon) runs in this process, as in `npm run bench`: its share of the
 * profile is shown on its own line. Nothing asserts on the numbers.
 *
 *   PG_PORT=5452 bash scripts/with-postgres.sh npm run profile:round -w @casino/server -- [seconds, default 8] [connections, default 50] [--no-profile]
 *   npm run profile:round -w @casino/server -- --summarise=bench-results/studio-round.cpuprofile
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session, type Profiler } from 'node:inspector';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'kysely';
import { CHANNEL_HEADER, LAUNCH_PATHS } from '@casino/contract';
import { buildApp } from '../src/app.ts';
import { createDatabase } from '../src/db/create-database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seed } from '../src/wiring/seed.ts';
import { inTurn, newBenchPlayer, studioRoundRequests, type BenchPlayer } from './bench/players.ts';
import { benchConfig } from './bench/bench-config.ts';

const DRIVER = ['pg', 'pg-protocol', 'pg-pool', 'pg-types', 'postgres-date', 'postgres-array'];
const HTTP = [
  'fastify',
  'find-my-way',
  'avvio',
  'secure-json-parse',
  'fast-json-stringify',
  'helmet',
  'pino',
];

// `--summarise=<file.cpuprofile>`: only print the summary of a saved profile.
const saved = process.argv.find((arg) => arg.startsWith('--summarise='))?.slice('--summarise='.length);
if (saved) {
  summarise(JSON.parse(readFileSync(saved, 'utf8')) as Profiler.Profile);
  process.exit(0);
}
const positional = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const duration = Number(positional[0] ?? 8);
const connections = Number(positional[1] ?? 50);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required (bash scripts/with-postgres.sh …)');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PLAYERS = 50;
const GAME = 'WNF_AZTEC_X';
const CAPTCHA = 'bench-pass';

// --- every query the driver sends: count, text, time until its result ---------------------------
const queries = { count: 0, waitMs: 0, texts: new Map<string, number>() };
const originalQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string };
  const text = (typeof first === 'string' ? first : (first?.text ?? '?')).replace(/\s+/g, ' ').slice(0, 90);
  const started = performance.now();
  const done = () => {
    queries.count++;
    queries.waitMs += performance.now() - started;
    queries.texts.set(text, (queries.texts.get(text) ?? 0) + 1);
  };
  const result = originalQuery.apply(this, args);
  if (result && typeof (result as Promise<unknown>).then === 'function') {
    (result as Promise<unknown>).then(done, done);
  }
  return result;
} as typeof pg.Client.prototype.query;
const resetQueries = () => {
  queries.count = 0;
  queries.waitMs = 0;
  queries.texts.clear();
};

/** CPU seconds used so far by every process called postgres (server, backends, walwriter…). */
function postgresCpuSeconds(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime + stime
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / 100; // USER_HZ
}

// --- the app, as `npm run bench` sets it up ------------------------------------------------------
const config = benchConfig({ databaseUrl, captcha: CAPTCHA });
const db = createDatabase({ kind: 'postgres', url: databaseUrl });
const run = Date.now().toString(36);
await migrateToLatest(db);
await seed(db, config);
await sql`create table if not exists bench_raw_rounds (
  id bigserial primary key, account_id uuid not null, amount bigint not null,
  created_at timestamptz not null default now())`.execute(db);
const app = await buildApp(config, { db });
app.post('/bench/raw-round', async (request) => {
  const accountId = String(request.headers['x-bench-account'] ?? '');
  return db.transaction().execute(async (tx) => {
    const { rows } = await sql<{ balance: string }>`select balance from wallets
      where account_id = ${accountId} for update`.execute(tx);
    await sql`update wallets set updated_at = now() where account_id = ${accountId}`.execute(tx);
    await sql`insert into bench_raw_rounds (account_id, amount) values (${accountId}, 0)`.execute(tx);
    return { balance: Number(rows[0]?.balance ?? 0) };
  });
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const api = (p: string) => `${config.apiBasePath}${p}`;
const channel = { [CHANNEL_HEADER]: config.channelCode };

const players: BenchPlayer[] = [];
for (let i = 0; i < PLAYERS; i++) {
  players.push(await newBenchPlayer(app, config, { tag: `p${run}`, index: i, game: GAME, captcha: CAPTCHA }));
}
const nextPlayer = inTurn(players);

// --- load, measure, profile ---------------------------------------------------------------------
const inspector = new Session();
inspector.connect();
const post = <T>(method: string, params?: object) =>
  new Promise<T>((resolve, reject) =>
    inspector.post(method, params ?? {}, (error, result) => (error ? reject(error) : resolve(result as T))),
  );

interface Measured {
  route: string;
  rps: number;
  p50: number;
  requests: number;
  errors: number;
  perRequest: { roundTrips: number; dbWaitMs: number; nodeCpuMs: number; postgresCpuMs: number };
  eventLoopUtilization: number;
  statements: [string, number][];
}

async function load(
  route: string,
  options: Pick<autocannon.Options, 'url' | 'requests'>,
  profile = false,
): Promise<Measured> {
  process.stderr.write(`${route}: ${duration}s, ${connections} connections…\n`);
  resetQueries();
  if (profile) {
    await post('Profiler.enable');
    await post('Profiler.setSamplingInterval', { interval: 200 });
    await post('Profiler.start');
  }
  const cpu = process.cpuUsage();
  const pgCpu = postgresCpuSeconds();
  const elu = performance.eventLoopUtilization();
  const result = await autocannon({
    ...options,
    url: `${address}${options.url}`,
    method: 'POST',
    connections,
    duration,
    headers: channel,
  });
  const used = process.cpuUsage(cpu);
  const pgUsed = postgresCpuSeconds() - pgCpu;
  const loop = performance.eventLoopUtilization(elu);
  if (profile) {
    const { profile: cpuProfile } = await post<{ profile: Profiler.Profile }>('Profiler.stop');
    mkdirSync(path.join(root, 'bench-results'), { recursive: true });
    writeFileSync(path.join(root, 'bench-results/studio-round.cpuprofile'), JSON.stringify(cpuProfile));
    summarise(cpuProfile);
  }
  const n = result.requests.total || 1;
  return {
    route,
    rps: result.requests.average,
    p50: result.latency.p50,
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
    perRequest: {
      roundTrips: queries.count / n,
      dbWaitMs: queries.waitMs / n,
      nodeCpuMs: (used.user + used.system) / 1000 / n,
      postgresCpuMs: (pgUsed * 1000) / n,
    },
    eventLoopUtilization: loop.utilization,
    statements: [...queries.texts].sort((a, b) => b[1] - a[1]).map(([text, count]) => [text, count / n]),
  };
}

/** The package of a node_modules URL (`@scope/name` or `name`). */
function packageOf(url: string): string {
  const [first, second] = url.slice(url.lastIndexOf('node_modules/') + 'node_modules/'.length).split('/');
  return first!.startsWith('@') ? `${first}/${second}` : first!;
}

/** Where a JS frame's time belongs. */
function categoryOf(url: string, functionName: string): string {
  if (url.includes('node_modules/')) {
    const name = packageOf(url);
    if (DRIVER.includes(name)) {
      return functionName === 'writev' || functionName === 'writeBuffer'
        ? 'pg: socket writes (one per statement)'
        : 'pg driver (protocol, row parsing)';
    }
    if (name === 'kysely') return 'kysely (query building, compiling)';
    if (name === 'zod' || name === 'fastify-type-provider-zod') return 'zod (request and response schemas)';
    if (HTTP.includes(name) || name.startsWith('@fastify/')) return 'fastify, plugins, helmet, logger';
    if (name.startsWith('@noble/')) return '@noble/hashes (provably fair HMAC)';
    return `package ${name}`;
  }
  if (url.includes('/packages/')) return `@casino/${url.split('/packages/')[1]!.split('/')[0]}`;
  if (url.includes('/apps/server/src/')) return `server src/${url.split('/apps/server/src/')[1]}`;
  return url;
}

/**
 * Self time in % of the samples, by category and by function. A native frame (a syscall, a
 * microtask run) is charged to its nearest JS caller outside node's internals, so a socket write of
 * the driver counts for the driver; the load generator's and this script's own samples are apart.
 */
function summarise(profile: Profiler.Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<number, number>();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const categories = new Map<string, number>();
  const functions = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, micros: number) =>
    map.set(key, (map.get(key) ?? 0) + micros);
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id)!;
    const name = callFrame.functionName;
    const frames: Profiler.ProfileNode['callFrame'][] = [];
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      frames.push(byId.get(cur)!.callFrame);
    }
    const caller = frames.find(
      (frame) => frame.url && !frame.url.startsWith('node:') && !frame.url.endsWith('profile-round.ts'),
    );
    let category: string;
    if (['(idle)', '(garbage collector)', '(program)'].includes(name)) category = name;
    else if (frames.some((f) => /\/(autocannon|http-parser-js|hdr-histogram-js)\//.test(f.url))) {
      category = 'load generator (autocannon, same process)';
    } else if (
      callFrame.url.endsWith('profile-round.ts') ||
      frames.some((f) => f.url.startsWith('node:inspector'))
    ) {
      category = 'this script (profiler, query counter)';
    } else if (!caller) category = 'node internals without a JS caller (microtasks, timers)';
    else category = categoryOf(caller.url, name);
    add(categories, category, micros);
    const where = callFrame.url
      ? `${callFrame.url.replace(/^.*\/(node_modules|work)\//, '')}:${callFrame.lineNumber + 1}`
      : '';
    add(functions, `${name || '(anonymous)'} ${where}`.trim(), micros);
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, micros]) => `${((100 * micros) / total).toFixed(1).padStart(5)} %  ${key}`)
      .join('\n');
  console.log(
    `\nCPU profile of the studio round load (${(total / 1e6).toFixed(1)} s sampled), self time by category:`,
  );
  console.log(top(categories, 25));
  console.log('\nself time by function:');
  console.log(top(functions, 20));
}

const raw = await load('raw round transaction', {
  url: '/bench/raw-round',
  requests: [
    {
      setupRequest: (req) => ({
        ...req,
        headers: { ...req.headers, 'x-bench-account': nextPlayer().accountId },
      }),
    },
  ],
});
const round = await load(
  `POST /api/studio/round (${PLAYERS} players)`,
  {
    url: api(LAUNCH_PATHS.studioRound),
    requests: studioRoundRequests(nextPlayer, 'profile'),
  },
  !process.argv.includes('--no-profile'),
);
for (const m of [raw, round]) {
  console.log(
    `\n${m.route}: ${m.rps.toFixed(0)} req/s, p50 ${m.p50} ms, ${m.requests} requests, ${m.errors} errors`,
  );
  const p = m.perRequest;
  console.log(
    `  per request: ${p.roundTrips.toFixed(2)} round trips, ${p.dbWaitMs.toFixed(2)} ms waiting on them (summed), ` +
      `Node CPU ${p.nodeCpuMs.toFixed(3)} ms, PostgreSQL CPU ${p.postgresCpuMs.toFixed(3)} ms; ` +
      `event loop busy ${(100 * m.eventLoopUtilization).toFixed(0)} %`,
  );
  for (const [text, perRequest] of m.statements) console.log(`  ${perRequest.toFixed(2)}×  ${text}`);
}
console.log(`\nround / raw: ${((100 * round.rps) / raw.rps).toFixed(0)} %`);
inspector.disconnect();
await app.close();
await db.destroy();
