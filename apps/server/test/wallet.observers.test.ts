import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import { GameMovementObservers, type GameMovement } from '../src/modules/wallet/coin-moves/game-movement.ts';
import { createWalletService, type WalletService } from '../src/modules/wallet/wallet.service.ts';
import { createTestDatabase, manualClock, testAccount, type TestDatabase } from './helper.ts';

let testDb: TestDatabase;
const clock = manualClock(new Date('2030-01-01T00:00:00Z'));
const seen: GameMovement[] = [];
let failNext = false;
let wallet: WalletService;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.db);
  const observers = new GameMovementObservers();
  observers.add({
    name: 'recorder',
    async onGameMovement(tx, movement) {
      // Runs inside the movement's transaction: the ledger row is already visible through tx.
      const row = await tx
        .selectFrom('wallet_transactions')
        .select('transaction_id')
        .where('transaction_id', '=', Number(movement.ledgerId))
        .executeTakeFirst();
      expect(row).toBeDefined();
      if (failNext) {
        failNext = false;
        throw new Error('observer refused');
      }
      seen.push(movement);
    },
  });
  wallet = createWalletService(testDb.db, { clock, signupBonus: 1000, observers });
});
afterAll(async () => {
  await testDb?.destroy();
});

async function player() {
  const accountId = await testAccount(testDb.db);
  await wallet.grantSignupBonus(accountId);
  seen.length = 0;
  return accountId;
}

const game = { gameCode: 'WNF_AZTEC_X' };

describe('game movement observers', () => {
  it('sees each bet, win and rollback once, never a replay or a bonus', async () => {
    const accountId = await player();
    const bet = { ...game, accountId, roundId: 'o1', transactionId: 'o1:b', amount: 100 };
    await wallet.bet(bet);
    await wallet.bet(bet); // replay
    await wallet.win({ ...bet, transactionId: 'o1:w', amount: 250 });
    await wallet.win({ ...bet, transactionId: 'o1:w', amount: 250 }); // replay
    await wallet.bet({ ...bet, roundId: 'o2', transactionId: 'o2:b', amount: 40 });
    await wallet.rollback({ accountId, roundId: 'o2', transactionId: 'o2:r', rollbackOf: 'o2:b' });
    await wallet.rollback({ accountId, roundId: 'o2', transactionId: 'o2:r', rollbackOf: 'o2:b' });
    expect(seen.map((m) => [m.type, m.roundId, m.amount])).toEqual([
      ['BET', 'o1', -100],
      ['WIN', 'o1', 250],
      ['BET', 'o2', -40],
      ['ROLLBACK', 'o2', 40],
    ]);
    expect(seen.every((m) => m.accountId === accountId && m.provider === 'studio')).toBe(true);
  });

  it('sees both halves of an instant round, and not a zero win', async () => {
    const accountId = await player();
    const round = (id: string, stake: number, win: number) => ({
      ...game,
      accountId,
      roundId: id,
      betTransactionId: `${id}:b`,
      transactionId: `${id}:w`,
      stake,
      win,
    });
    await wallet.instantRound(accountId, (r) => r.betAndWin(round('i1', 10, 30)));
    await wallet.instantRound(accountId, (r) => r.betAndWin(round('i2', 10, 0)));
    expect(seen.map((m) => [m.type, m.roundId, m.amount])).toEqual([
      ['BET', 'i1', -10],
      ['WIN', 'i1', 30],
      ['BET', 'i2', -10],
    ]);
  });

  it('a throwing observer aborts the movement: no row, no balance change', async () => {
    const accountId = await player();
    failNext = true;
    await expect(
      wallet.bet({ ...game, accountId, roundId: 'f1', transactionId: 'f1:b', amount: 100 }),
    ).rejects.toThrow('observer refused');
    expect((await wallet.balance(accountId)).balance).toBe(1000);
    expect(await wallet.ledgerSum(accountId)).toBe(1000);
    expect(seen).toEqual([]);
  });

  it('refuses one observer name twice', () => {
    const observers = new GameMovementObservers();
    const observer = { name: 'x', onGameMovement: async () => {} };
    observers.add(observer);
    expect(() => observers.add(observer)).toThrow(/twice/);
  });
});
