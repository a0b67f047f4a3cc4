import { createApprovalsService } from '../src/modules/approvals/approvals.service.ts';
import { createAuditService } from '../src/modules/operator/operator.audit.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_CATALOGUE } from '@casino/contract';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seed } from '../src/wiring/seed.ts';
import { createDatabase } from '../src/db/create-database.ts';
import type { Db } from '../src/db/database.ts';
import { createRafflesAdmin } from '../src/modules/raffles/raffles.admin.ts';
import { createLocalBeacon } from '../src/modules/raffles/raffles.beacon.ts';
import { createRaffleDrawer } from '../src/modules/raffles/raffles.draw.ts';
import { entrantRefOf } from '../src/modules/raffles/raffles.mapper.ts';
import * as entryRepo from '../src/modules/raffles/raffles.entries.repository.ts';
import { createRafflesService } from '../src/modules/raffles/raffles.service.ts';
import { createWalletService } from '../src/modules/wallet/wallet.service.ts';
import { ON_POSTGRES, createTestDatabase, testAccount, testConfig, type TestDatabase } from './helper.ts';
import { startServer, waitReady, type ServerProcess } from './support/server-process.ts';

/**
 * Exactly-once draws on one PostgreSQL (issue 13): two server processes both run the scheduler (their
 * timers and POST /dev/jobs/run at once), and, beneath the advisory lock, several drawers race on the
 * data alone. Every due raffle is drawn once and every place paid once: the ledger rows are counted.
 * Only PostgreSQL proves it (PGlite is one process, one transaction at a time).
 */
const RAFFLES = 6;
const PLACES = 3;
const PLAYERS = 8;
const HOUR = 3_600_000;

let testDb: TestDatabase;
const servers: ServerProcess[] = [];
const raffleIds: number[] = [];

const systemClock = { now: () => new Date() };
const approvalsOf = (db: Db) =>
  createApprovalsService({ db, clock: systemClock, audit: createAuditService(db, systemClock) });
/** Prizes approved by the system: this suite proves the draw across processes, not the approval. */
const SYSTEM = { system: 'test' };

async function dueRaffles(db: Db, refPrefix: string, count: number) {
  const config = testConfig();
  const accounts = { get: async () => undefined };
  const service = createRafflesService({
    db,
    clock: { now: () => new Date() },
    brandRef: config.brandRef,
    accounts,
  });
  const admin = createRafflesAdmin({
    db,
    clock: { now: () => new Date() },
    raffles: service,
    accounts,
    accountRef: config.accountRef,
    brandRef: config.brandRef,
    approvals: approvalsOf(db),
    beacon: createLocalBeacon(),
  });
  const players = [];
  for (let i = 0; i < PLAYERS; i++) players.push(await testAccount(db));
  const ids: number[] = [];
  const now = Date.now();
  for (let r = 0; r < count; r++) {
    const raffle = await admin.create(
      {
        tournamentRef: `${refPrefix}-${r}`,
        startDateUtc: new Date(now - 3 * HOUR).toISOString(),
        endDateUtc: new Date(now - 2 * HOUR).toISOString(),
        raffleDrawDate: new Date(now - HOUR).toISOString(),
        wagerPerEntry: 10,
        prizes: [300, 200, 100],
        gameCodes: [GAME_CATALOGUE[0]!.gameCode],
        translations: [{ languageCode: 'ja', title: 'レース', description: '', termsAndConditions: '' }],
        bannerFileName: null,
      },
      SYSTEM,
    );
    for (const [i, accountId] of players.entries()) {
      await entryRepo.addWager(db, {
        raffleId: raffle.id,
        accountId,
        entrantRef: entrantRefOf(raffle.id, accountId),
        delta: 10 * (1 + ((i * 7 + r) % 5)),
        at: new Date(now - 2.5 * HOUR),
      });
    }
    ids.push(raffle.id);
  }
  return ids;
}

async function prizeRows(db: Db, ids: readonly number[]) {
  const rows = await db
    .selectFrom('wallet_transactions')
    .select(['idempotency_key', 'amount'])
    .where('transaction_type', '=', 'RAFFLE_PRIZE')
    .execute();
  const mine = new Set(ids.flatMap((id) => [1, 2, 3].map((p) => `raffle_prize:${id}:${p}`)));
  return rows.filter((r) => mine.has(r.idempotency_key));
}

describe.skipIf(!ON_POSTGRES)('raffle draws across processes (PostgreSQL)', () => {
  beforeAll(async () => {
    testDb = await createTestDatabase();
    await migrateToLatest(testDb.db);
    await seed(testDb.db, testConfig());
    raffleIds.push(...(await dueRaffles(testDb.db, 'two-procs', RAFFLES)));
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await server.kill('SIGKILL');
    await testDb?.destroy();
  });

  it('two servers running the scheduler draw each due raffle once and pay each place once', async () => {
    const env = { DATABASE_URL: testDb.url! };
    const a = startServer(3191, env);
    const b = startServer(3192, env);
    servers.push(a, b);
    await Promise.all([waitReady(a), waitReady(b)]);
    const runJobs = (server: ServerProcess) =>
      fetch(`${server.url}/api/dev/jobs/run`, { method: 'POST', headers: { channel: 'WEB' } }).then(
        (r) => r.status,
      );
    const statuses = await Promise.all([a, b, a, b, a, b].map(runJobs));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);

    const rows = await prizeRows(testDb.db, raffleIds);
    expect(rows).toHaveLength(RAFFLES * PLACES);
    expect(new Set(rows.map((r) => r.idempotency_key)).size).toBe(RAFFLES * PLACES);
    const winners = await testDb.db
      .selectFrom('raffle_winners')
      .select(['raffle_id', 'wallet_transaction_id'])
      .where('raffle_id', 'in', raffleIds)
      .execute();
    expect(winners).toHaveLength(RAFFLES * PLACES);
    expect(winners.every((w) => w.wallet_transaction_id !== null)).toBe(true);
    const statuses2 = await testDb.db
      .selectFrom('raffles')
      .select('status')
      .where('raffle_id', 'in', raffleIds)
      .execute();
    expect(statuses2.every((r) => r.status === 'COMPLETED')).toBe(true);
  }, 120_000);

  it('without the advisory lock, racing drawers still draw and pay exactly once (the data decides)', async () => {
    const ids = await dueRaffles(testDb.db, 'no-lock', RAFFLES);
    const pools = Array.from({ length: 4 }, () => createDatabase({ kind: 'postgres', url: testDb.url! }));
    try {
      const log = { error: () => undefined } as never;
      await Promise.all(
        pools.map((db) => {
          const wallet = createWalletService(db, { signupBonus: 0 });
          const accounts = {
            get: async (id: string) => ({ display_name: `p-${id.slice(0, 4)}`, deleted_at: null }),
          };
          return createRaffleDrawer({
            db,
            clock: { now: () => new Date() },
            wallet,
            accounts: accounts as never,
            log,
            approvals: approvalsOf(db),
            beacon: createLocalBeacon(),
            audit: createAuditService(db, systemClock),
          }).runDue();
        }),
      );
    } finally {
      await Promise.all(pools.map((db) => db.destroy()));
    }
    const rows = await prizeRows(testDb.db, ids);
    expect(rows).toHaveLength(RAFFLES * PLACES);
    expect(new Set(rows.map((r) => r.idempotency_key)).size).toBe(RAFFLES * PLACES);
    const paid = await testDb.db
      .selectFrom('raffle_winners')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('raffle_id', 'in', ids)
      .where('paid_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(paid.n)).toBe(RAFFLES * PLACES);
  }, 120_000);
});
