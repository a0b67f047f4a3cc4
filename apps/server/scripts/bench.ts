/**
 * `npm run bench -w @casino/server`: starts the app on an ephemeral port with an in-memory PGlite,
 * loads a few routes with autocannon one after another and prints a table. A bare route registered
 * only here is the baseline: the ratio says how much each real route costs beyond Fastify itself.
 * Numbers depend on the machine (the load generator shares its cores); nothing asserts on them.
 *
 *   npm run bench -w @casino/server -- [seconds per route, default 5] [connections, default 50]
 */
import autocannon from 'autocannon';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/create-database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';

const duration = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 50);

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent-bench-dist' });
const db = createDatabase({ kind: 'memory' });
await migrateToLatest(db);
await seed(db, config);
const app = await buildApp(config, { db });
app.get('/bench-baseline', async () => ({ ok: true }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const targets = [
  { name: 'baseline (bare route)', path: '/bench-baseline' },
  { name: 'GET /api/health', path: `${config.apiBasePath}/health` },
  { name: 'GET /api/games', path: `${config.apiBasePath}/games` },
];

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
const rows: Row[] = [];
for (const target of targets) {
  process.stderr.write(`${target.name}: ${duration}s, ${connections} connections…\n`);
  const result = await autocannon({
    url: `${address}${target.path}`,
    connections,
    duration,
    headers: { channel: config.channelCode },
  });
  rows.push({
    name: target.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  });
}
await app.close();
await db.destroy();

const baseline = rows[0]?.rps ?? 1;
const table = rows.map((r) => ({
  route: r.name,
  'req/s': Math.round(r.rps).toLocaleString('en'),
  'p50 ms': r.p50.toFixed(1),
  'p99 ms': r.p99.toFixed(1),
  'vs baseline': `${((r.rps / baseline) * 100).toFixed(1)} %`,
  'errors/non-2xx': r.errors,
}));
const columns = Object.keys(table[0] ?? {}) as (keyof (typeof table)[number])[];
const widths = columns.map((c) => Math.max(c.length, ...table.map((row) => String(row[c]).length)));
const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
console.log(`\n${line(columns)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
for (const row of table) console.log(line(columns.map((c) => String(row[c]))));
console.log(
  `\n${duration}s per route, ${connections} connections, PGlite in memory, Node ${process.version}`,
);
