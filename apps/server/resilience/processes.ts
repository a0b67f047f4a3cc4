import { buildApp } from '../src/app.ts';
import { createDatabase } from '../src/db/create-database.ts';
import { startServer, waitReady, type ServerProcess } from '../test/support/server-process.ts';
import { createPgDatabase, manualClock, ON_POSTGRES, suiteConfig, suiteEnv } from './env.ts';
import { HttpPlayer, newId, providerCall } from './http-player.ts';
import { ledgerViolations } from './invariants.ts';
import { LOCKOUT_OPERATOR, lockoutAcrossProcesses } from './lockout.ts';
import { check, checkEqual } from './stats.ts';

/**
 * Many processes (issue 17): three server processes on one PostgreSQL under concurrent load — one
 * daily bonus per player, no overdraw, a provider transaction replayed across processes moves money
 * once, no lost update — and scheduled jobs run exactly once across three apps.
 */
const PORTS = [3180, 3181, 3182];
const PLAYERS = 8;

type Db = ReturnType<typeof createDatabase>;

const rollbackCount = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('wallet_transactions')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .where('transaction_type', '=', 'ROLLBACK')
        .executeTakeFirst()
    )?.n,
  );

/** Jobs exactly once: three apps sweep the stale rounds at once; each accepted bet is refunded once. */
async function sweptOnceByThreeApps(url: string, accepted: number) {
  const clock = manualClock(new Date(Date.now() + 2 * 3600_000));
  const dbs = [0, 1, 2].map(() => createDatabase({ kind: 'postgres', url }));
  const apps = await Promise.all(dbs.map((db) => buildApp(suiteConfig(), { db, clock })));
  const violations = await ledgerViolations(dbs[0]!);
  const rollbacksBefore = await rollbackCount(dbs[0]!);
  for (let i = 0; i < 3; i++) await Promise.all(apps.map((a) => a.jobs.runOnce()));
  const rollbacks = await rollbackCount(dbs[0]!);
  const open = await dbs[0]!
    .selectFrom('game_rounds')
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  checkEqual(Number(open?.n), 0, 'open rounds after three apps swept');
  checkEqual(rollbacks - rollbacksBefore, accepted, 'stale bets refunded (each exactly once)');
  const after = await ledgerViolations(dbs[0]!);
  for (const a of apps) await a.close();
  for (const db of dbs) await db.destroy();
  check(violations.length + after.length === 0, [...violations, ...after].join('; '));
}

export async function processesPart(): Promise<string> {
  if (!ON_POSTGRES)
    return 'skipped: needs PostgreSQL (DATABASE_URL); PGlite is one process by design (its lock)';
  const pgdb = await createPgDatabase();
  const env = suiteEnv({
    DATABASE_URL: pgdb.url,
    RATE_LIMIT_MULTIPLIER: '100000',
    LOG_LEVEL: 'error',
    // The lockout bursts come from many addresses (X-Forwarded-For) and sign in the first admin.
    TRUST_PROXY: 'true',
    OPERATOR_EMAIL: LOCKOUT_OPERATOR.email,
    OPERATOR_PASSWORD: LOCKOUT_OPERATOR.password,
  });
  // Started together: the migrations' lock lets only one migrate.
  const servers: ServerProcess[] = PORTS.map((port) => startServer(port, env));
  try {
    await Promise.all(servers.map((s) => waitReady(s)));
    const bases = servers.map((s) => s.url);
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, (_, i) =>
        new HttpPlayer(bases[i % 3]!).signUp().then((p) => p.launchAtProvider()),
      ),
    );
    const via = (p: HttpPlayer, i: number) =>
      Object.assign(Object.create(Object.getPrototypeOf(p)), p, { base: bases[i % 3] }) as HttpPlayer;

    // One daily bonus per player, whatever the process.
    const claims = await Promise.all(
      players.flatMap((p) => Array.from({ length: 6 }, (_, i) => via(p, i).call('POST', '/claimDailyBonus'))),
    );
    checkEqual(
      claims.filter((c) => c.status === 200).length,
      PLAYERS,
      'daily bonuses paid for 6 concurrent claims per player on 3 processes',
    );

    // No overdraw: 9 concurrent bets of just over a quarter of the balance.
    let accepted = 0;
    for (const p of players) {
      const balance = Number((await p.call('GET', '/balance')).json.balance);
      const amount = Math.floor(balance / 4) + 1;
      const bets = await Promise.all(
        Array.from({ length: 9 }, (_, i) =>
          providerCall(bases[i % 3]!, 'bet', {
            accountId: p.accountId,
            gameCode: 'EVO_LIVE_FUNKY_TIME',
            roundId: newId('r'),
            transactionId: newId('b'),
            amount,
          }),
        ),
      );
      const ok = bets.filter((b) => b.status === 200).length;
      checkEqual(ok, 3, `bets of ${amount} accepted against a balance of ${balance}`);
      accepted += ok;
    }

    // A provider transaction sent 30 times across processes moves money once; 30 wins on one round all land.
    const p0 = players[0]!;
    const roundId = newId('r');
    const bet = {
      accountId: p0.accountId,
      gameCode: 'EVO_LIVE_FUNKY_TIME',
      roundId,
      transactionId: newId('b'),
      amount: 1,
    };
    const replays = await Promise.all(
      Array.from({ length: 30 }, (_, i) => providerCall(bases[i % 3]!, 'bet', bet)),
    );
    checkEqual(
      replays.filter((r) => r.status === 200 && r.json.replayed === false).length,
      1,
      'first applications of one transaction id',
    );
    const before = Number((await p0.call('GET', '/balance')).json.balance);
    const wins = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        providerCall(bases[i % 3]!, 'win', {
          ...bet,
          transactionId: newId('w'),
          amount: 1,
          closeRound: false,
        }),
      ),
    );
    const paid = wins.filter((w) => w.status === 200).length;
    checkEqual(
      Number((await p0.call('GET', '/balance')).json.balance),
      before + paid,
      'the balance after concurrent wins (lost update?)',
    );
    check(paid === 30, `${paid}/30 concurrent wins answered 200`);

    // The sign-in lockout holds against bursts spread over the three processes (issue 24).
    const lockout = await lockoutAcrossProcesses(bases, pgdb.url, players[1]!.user.email);

    for (const s of servers) await s.kill('SIGTERM');

    // Jobs exactly once: stale rounds swept by three apps at once.
    await sweptOnceByThreeApps(pgdb.url, accepted);
    return `3 processes: ${PLAYERS} daily bonuses for ${PLAYERS * 6} claims, ${accepted} of ${PLAYERS * 9} overdrawing bets, 1 of 30 replays, ${paid} concurrent wins, ${accepted} stale rounds swept once by 3 apps; lockout: ${lockout}`;
  } finally {
    for (const s of servers) await s.kill('SIGKILL');
    await pgdb.drop();
  }
}
