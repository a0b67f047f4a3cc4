/**
 * Issue 32: the corpus of the reference verifier (tools/verifier-py). Plays ≥ 2,000 rounds over every
 * studio title through the real server (the app in-process on PGlite, HTTP by inject, as a demo
 * player), each title on a fixed server seed, with client seeds chosen so that EVERY mechanic and bonus
 * of every title occurs (scripts/verifier-corpus/features.ts; the script fails if one is missing from
 * the recorded rounds), rotates the seeds to reveal them, and writes the public verify answers
 * (GET /api/studio/verify) with the published maths bundle (GET /api/studio/maths/bundle.json).
 *
 *   npx tsx apps/server/scripts/verifier-corpus.ts [--out FILE] [--rounds N] [--sample FILE]
 *
 * --out (default /tmp/verifier-corpus.json.gz): the corpus, gzip JSON { format, maths, rounds }.
 * --sample FILE: also write a small slice (gzip JSON): the first round of each title showing each feature.
 * Client seeds found by search are kept in tools/verifier-py/corpus/seeds.json (committed, so a run
 * only searches when the engine or the plan changed; new finds are written back).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { AUTH_PATHS } from '@casino/contract';
import { STUDIO_GAMES } from '@casino/studio';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/create-database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seed } from '../src/wiring/seed.ts';
import { featuresOf, missingFeatures, required, type RoundRecord } from './verifier-corpus/features.ts';
import { planTitle, type SeedCache, type TitlePlan } from './verifier-corpus/plan.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SEEDS_FILE = path.join(root, 'tools/verifier-py/corpus/seeds.json');
const AUTO_PICK_TITLE = 'EVO_LIVE_CRAZY_TIME';
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
};
const outFile = arg('--out') ?? path.join(tmpdir(), 'verifier-corpus.json.gz');
const sampleFile = arg('--sample');
const minRounds = Number(arg('--rounds') ?? 2000);

const started = performance.now();
const codes = Object.keys(STUDIO_GAMES).sort();
const fillers = Math.ceil(minRounds / codes.length);
const cache: SeedCache = JSON.parse(readFileSync(SEEDS_FILE, 'utf8').toString() || '{}') as SeedCache;
const plans: TitlePlan[] = codes.map((code) =>
  planTitle(code, {
    fillers,
    searchLimit: 3_000_000,
    cache,
    autoPickTitle: AUTO_PICK_TITLE,
    log: console.log,
  }),
);
const sortedCache = Object.fromEntries(Object.entries(cache).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(SEEDS_FILE, `${JSON.stringify(sortedCache, null, 2)}\n`);
const planned = performance.now();
console.log(`planned in ${((planned - started) / 1000).toFixed(1)} s`);

// ---- play the plan through the server -------------------------------------------------------------
const config = loadConfig({
  NODE_ENV: 'test', // the test-only route that commits a chosen server seed (studio.dev-routes.ts)
  LOG_LEVEL: 'silent',
  DEMO_BALANCE: '1000000000',
  RATE_LIMIT_MULTIPLIER: '100000',
  WEB_DIST_DIR: path.join(tmpdir(), 'no-site'),
  GAMES_DIST_DIR: path.join(tmpdir(), 'no-site'),
  BACKOFFICE_DIST_DIR: path.join(tmpdir(), 'no-site'),
});
const db = createDatabase({ kind: 'memory' });
await migrateToLatest(db);
await seed(db, config);
// This private database only: every studio title opens as a demo (some are real-money only in the
// seeded catalogue), so that one anonymous player plays them all.
await db.updateTable('games').set({ is_demo_available: true }).where('game_code', 'in', codes).execute();
const app = await buildApp(config, { db, logStream: { write: () => {} } });
await app.ready();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers of several routes, read field by field
async function call(method: 'GET' | 'POST', url: string, payload?: object): Promise<any> {
  const res = await app.inject({
    method,
    url: `/api${url}`,
    headers: { channel: 'WEB' },
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return res.json();
}

const records: RoundRecord[] = [];
let key = 0;
for (const plan of plans) {
  const code = plan.gameCode;
  const launch = await call(
    'GET',
    `/launch-demo?gameCode=${code}&currency=PTS&language=en&lobbyUrl=%2F&brand=casino`,
  );
  const launchToken = new URL(launch.url, 'http://x').searchParams.get('launch');
  const session = await call('POST', '/studio/session', { launchToken });
  const gameSessionId = session.gameSessionId as string;
  await call('POST', AUTH_PATHS.devStudioServerSeed, { gameSessionId, serverSeed: plan.serverSeed });
  let clientSeed = '';
  const ids: string[] = [];
  for (const r of plan.rounds) {
    if (r.clientSeed !== clientSeed) {
      const state = await call('POST', '/studio/client-seed', { gameSessionId, clientSeed: r.clientSeed });
      if (state.nonce !== r.nonce) throw new Error(`${code}: nonce ${state.nonce}, planned ${r.nonce}`);
      clientSeed = r.clientSeed;
    }
    let round = await call('POST', '/studio/round', {
      gameSessionId,
      ...r.betInput,
      roundKey: `verifier-corpus-${(key++).toString().padStart(6, '0')}`,
    });
    if (round.pending) {
      if (r.choice === 'auto') await call('POST', AUTH_PATHS.devStudioExpirePicks, { gameSessionId });
      round = await call('POST', '/studio/round/decide', {
        gameSessionId,
        roundId: round.roundId,
        index: round.pending.index,
        choice: r.choice === 'auto' ? 1 : r.choice,
      });
    }
    ids.push(round.roundId as string);
  }
  await call('POST', '/studio/rotate-seed', { gameSessionId });
  for (const id of ids) records.push(await call('GET', `/studio/verify?roundId=${encodeURIComponent(id)}`));
}
const maths = await call('GET', '/studio/maths/bundle.json');
await app.close();
await db.destroy();
const playedAt = performance.now();

// ---- coverage: every feature of every title, read from the recorded rounds ----------------------
const missing = missingFeatures(records, codes);
const counts: Record<string, number> = {};
for (const f of records.flatMap((r) => featuresOf(r))) counts[f] = (counts[f] ?? 0) + 1;
if (records.length < minRounds) missing.push(`${minRounds} rounds (got ${records.length})`);
if (new Set(records.map((r) => r.gameCode)).size !== codes.length || codes.length < 29)
  missing.push('every studio title');

const corpus = { format: 'casino-verifier-corpus/1', maths, rounds: records };
mkdirSync(path.dirname(outFile), { recursive: true });
writeFileSync(outFile, gzipSync(JSON.stringify(corpus)));
if (sampleFile) {
  // The first round of each title showing each of its features: every mechanic in a small file (the
  // docs' worked examples and the fast vitest run of the verifier use it).
  const sample = new Set<RoundRecord>();
  for (const code of codes) {
    const mine = records.filter((r) => r.gameCode === code);
    for (const f of [...required(code), 'auto-pick']) {
      const hit = mine.find((r) => featuresOf(r).includes(f));
      if (hit) sample.add(hit);
    }
  }
  writeFileSync(sampleFile, gzipSync(JSON.stringify({ ...corpus, rounds: [...sample] })));
}
const s = (a: number, b: number) => `${((b - a) / 1000).toFixed(1)} s`;
console.log(
  `${records.length} rounds of ${codes.length} titles, ${Object.keys(counts).length} features ` +
    `(plan ${s(started, planned)}, server ${s(planned, playedAt)}) → ${outFile}`,
);
if (missing.length > 0) {
  console.error(`MISSING from the corpus:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
