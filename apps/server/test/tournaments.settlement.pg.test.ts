import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/create-database.ts';
import type { Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seed } from '../src/wiring/seed.ts';
import { createApprovalsService } from '../src/modules/approvals/approvals.service.ts';
import { createAuditService } from '../src/modules/operator/operator.audit.ts';
import { tournamentSubject } from '../src/modules/tournaments/tournaments.approval.ts';
import { insertTestTournament } from './support/tournament-row.ts';
import { createTournamentJobs } from '../src/modules/tournaments/tournaments.settlement.ts';
import { createWalletService } from '../src/modules/wallet/wallet.service.ts';
import { ON_POSTGRES, createTestDatabase, testAccount, testConfig, type TestDatabase } from './helper.ts';
import { startServer, waitReady, type ServerProcess } from './support/server-process.ts';

/**
 * Settlement exactly once across processes (issue 14), on a real PostgreSQL server only: PGlite is one
 * process. Ended tournaments with scores are written to the database; then two real server processes
 * run their jobs at the same time, many times over; then two job instances on their own connection
 * pools settle at once WITHOUT the advisory lock (what the data alone guarantees). Every prize is one
 * ledger row, every balance equals its ledger.
 */
const TOURNAMENTS = 6;
const PLAYERS = 4;
const PRIZES = [
  { fromRank: 1, toRank: 1, amount: 700 },
  { fromRank: 2, toRank: 3, amount: 300 },
];
const paid = (rank: number) => (rank === 1 ? 700 : rank <= 3 ? 300 : 0);

let testDb: TestDatabase;
const servers: ServerProcess[] = [];
const extraDbs: Db[] = [];

const clock = { now: () => new Date() };
const approvalsOf = (db: Db) => createApprovalsService({ db, clock, audit: createAuditService(db, clock) });

async function endedTournaments(db: Db, tag: string, players: string[]) {
  const now = new Date();
  const ids: number[] = [];
  for (let t = 0; t < TOURNAMENTS; t++) {
    const row = await insertTestTournament(
      db,
      {
        tournament_ref: `pg-${tag}-${t}`,
        start_at: new Date(now.getTime() - 7_200_000),
        end_at: new Date(now.getTime() - 60_000),
        prizes: JSON.stringify(PRIZES),
        scoring_rule: 'COINS_WON',
      },
      now,
    );
    const id = Number(row.tournament_id);
    ids.push(id);
    // Prize tables approved by the system: this suite proves the settlement, not the approval.
    await approvalsOf(db).propose(db, { system: 'test' }, tournamentSubject(row));
    await db
      .insertInto('tournament_scores')
      .values(
        players.map((accountId, i) => ({
          tournament_id: id,
          account_id: accountId,
          score: 1000 - i * 10 - t,
          rounds: 1,
          reached_at: now,
          reached_ledger_id: i,
        })),
      )
      .execute();
  }
  return ids;
}

async function assertPaidOnce(db: Db, ids: number[], players: string[]) {
  const rows = await db
    .selectFrom('wallet_transactions')
    .select(['account_id', 'amount', 'idempotency_key'])
    .where('transaction_type', '=', 'TOURNAMENT_PRIZE')
    .where('account_id', 'in', players)
    .execute();
  // Exactly one row per tournament and paid rank: 6 × 3.
  expect(rows).toHaveLength(TOURNAMENTS * 3);
  expect(new Set(rows.map((r) => r.idempotency_key)).size).toBe(rows.length);
  for (const [rank, accountId] of players.entries()) {
    const mine = rows.filter((r) => r.account_id === accountId);
    expect(mine.map((r) => Number(r.amount)).reduce((a, b) => a + b, 0)).toBe(TOURNAMENTS * paid(rank + 1));
    if (paid(rank + 1) === 0) continue; // no prize, no wallet
    const wallet = await db
      .selectFrom('wallets')
      .select('balance')
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    const ledger = await db
      .selectFrom('wallet_transactions')
      .select((eb) => eb.fn.sum<string>('amount').as('sum'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(Number(wallet.balance)).toBe(Number(ledger.sum ?? 0));
  }
  const states = await db
    .selectFrom('tournaments')
    .select('state')
    .where('tournament_id', 'in', ids)
    .execute();
  expect(states.every((s) => s.state === 'COMPLETED')).toBe(true);
  const results = await db
    .selectFrom('tournament_results')
    .select('rank')
    .where('tournament_id', 'in', ids)
    .execute();
  expect(results).toHaveLength(TOURNAMENTS * 3);
}

describe.skipIf(!ON_POSTGRES)('tournament settlement across processes (PostgreSQL)', () => {
  beforeAll(async () => {
    testDb = await createTestDatabase();
    await migrateToLatest(testDb.db);
    await seed(testDb.db, testConfig());
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill()));
    await Promise.all(extraDbs.map((db) => db.destroy()));
    await testDb?.destroy();
  });

  it('two server processes running the jobs together pay each prize exactly once', async () => {
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, () => testAccount(testDb.db, randomUUID())),
    );
    const ids = await endedTournaments(testDb.db, 'procs', players);
    const env = { DATABASE_URL: testDb.url!, RATE_LIMIT_MULTIPLIER: '1000' };
    servers.push(startServer(3291, env), startServer(3292, env));
    await Promise.all(servers.map((s) => waitReady(s)));
    const run = (s: ServerProcess) =>
      fetch(`${s.url}/api/dev/jobs/run`, { method: 'POST', headers: { channel: 'WEB' } }).then(
        (r) => r.status,
      );
    const statuses = await Promise.all(Array.from({ length: 10 }, (_, i) => run(servers[i % 2]!)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    await assertPaidOnce(testDb.db, ids, players);
  });

  it('without the advisory lock, the data alone still pays each prize once', async () => {
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, () => testAccount(testDb.db, randomUUID())),
    );
    const ids = await endedTournaments(testDb.db, 'nolock', players);
    const log = { error: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
    const instances = Array.from({ length: 4 }, () => {
      const db = createDatabase({ kind: 'postgres', url: testDb.url! });
      extraDbs.push(db);
      const wallet = createWalletService(db, { signupBonus: 0 });
      const displayNames = async () => new Map<string, string>();
      const audit = createAuditService(db, clock);
      const approvals = createApprovalsService({ db, clock, audit });
      return createTournamentJobs({ db, clock, wallet, displayNames, log, approvals, audit });
    });
    await Promise.all(instances.flatMap((jobs) => [jobs.settleDue(), jobs.settleDue()]));
    await assertPaidOnce(testDb.db, ids, players);
  });
});
