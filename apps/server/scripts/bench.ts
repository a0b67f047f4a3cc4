/**
 * `npm run bench`: starts the app on an ephemeral port with an in-memory PGlite (or the PostgreSQL of
 * DATABASE_URL: `bash scripts/with-postgres.sh npm run bench`), loads routes with
 * autocannon one after another and prints a table. Two baselines are measured in the same run: a bare
 * route registered only here (what Fastify itself costs) and a route running one raw `select 1` (the
 * floor of anything that touches the database). The money paths (the balance poll of signed-in
 * players, a studio round = bet + win in the ledger) run over many players, and afterwards every
 * player's ledger is reconciled with its balance. Numbers depend on the machine (the load generator
 * shares its cores); nothing asserts on them.
 *
 *   npm run bench -- [seconds per route, default 5] [connections, default 50]
 */
import autocannon from 'autocannon';
import { sql } from 'kysely';
import {
  AUTH_PATHS,
  CHANNEL_HEADER,
  LAUNCH_PATHS,
  SESSION_COOKIE,
  WALLET_PATHS,
  type StudioSessionResponse,
} from '@casino/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase, databaseTarget } from '../src/db/create-database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';

const duration = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 50);
const PLAYERS = 50;
const GAME = 'WNF_AZTEC_X';
const CAPTCHA = 'bench-pass';

const config = loadConfig({
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  WEB_DIST_DIR: '/nonexistent-bench-dist',
  CAPTCHA_TEST_ANSWER: CAPTCHA,
  // The limits still run (their counter write is part of each route's cost) but do not refuse the load.
  RATE_LIMIT_MULTIPLIER: '100000',
  WALLET_SIGNUP_BONUS: '1000000000',
});
const db = createDatabase(config.databaseUrl ? databaseTarget(config) : { kind: 'memory' });
const run = Date.now().toString(36); // players of earlier runs on the same PostgreSQL stay apart
await migrateToLatest(db);
await seed(db, config);
const app = await buildApp(config, { db });
app.get('/bench-baseline', async () => ({ ok: true }));
app.get('/bench-raw-query', async () => {
  await sql`select 1`.execute(db);
  return { ok: true };
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const api = (path: string) => `${config.apiBasePath}${path}`;
const channel = { [CHANNEL_HEADER]: config.channelCode };

/** A signed-up player with an open studio session of GAME (set up through the API, as a browser would). */
interface Player {
  accountId: string;
  cookie: string;
  gameSessionId: string;
}
async function newPlayer(i: number): Promise<Player> {
  const challenge = await app.inject({ url: api(AUTH_PATHS.captchaChallenge), headers: channel });
  const signup = await app.inject({
    method: 'POST',
    url: api(AUTH_PATHS.signup),
    headers: channel,
    payload: {
      email: `bench-${run}-${i}@bench.example`,
      password: 'bench-password-1',
      displayName: `bench${i}`,
      isAgeOver18: true,
      languageCode: 'en',
      captchaData: { challengeId: challenge.json<{ challengeId: string }>().challengeId, answer: CAPTCHA },
    },
  });
  if (signup.statusCode !== 201) throw new Error(`signup ${signup.statusCode}: ${signup.body}`);
  const sid = signup.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
  const cookie = `${SESSION_COOKIE}=${encodeURIComponent(sid)}`;
  const launch = await app.inject({
    url: api(`${LAUNCH_PATHS.launchGame}?gameCode=${GAME}&lobbyUrl=%2F&language=en`),
    headers: { ...channel, cookie },
  });
  const launchToken = new URL(launch.json<{ url: string }>().url, 'http://x').searchParams.get('launch');
  const session = await app.inject({
    method: 'POST',
    url: api(LAUNCH_PATHS.studioSession),
    headers: { ...channel, cookie },
    payload: { launchToken },
  });
  if (session.statusCode !== 200) throw new Error(`studio session ${session.statusCode}: ${session.body}`);
  return {
    accountId: signup.json<{ player: { accountId: string } }>().player.accountId,
    cookie,
    gameSessionId: session.json<StudioSessionResponse>().gameSessionId,
  };
}
const players: Player[] = [];
for (let i = 0; i < PLAYERS; i++) players.push(await newPlayer(i));
let turn = 0;
const nextPlayer = () => players[turn++ % players.length]!;

type Target = { name: string } & Pick<autocannon.Options, 'url' | 'method' | 'requests'>;
const targets: Target[] = [
  { name: 'baseline: bare route', url: '/bench-baseline' },
  { name: 'baseline: raw select 1', url: '/bench-raw-query' },
  { name: 'GET /api/health', url: api('/health') },
  { name: 'GET /api/games', url: api('/games') },
  {
    name: `GET /api/balance (${PLAYERS} players)`,
    url: api(WALLET_PATHS.balance),
    requests: [
      { setupRequest: (req) => ({ ...req, headers: { ...req.headers, cookie: nextPlayer().cookie } }) },
    ],
  },
  {
    name: `POST /api/studio/round (${PLAYERS} players)`,
    url: api(LAUNCH_PATHS.studioRound),
    method: 'POST',
    requests: [
      {
        setupRequest: (req) => {
          const player = nextPlayer();
          return {
            ...req,
            headers: { ...req.headers, cookie: player.cookie, 'content-type': 'application/json' },
            body: JSON.stringify({
              gameSessionId: player.gameSessionId,
              bet: 50,
              roundKey: `bench-${turn}-${Math.random().toString(36).slice(2)}`,
            }),
          };
        },
      },
    ],
  },
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
    url: `${address}${target.url}`,
    method: target.method ?? 'GET',
    requests: target.requests,
    connections,
    duration,
    headers: channel,
  });
  rows.push({
    name: target.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  });
}

// Whatever the load did, every wallet's ledger must add up to its balance.
const reconciled = await sql<{ mismatched: string; rounds: string }>`
  select count(*) filter (where w.balance <> coalesce(t.total, 0)) as mismatched,
         (select count(*) from wallet_transactions where transaction_type = 'BET') as rounds
  from wallets w
  left join (select account_id, sum(amount) as total from wallet_transactions group by account_id) t
    on t.account_id = w.account_id`.execute(db);
const check = reconciled.rows[0]!;
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
  `\n${duration}s per route, ${connections} connections, ${config.databaseUrl ? 'PostgreSQL' : 'PGlite in memory'}, Node ${process.version}`,
);
console.log(
  `ledger: ${check.rounds} rounds played, ${check.mismatched} wallet(s) whose balance differs from its ledger`,
);
if (Number(check.mismatched) > 0) process.exitCode = 1;
