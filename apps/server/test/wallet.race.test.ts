import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { createDatabase } from '../src/db/create-database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { WalletError } from '../src/modules/wallet/wallet.errors.ts';
import { createWalletService, type WalletService } from '../src/modules/wallet/wallet.service.ts';
import { ApiError } from '../src/errors.ts';
import { ON_POSTGRES, createTestDatabase, manualClock, testAccount, type TestDatabase } from './helper.ts';

/**
 * Races. They only prove something on PostgreSQL (`PG_PORT=5466 bash scripts/with-postgres.sh …`):
 * PGlite runs one transaction at a time, so there they pass trivially (and still check the outcome).
 * On PostgreSQL the wallet runs over its own pool of 40 connections (the app's pool has 10), so that
 * up to 40 transactions really contend for the same rows.
 */

let testDb: TestDatabase;
let raceDb: Kysely<Database>;
const clock = manualClock(new Date('2030-01-01T00:00:00Z'));
let wallet: WalletService;
const game = { gameCode: 'WNF_AZTEC_X' };

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.db);
  if (ON_POSTGRES && testDb.url) {
    // Dropping the test database terminates connections that are still closing: not an error here.
    raceDb = createDatabase({ kind: 'postgres', url: testDb.url }, { poolSize: 40, onPoolError: () => {} });
  } else {
    raceDb = testDb.db;
  }
  wallet = createWalletService(raceDb, { clock, signupBonus: 0 });
});
afterAll(async () => {
  if (raceDb && raceDb !== testDb.db) await raceDb.destroy();
  await testDb?.destroy();
});

async function funded(coins: number): Promise<string> {
  const accountId = await testAccount(testDb.db);
  await createWalletService(raceDb, { clock, signupBonus: coins }).grantSignupBonus(accountId);
  return accountId;
}

function codeOf(reason: unknown): string {
  if (reason instanceof WalletError) return reason.walletCode;
  if (reason instanceof ApiError) return reason.code;
  throw reason;
}

function tally<T>(results: PromiseSettledResult<T>[]) {
  const fulfilled = results
    .filter((r): r is PromiseFulfilledResult<T> => r.status === 'fulfilled')
    .map((r) => r.value);
  const codes: Record<string, number> = {};
  for (const r of results) {
    if (r.status === 'rejected') {
      const code = codeOf(r.reason);
      codes[code] = (codes[code] ?? 0) + 1;
    }
  }
  return { fulfilled, codes };
}

async function expectConsistent(accountId: string) {
  const { balance } = await wallet.balance(accountId);
  expect(await wallet.ledgerSum(accountId)).toBe(balance);
  expect(balance).toBeGreaterThanOrEqual(0);
  return balance;
}

describe(`wallet races (${ON_POSTGRES ? 'PostgreSQL' : 'PGlite: serialised, proves little'})`, () => {
  it('200 concurrent daily-bonus claims by one player: exactly one is paid', async () => {
    const id = await testAccount(testDb.db);
    await wallet.ensureWallet(id);
    const now = new Date('2030-01-05T03:00:00Z');
    const { fulfilled, codes } = tally(
      await Promise.allSettled(Array.from({ length: 200 }, () => wallet.claimDailyBonus(id, now))),
    );
    expect(fulfilled.map((f) => f.bonus)).toEqual([1_000]);
    expect(codes).toEqual({ BONUS_CANNOT_BE_CLAIMED: 199 });
    expect(await expectConsistent(id)).toBe(1_000);
    expect((await wallet.history(id)).totalRecordAmount).toBe(1);
  });

  it('50 concurrent bets of 10 on a balance of 100: 10 accepted, 40 INSUFFICIENT_FUNDS, balance 0', async () => {
    const id = await funded(100);
    const { fulfilled, codes } = tally(
      await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) =>
          wallet.bet({
            ...game,
            accountId: id,
            roundId: `r50-${i}`,
            transactionId: `b50-${id}-${i}`,
            amount: 10,
          }),
        ),
      ),
    );
    expect(fulfilled).toHaveLength(10);
    expect(codes).toEqual({ INSUFFICIENT_FUNDS: 40 });
    expect(fulfilled.map((r) => r.balance).sort((a, b) => a - b)).toEqual([
      0, 10, 20, 30, 40, 50, 60, 70, 80, 90,
    ]);
    expect(await expectConsistent(id)).toBe(0);
  });

  it('200 replays of one bet at once: one movement, every answer is the first result', async () => {
    const id = await funded(100);
    const input = { ...game, accountId: id, roundId: `rr-${id}`, transactionId: `once-${id}`, amount: 7 };
    const { fulfilled, codes } = tally(
      await Promise.allSettled(Array.from({ length: 200 }, () => wallet.bet(input))),
    );
    expect(codes).toEqual({});
    expect(fulfilled.filter((r) => !r.replayed)).toHaveLength(1);
    const first = fulfilled.find((r) => !r.replayed);
    for (const r of fulfilled) expect({ ...r, replayed: false }).toEqual(first);
    expect(await expectConsistent(id)).toBe(93);
  });

  it('one key with two amounts at once: one movement, the other data is IDEMPOTENCY_KEY_REUSED', async () => {
    const id = await funded(100);
    const base = { ...game, accountId: id, roundId: `rk-${id}`, transactionId: `key-${id}` };
    const { fulfilled, codes } = tally(
      await Promise.allSettled(
        Array.from({ length: 100 }, (_, i) => wallet.bet({ ...base, amount: i % 2 ? 10 : 20 })),
      ),
    );
    expect(fulfilled).toHaveLength(50);
    expect(codes).toEqual({ IDEMPOTENCY_KEY_REUSED: 50 });
    const moved = 100 - (await expectConsistent(id));
    expect([10, 20]).toContain(moved);
    expect(fulfilled.every((r) => r.amount === -moved)).toBe(true);
  });

  it('one transaction id used by 20 accounts at once: the unique index lets one through', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => funded(50)));
    const shared = `shared-${randomUUID()}`;
    const { fulfilled, codes } = tally(
      await Promise.allSettled(
        ids.map((id) =>
          wallet.bet({ ...game, accountId: id, roundId: `rs-${id}`, transactionId: shared, amount: 5 }),
        ),
      ),
    );
    expect(fulfilled).toHaveLength(1);
    expect(codes).toEqual({ IDEMPOTENCY_KEY_REUSED: 19 });
    const balances = await Promise.all(ids.map((id) => expectConsistent(id)));
    expect(balances.reduce((a, b) => a + b, 0)).toBe(20 * 50 - 5);
  });

  it('rollback racing its bet: either way the player ends where they started', async () => {
    const id = await funded(100);
    for (let i = 0; i < 20; i++) {
      const betId = `race-b-${id}-${i}`;
      const round = `race-r-${id}-${i}`;
      await Promise.allSettled([
        wallet.bet({ ...game, accountId: id, roundId: round, transactionId: betId, amount: 10 }),
        wallet.rollback({
          accountId: id,
          roundId: round,
          transactionId: `race-rb-${id}-${i}`,
          rollbackOf: betId,
        }),
      ]);
    }
    expect(await expectConsistent(id)).toBe(100);
  });

  it('two sweepers at once roll a stale round back exactly once', async () => {
    const id = await funded(100);
    for (let i = 0; i < 10; i++) {
      await wallet.bet({
        ...game,
        accountId: id,
        roundId: `sw-${id}-${i}`,
        transactionId: `sw-b-${id}-${i}`,
        amount: 5,
      });
    }
    expect((await wallet.balance(id)).balance).toBe(50);
    const later = new Date(clock.now().getTime() + 48 * 3_600_000);
    const [a, b] = await Promise.all([
      wallet.sweepStaleRounds(later, 3_600_000),
      wallet.sweepStaleRounds(later, 3_600_000),
    ]);
    expect((a?.rolledBack ?? 0) + (b?.rolledBack ?? 0)).toBeGreaterThanOrEqual(10);
    expect(await expectConsistent(id)).toBe(100);
    const refunds = (await wallet.history(id, 1, 100)).records.filter(
      (r) => r.transactionType === 'ROLLBACK',
    );
    expect(refunds).toHaveLength(10);
  });
});
