/**
 * `npm run bench`: one command, one table, one JSON file (bench-results/latest.json):
 *
 * 1. API paths on an in-memory PGlite, and on PostgreSQL when DATABASE_URL is set
 *    (`bash scripts/with-postgres.sh npm run bench`), each against same-run baselines, three runs
 *    interleaved: median and spread (bench/api.ts); then the players curve of the embedded default,
 *    round and balance p50/p99 at 1–50 players (bench/curve.ts, part `players`);
 * 2. the site's script and CSS per route, raw / gzip / brotli, from the built dists (bench/bundle.ts);
 * 3. Lighthouse mobile, 3 runs each (median and spread), on home, the slot and live categories, the
 *    tournaments page and a demo game launch (bench/lighthouse.ts), against the built site served by
 *    this server; `--lighthouse-runs=N`, `--lighthouse-desktop=N` (desktop runs, default 0),
 *    `--lighthouse-pages=home,slot` (a subset by name) and `--lighthouse-reports=/tmp/lh` (full reports);
 * 4. each studio engine's rounds per second (bench/engines.ts);
 * 5. search latency over the whole catalogue, p50/p95/p99 (bench/search.ts; issue 29);
 * 6. 1,000 live event streams on one process: delivery to all, memory open and at rest (bench/live.ts).
 *
 * Numbers depend on the machine (the load generator shares its cores): compare ratios, not req/s.
 * Nothing asserts on them; the exit code is 1 only when a wallet's ledger no longer adds up.
 *
 *   npm run bench -- [seconds per route, default 5] [connections, default 50]
 *     [--skip=api,players,bundle,lighthouse,engines,search,live] [--players=1,5,10,25,50]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_CATALOGUE } from '@casino/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/create-database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seed } from '../src/wiring/seed.ts';
import { API_RUNS, benchApi, rowSpread, type ApiResult, type EngineName } from './bench/api.ts';
import { benchPlayerCurve, type CurveRow } from './bench/curve.ts';
import { bundleSizes } from './bench/bundle.ts';
import { benchEngines } from './bench/engines.ts';
import { runLighthouse, summarizeLighthouse, type LighthouseRow } from './bench/lighthouse.ts';
import { benchSearch, type SearchBenchRow } from './bench/search.ts';
import { benchLive, type LiveBenchResult } from './bench/live.ts';
import { kb, percent, printTable, whole } from './bench/report.ts';

const started = Date.now();
const positional = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const skip = new Set(
  (process.argv.find((arg) => arg.startsWith('--skip='))?.slice('--skip='.length) ?? '').split(','),
);
const flag = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
const duration = Number(positional[0] ?? 5);
const connections = Number(positional[1] ?? 50);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const webDist = path.join(root, 'apps/web/dist');
const gamesDist = path.join(root, 'apps/games/dist');
const databaseUrl = process.env.DATABASE_URL;
const playerCounts = (
  process.argv.find((arg) => arg.startsWith('--players='))?.slice('--players='.length) ?? '1,5,10,25,50'
)
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);

// 1. API
const api: ApiResult[] = [];
if (!skip.has('api')) {
  const engines: { engine: EngineName; url?: string }[] = [{ engine: 'PGlite' }];
  if (databaseUrl) engines.push({ engine: 'PostgreSQL', url: databaseUrl });
  for (const { engine, url } of engines) {
    api.push(await benchApi(engine, { duration, connections, ...(url ? { databaseUrl: url } : {}) }));
  }
}
const curve: CurveRow[] = skip.has('players') ? [] : await benchPlayerCurve(playerCounts, duration);

// 2. Bundles
const bundles = skip.has('bundle') ? [] : bundleSizes(webDist, gamesDist);

// 3. Lighthouse, against the built site served by the real app on PGlite.
let lighthouse: LighthouseRow[] = [];
let lighthouseLoad = '';
if (!skip.has('lighthouse')) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: webDist,
    GAMES_DIST_DIR: gamesDist,
  });
  const db = createDatabase({ kind: 'memory' });
  await migrateToLatest(db);
  await seed(db, config);
  const app = await buildApp(config, { db });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const demoGame = GAME_CATALOGUE.find((game) => game.isDemoAvailable)?.gameCode ?? 'WNF_AZTEC_X';
  try {
    const pages = [
      { key: 'home', name: 'home', url: `${address}/` },
      { key: 'slot', name: 'category (slot)', url: `${address}/category/slot` },
      { key: 'live', name: 'category (live)', url: `${address}/category/live` },
      { key: 'tournaments', name: 'tournaments', url: `${address}/tournaments` },
      { key: 'launch', name: `game launch (${demoGame}, demo)`, url: `${address}/game-launch/${demoGame}` },
    ];
    const only = flag('lighthouse-pages')?.split(',');
    const reportDir = flag('lighthouse-reports');
    lighthouseLoad = os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ');
    lighthouse = await runLighthouse(
      pages.filter((page) => !only || only.includes(page.key)),
      {
        mobileRuns: Number(flag('lighthouse-runs') ?? 3),
        desktopRuns: Number(flag('lighthouse-desktop') ?? 0),
        ...(reportDir ? { reportDir } : {}),
      },
    );
  } finally {
    await app.close();
    await db.destroy();
  }
}

// 4. Engines
const engines = skip.has('engines') ? [] : benchEngines();

// 5. Search
const search: SearchBenchRow[] = skip.has('search') ? [] : await benchSearch();
// 6. Live streams (client and server share this process and its cores: the times are upper bounds)
const live: LiveBenchResult | null = skip.has('live') ? null : await benchLive(1_000, 60_000);

// --- report --------------------------------------------------------------------------------------
const machine = {
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.availableParallelism(),
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  os: `${os.type()} ${os.release()}`,
  node: process.version,
};
const range = (min: number, max: number, format: (n: number) => string) => `${format(min)}–${format(max)}`;
for (const result of api) {
  printTable(
    `API on ${result.rows[0]?.engine} (${duration}s per route, ${connections} connections; median of ${API_RUNS} interleaved runs, min–max)`,
    result.rows.map((r) => {
      const { rps, ratio } = rowSpread(r);
      return {
        route: r.route,
        'req/s': whole(r.rps),
        'req/s min–max': range(rps.min, rps.max, whole),
        'p50 ms': r.p50.toFixed(1),
        'p99 ms': r.p99.toFixed(1),
        'vs baseline (same run)': r.baseline
          ? `${percent(r.ratio)} of ${r.baseline.replace('baseline: ', '')}`
          : '',
        'ratio min–max': ratio ? range(ratio.min, ratio.max, percent) : '',
        'errors/non-2xx': r.errors,
      };
    }),
  );
  console.log(
    `ledger: ${result.rounds} rounds played, ${result.mismatched} wallet(s) whose balance differs from its ledger`,
  );
}
printTable(
  `The embedded default (PGlite) by players, each sending back to back on its own connection (${duration}s each)`,
  curve.map((c) => ({
    players: c.players,
    'round/s': whole(c.roundRps),
    'round p50 ms': c.roundP50.toFixed(0),
    'round p99 ms': c.roundP99.toFixed(0),
    'balance/s': whole(c.balanceRps),
    'balance p50 ms': c.balanceP50.toFixed(0),
    'balance p99 ms': c.balanceP99.toFixed(0),
    'errors/non-2xx': c.errors,
  })),
);
printTable(
  'Script and CSS a first visit downloads (KB)',
  bundles.map((b) => ({
    route: b.route,
    kind: b.kind,
    files: b.files,
    raw: kb(b.raw),
    gzip: kb(b.gzip),
    brotli: kb(b.brotli),
  })),
);
printTable(
  `Lighthouse 12 (scores 0–100, performance median and min–max of the runs; FCP/LCP/TBT ms medians; CLS and the other scores the worst run; load average ${lighthouseLoad} at the start)`,
  summarizeLighthouse(lighthouse).map((l) => ({
    page: l.page,
    device: l.formFactor,
    runs: l.runs,
    perf: l.performance.median,
    'perf min–max': `${l.performance.min}–${l.performance.max}`,
    a11y: l.accessibility,
    'best pr.': l.bestPractices,
    seo: l.seo,
    FCP: whole(l.fcp),
    LCP: whole(l.lcp),
    TBT: whole(l.tbt),
    CLS: l.cls.toFixed(3),
  })),
);
printTable(
  'Studio engines (one core, provably fair inputs, reference bet)',
  engines.map((e) => ({ engine: e.engine, game: e.gameCode, 'rounds/s': whole(e.roundsPerSecond) })),
);
printTable(
  'Search latency, one query at a time over the whole catalogue (ms)',
  search.map((s) => ({
    what: s.what,
    samples: s.samples,
    'p50 ms': s.p50.toFixed(2),
    'p95 ms': s.p95.toFixed(2),
    'p99 ms': s.p99.toFixed(2),
  })),
);
if (live)
  printTable(
    `Live streams: ${live.streams} open on one process (opened in ${live.openSeconds.toFixed(1)} s)`,
    [
      {
        event: "one player's hint to its 8 streams (baseline)",
        reached: 8,
        'p50 ms': '',
        'p99 ms': '',
        'max ms': live.baselineMs.toFixed(1),
      },
      {
        event: 'a raffle drawn, to every stream',
        reached: live.reached,
        'p50 ms': live.p50Ms.toFixed(1),
        'p99 ms': live.p99Ms.toFixed(1),
        'max ms': live.maxMs.toFixed(1),
      },
    ],
  );
if (live)
  console.log(
    `live memory: heap ${live.heapBeforeMb.toFixed(1)} MB before, ${live.heapOpenMb.toFixed(1)} MB with the streams open (${live.perStreamKb.toFixed(1)} KB a stream), ${live.heapRestedMb.toFixed(1)} MB after a minute at rest; RSS ${live.rssOpenMb.toFixed(0)} MB`,
  );
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `\n${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}; ${seconds} s in all`,
);

const report = {
  date: new Date().toISOString(),
  machine,
  settings: { duration, connections, postgres: Boolean(databaseUrl) },
  api,
  curve,
  bundles,
  lighthouse,
  engines,
  search,
  live,
  seconds,
};
const outDir = path.join(root, 'bench-results');
mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, 'latest.json');
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`JSON: ${path.relative(root, file)}`);
if (api.some((result) => result.mismatched > 0)) process.exitCode = 1;
