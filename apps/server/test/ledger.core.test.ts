import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import * as ledger from '../src/modules/wallet/ledger.core.ts';
import { WalletError } from '../src/modules/wallet/wallet.errors.ts';
import { fingerprint } from '../src/modules/wallet/wallet.ledger.ts';
import { GameMovementObservers, type GameMovement } from '../src/modules/wallet/wallet.observers.ts';
import { OPEN_GATE } from '../src/modules/wallet/wallet.play-gate.ts';
import { createTestDatabase, manualClock, testAccount, type TestDatabase } from './helper.ts';

/*
 * The ledger core on its own (no wallet service): every function takes a transaction, so raffles,
 * tournaments and operator adjustments can build on it exactly as the player and game services do.
 */

let testDb: TestDatabase;
const clock = manualClock(new Date('2030-01-01T00:00:00Z'));
const told: GameMovement[] = [];
const observers = new GameMovementObservers();
observers.add({ name: 'test', onGameMovement: async (_tx, movement) => void told.push(movement) });
const ctx: ledger.LedgerContext = { now: () => clock.now(), observers, gate: OPEN_GATE };

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.db);
});
afterAll(async () => {
  await testDb?.destroy();
});

async function openedAccount(): Promise<string> {
  const accountId = await testAccount(testDb.db);
  await ledger.openWallet(testDb.db, accountId, clock.now());
  return accountId;
}

const credit = (key: string, amount: number) => ({
  type: 'ADJUSTMENT' as const,
  amount,
  key,
  fingerprint: fingerprint({ key, amount }),
  reason: 'test',
  actor: 'test',
});

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  return promise.then(
    () => undefined,
    (error: unknown) => (error instanceof WalletError ? error.walletCode : String(error)),
  );
}

describe('ledger core', () => {
  it('opens a wallet once, at 0', async () => {
    const accountId = await openedAccount();
    await ledger.openWallet(testDb.db, accountId, clock.now());
    expect(await ledger.balanceOf(testDb.db, accountId)).toBe(0);
  });

  it('an account without a wallet is ACCOUNT_NOT_FOUND, for a read and for a lock', async () => {
    const accountId = await testAccount(testDb.db);
    expect(await codeOf(ledger.balanceOf(testDb.db, accountId))).toBe('ACCOUNT_NOT_FOUND');
    expect(await codeOf(ledger.withLockedWallet(testDb.db, accountId, async () => 1))).toBe(
      'ACCOUNT_NOT_FOUND',
    );
  });

  it('move writes one ledger row and the balance in the same transaction', async () => {
    const accountId = await openedAccount();
    const row = await ledger.withLockedWallet(testDb.db, accountId, async (tx, wallet) => {
      const moved = await ledger.move(ctx, tx, wallet, credit(`core-${accountId}-1`, 250));
      expect(wallet.balance).toBe(250);
      return moved;
    });
    expect(Number(row.new_balance)).toBe(250);
    expect(await ledger.balanceOf(testDb.db, accountId)).toBe(250);
    expect(await ledger.ledgerSum(testDb.db, accountId)).toBe(250);
  });

  it('a throw after a move rolls the row and the balance back together', async () => {
    const accountId = await openedAccount();
    const failed = ledger.withLockedWallet(testDb.db, accountId, async (tx, wallet) => {
      await ledger.move(ctx, tx, wallet, credit(`core-${accountId}-rollback`, 400));
      throw new Error('after the move');
    });
    await expect(failed).rejects.toThrow('after the move');
    expect(await ledger.balanceOf(testDb.db, accountId)).toBe(0);
    expect(await ledger.ledgerSum(testDb.db, accountId)).toBe(0);
  });

  it('refuses a balance below zero and one above 2^53 − 1, moving nothing', async () => {
    const accountId = await openedAccount();
    const below = ledger.withLockedWallet(testDb.db, accountId, (tx, wallet) =>
      ledger.move(ctx, tx, wallet, credit(`core-${accountId}-below`, -1)),
    );
    expect(await codeOf(below)).toBe('INSUFFICIENT_FUNDS');
    await ledger.withLockedWallet(testDb.db, accountId, (tx, wallet) =>
      ledger.move(ctx, tx, wallet, credit(`core-${accountId}-max`, Number.MAX_SAFE_INTEGER)),
    );
    const above = ledger.withLockedWallet(testDb.db, accountId, (tx, wallet) =>
      ledger.move(ctx, tx, wallet, credit(`core-${accountId}-above`, 1)),
    );
    expect(await codeOf(above)).toBe('BALANCE_LIMIT_EXCEEDED');
    expect(await ledger.balanceOf(testDb.db, accountId)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('moveOnce replays the first result of a key and refuses the key with other data', async () => {
    const accountId = await openedAccount();
    const key = `core-${accountId}-once`;
    const once = () =>
      ledger.withLockedWallet(testDb.db, accountId, (tx, wallet) =>
        ledger.moveOnce(ctx, tx, wallet, credit(key, 70)),
      );
    const first = await once();
    const second = await once();
    expect(first.replayed).toBe(false);
    expect(second.replayed).toBe(true);
    expect(second.row.transaction_id).toBe(first.row.transaction_id);
    expect(await ledger.balanceOf(testDb.db, accountId)).toBe(70);
    const other = ledger.withLockedWallet(testDb.db, accountId, (tx) =>
      ledger.replay(tx, key, fingerprint({ other: true })),
    );
    expect(await codeOf(other)).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('tells the observers of game movements only, in the movement’s transaction', async () => {
    const accountId = await openedAccount();
    told.length = 0;
    await ledger.withLockedWallet(testDb.db, accountId, async (tx, wallet) => {
      await ledger.move(ctx, tx, wallet, credit(`core-${accountId}-adj`, 100));
      await ledger.move(ctx, tx, wallet, {
        type: 'BET',
        amount: -30,
        key: `core-${accountId}-bet`,
        fingerprint: fingerprint({ bet: accountId }),
        provider: 'studio',
        providerTransactionId: `bet-${accountId}`,
        gameCode: 'dice',
        roundId: `round-${accountId}`,
      });
    });
    expect(told).toEqual([
      expect.objectContaining({ type: 'BET', accountId, amount: -30, gameCode: 'dice' }),
    ]);
  });
});
