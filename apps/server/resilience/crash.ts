import { setTimeout as sleep } from 'node:timers/promises';
import { createDatabase } from '../src/db/create-database.ts';
import { acquireDataDirLock } from '../src/db/data-dir-lock.ts';
import { startServer, waitReady, type ServerProcess } from '../test/support/server-process.ts';
import { createPgDatabase, ON_POSTGRES, suiteEnv } from './env.ts';
import { HttpPlayer, newId, providerCall } from './http-player.ts';
import { ledgerViolations, newAcknowledged, type Acknowledged } from './invariants.ts';
import { tempDir } from './temp.ts';
import { check, stats } from './stats.ts';

/**
 * Crashes (issue 17): concurrent provider bets, wins, rollbacks and replays, studio rounds and daily
 * bonus claims against the real server (a child process), which is SIGKILLed and restarted several
 * times mid-load. Afterwards the ledger invariants must hold and everything a client saw succeed must
 * be in the ledger.
 */
const PLAYERS = 6;

interface Target {
  env: Record<string, string>;
  open(): Promise<{ db: ReturnType<typeof createDatabase>; close(): Promise<void> }>;
  drop(): Promise<void>;
}

async function target(engine: 'postgres' | 'pglite'): Promise<Target> {
  if (engine === 'postgres') {
    const pgdb = await createPgDatabase();
    return {
      env: { DATABASE_URL: pgdb.url },
      async open() {
        const db = createDatabase({ kind: 'postgres', url: pgdb.url });
        return { db, close: () => db.destroy() };
      },
      drop: () => pgdb.drop(),
    };
  }
  const dataDir = tempDir('casino-crash-');
  return {
    env: { DATA_DIR: dataDir },
    async open() {
      const lock = acquireDataDirLock(dataDir);
      const db = createDatabase({ kind: 'pglite', dataDir });
      return {
        db,
        async close() {
          await db.destroy();
          lock.release();
        },
      };
    },
    drop: async () => {},
  };
}

/** One player's load until `running()` turns false; failures of a dead server are ignored. */
async function load(player: HttpPlayer, base: string, ack: Acknowledged, running: () => boolean) {
  let gameSessionId: string | undefined;
  let minBet = 1;
  while (running()) {
    try {
      const pick = Math.random();
      if (pick < 0.5) {
        const roundId = newId('r');
        const bet = {
          accountId: player.accountId,
          gameCode: 'EVO_LIVE_FUNKY_TIME',
          roundId,
          transactionId: newId('b'),
          amount: 7,
        };
        const placed = await providerCall(base, 'bet', bet);
        if (placed.status === 200)
          ack.providerTx.push({ accountId: player.accountId, transactionId: bet.transactionId });
        if (placed.status !== 200) continue;
        const replay = await providerCall(base, 'bet', bet); // a provider retry: replayed, not moved twice
        check(replay.status !== 200 || replay.json.replayed === true, 'a replayed bet moved money again');
        const second =
          Math.random() < 0.7
            ? { ...bet, transactionId: newId('w'), amount: 11, closeRound: true }
            : {
                accountId: player.accountId,
                gameCode: bet.gameCode,
                roundId,
                transactionId: newId('rb'),
                rollbackOf: bet.transactionId,
              };
        const settled = await providerCall(base, 'amount' in second ? 'win' : 'rollback', second);
        if (settled.status === 200)
          ack.providerTx.push({ accountId: player.accountId, transactionId: second.transactionId });
      } else if (pick < 0.9) {
        if (!gameSessionId) {
          const launch = await player.call(
            'GET',
            '/launchgame?gameCode=WNF_AZTEC_X&lobbyUrl=%2F&language=ja',
          );
          if (launch.status === 401) await player.signIn();
          if (launch.status !== 200) continue;
          const token = new URL(String(launch.json.url), base).searchParams.get('launch');
          const session = await player.call('POST', '/studio/session', { launchToken: token });
          if (session.status !== 200) continue;
          gameSessionId = String(session.json.gameSessionId);
          minBet = Number(session.json.minBet);
        }
        const round = await player.call('POST', '/studio/round', {
          gameSessionId,
          bet: minBet,
          roundKey: newId('k'),
        });
        if (round.status === 200)
          ack.studioRounds.push({ accountId: player.accountId, roundId: String(round.json.roundId) });
        else if (round.status === 401) gameSessionId = undefined;
      } else if (pick < 0.95) {
        // A page view: once the collector answers "accepted", a SIGKILL must not lose it (issue 27, item 5).
        const path = `/crash/${newId('pv')}`;
        const viewed = await player.call('POST', '/analytics/events', {
          events: [{ type: 'page_view', path }],
        });
        if (viewed.status === 202 && viewed.json.accepted === 1) ack.analyticsPaths.push(path);
      } else {
        const claim = await player.call('POST', '/claimDailyBonus');
        if (claim.status === 200)
          ack.dailyClaims.set(player.accountId, (ack.dailyClaims.get(player.accountId) ?? 0) + 1);
      }
    } catch {
      await sleep(100); // the server is down (killed): try again
    }
  }
}

export async function crashRun(engine: 'postgres' | 'pglite', port: number, kills: number): Promise<string> {
  const where = await target(engine);
  const env = suiteEnv({ RATE_LIMIT_MULTIPLIER: '100000', LOG_LEVEL: 'error', ...where.env });
  let server: ServerProcess = startServer(port, env);
  const ack = newAcknowledged();
  try {
    await waitReady(server);
    const base = server.url;
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, () => new HttpPlayer(base).signUp().then((p) => p.launchAtProvider())),
    );
    let running = true;
    const workers = players.map((p) => load(p, base, ack, () => running));
    for (let k = 0; k < kills; k++) {
      await sleep(1_500 + Math.random() * 1_500);
      await server.kill('SIGKILL');
      stats.crashesInjected += 1;
      server = startServer(port, env);
      await waitReady(server);
    }
    await sleep(1_500);
    running = false;
    await Promise.all(workers);
    await server.kill('SIGTERM');
    const { db, close } = await where.open();
    try {
      const violations = await ledgerViolations(db, ack);
      check(violations.length === 0, `${engine}: ${violations.join('; ')}`);
      const rows = await db
        .selectFrom('wallet_transactions')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .executeTakeFirst();
      check(ack.providerTx.length + ack.studioRounds.length >= 10, `${engine}: too little load went through`);
      const stored = await db
        .selectFrom('analytics_events')
        .select('path')
        .where('path', 'like', '/crash/%')
        .execute();
      const storedPaths = new Set(stored.map((r) => r.path));
      const lost = ack.analyticsPaths.filter((p) => !storedPaths.has(p));
      check(
        lost.length === 0,
        `${engine}: ${lost.length} of ${ack.analyticsPaths.length} acknowledged page views lost to a SIGKILL`,
      );
      return `${engine}: ${kills} SIGKILLs, ${ack.providerTx.length} provider tx + ${ack.studioRounds.length} rounds + ${ack.analyticsPaths.length} page views acknowledged, ${rows?.n} ledger rows, 0 violations`;
    } finally {
      await close();
    }
  } finally {
    await server.kill('SIGKILL');
    await where.drop();
  }
}

export async function crashes(): Promise<string> {
  const notes: string[] = [];
  if (ON_POSTGRES) notes.push(await crashRun('postgres', 3177, 4));
  notes.push(await crashRun('pglite', 3178, 3));
  return notes.join('; ');
}
