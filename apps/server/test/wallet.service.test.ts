import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceResponseSchema,
  transactionListSchema,
  walletTransactionResponseSchema,
} from '@casino/contract';
import { migrateToLatest } from '../src/db/migrate.ts';
import { dailyBonusWindow, lastReset } from '../src/modules/wallet/player-wallet/daily-bonus.policy.ts';
import { WalletError } from '../src/modules/wallet/wallet.errors.ts';
import { createWalletService, type WalletService } from '../src/modules/wallet/wallet.service.ts';
import { ApiError } from '../src/errors.ts';
import { createTestDatabase, manualClock, testAccount, type TestDatabase } from './helper.ts';

let testDb: TestDatabase;
const clock = manualClock(new Date('2030-01-01T00:00:00Z'));
let wallet: WalletService;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.db);
  wallet = createWalletService(testDb.db, { clock, signupBonus: 500 });
});
afterAll(async () => {
  await testDb?.destroy();
});

const HOUR = 3_600_000;

/** A wallet holding `coins` (an ADJUSTMENT-free way: a signup bonus of that size). */
async function funded(coins: number, service = wallet): Promise<string> {
  const accountId = await testAccount(testDb.db);
  const s = createWalletService(testDb.db, { clock, signupBonus: coins });
  if (coins > 0) await s.grantSignupBonus(accountId);
  else await service.ensureWallet(accountId);
  return accountId;
}

async function expectWalletError(promise: Promise<unknown>, code: string, balance?: number) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WalletError);
  expect((error as WalletError).walletCode).toBe(code);
  if (balance !== undefined) expect((error as WalletError).balance).toBe(balance);
  return error as WalletError;
}

async function expectApiError(promise: Promise<unknown>, status: number, code: string) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).statusCode).toBe(status);
  expect((error as ApiError).code).toBe(code);
}

async function expectConsistent(accountId: string) {
  const { balance } = await wallet.balance(accountId);
  expect(await wallet.ledgerSum(accountId)).toBe(balance);
  expect(balance).toBeGreaterThanOrEqual(0);
}

describe('wallets and balance', () => {
  it('ensureWallet creates an empty PTS wallet once', async () => {
    const id = await testAccount(testDb.db);
    expect(await wallet.ensureWallet(id)).toEqual({ balance: 0, currency: 'PTS' });
    expect(await wallet.ensureWallet(id)).toEqual({ balance: 0, currency: 'PTS' });
  });

  it('getBalance answers SPEC §3 Balance, even before the wallet exists', async () => {
    const body = await wallet.getBalance(randomUUID(), clock.now());
    expect(balanceResponseSchema.parse(body)).toEqual({
      balance: 0,
      currency: 'PTS',
      canClaimBonus: true,
      lastClaimed: null,
      nextClaim: null,
      pendingBonus: 0,
    });
  });

  it('refuses an account id that is not a uuid', async () => {
    await expectWalletError(wallet.ensureWallet('not-a-uuid'), 'INVALID_REQUEST');
  });

  it('balance() of an unknown account is ACCOUNT_NOT_FOUND (404)', async () => {
    const error = await expectWalletError(wallet.balance(randomUUID()), 'ACCOUNT_NOT_FOUND');
    expect(error.statusCode).toBe(404);
  });

  it('the database refuses a negative balance even without the service (CHECK)', async () => {
    const id = await funded(10);
    await expect(
      testDb.db
        .withTables<{ wallets: { account_id: string; balance: number } }>()
        .updateTable('wallets')
        .set({ balance: -1 })
        .where('account_id', '=', id)
        .execute(),
    ).rejects.toThrow();
  });
});

describe('signup bonus', () => {
  it('is paid once per account; a second grant moves nothing', async () => {
    const id = await testAccount(testDb.db);
    expect(await wallet.grantSignupBonus(id)).toEqual({ bonus: 500, currency: 'PTS', granted: true });
    expect(await wallet.grantSignupBonus(id)).toEqual({ bonus: 500, currency: 'PTS', granted: false });
    expect((await wallet.balance(id)).balance).toBe(500);
    const history = await wallet.history(id);
    expect(history.records.map((r) => r.transactionType)).toEqual(['SIGNUP_BONUS']);
  });

  it('a changed setting does not pay again', async () => {
    const id = await testAccount(testDb.db);
    await wallet.grantSignupBonus(id);
    const other = createWalletService(testDb.db, { clock, signupBonus: 9_999 });
    expect(await other.grantSignupBonus(id)).toMatchObject({ bonus: 500, granted: false });
    expect((await wallet.balance(id)).balance).toBe(500);
  });
});

describe('daily bonus', () => {
  it('daily-reset (default: midnight JST): once per JST day, next claim at the next reset', async () => {
    const s = createWalletService(testDb.db, {
      clock,
      dailyBonus: { amount: 100, mode: 'daily-reset', resetHour: 0 },
    });
    const id = await testAccount(testDb.db);
    // 2030-01-01T10:00Z = 19:00 JST on Jan 1.
    const t1 = new Date('2030-01-01T10:00:00Z');
    expect(await s.claimDailyBonus(id, t1)).toMatchObject({ bonus: 100 });
    const after = await s.getBalance(id, t1);
    expect(after).toEqual({
      balance: 100,
      currency: 'PTS',
      canClaimBonus: false,
      lastClaimed: t1.toISOString(),
      nextClaim: '2030-01-01T15:00:00.000Z', // midnight JST, Jan 2
      pendingBonus: 0,
    });
    await expectApiError(
      s.claimDailyBonus(id, new Date('2030-01-01T14:59:59Z')),
      400,
      'BONUS_CANNOT_BE_CLAIMED',
    );
    const t2 = new Date('2030-01-01T15:00:00Z');
    expect((await s.getBalance(id, t2)).canClaimBonus).toBe(true);
    // The next JST day is day 2 of the login calendar (×1.5).
    expect(await s.claimDailyBonus(id, t2)).toMatchObject({ bonus: 150 });
    expect((await s.getBalance(id, t2)).balance).toBe(250);
    await expectConsistent(id);
  });

  it('daily-reset honours another reset hour (05:00 JST = 20:00 UTC)', () => {
    expect(lastReset(new Date('2030-01-01T19:59:59Z'), 5).toISOString()).toBe('2029-12-31T20:00:00.000Z');
    expect(lastReset(new Date('2030-01-01T20:00:00Z'), 5).toISOString()).toBe('2030-01-01T20:00:00.000Z');
    const w = dailyBonusWindow(
      { amount: 1, mode: 'daily-reset', resetHour: 5 },
      new Date('2030-01-01T21:00:00Z'),
      new Date('2030-01-02T19:00:00Z'),
    );
    expect(w).toMatchObject({ canClaim: false, nextClaim: new Date('2030-01-02T20:00:00Z') });
  });

  it('rolling: the next claim opens 24 h after the last one', async () => {
    const s = createWalletService(testDb.db, { clock, dailyBonus: { amount: 50, mode: 'rolling' } });
    const id = await testAccount(testDb.db);
    const t1 = new Date('2030-02-01T08:30:00Z');
    expect(await s.claimDailyBonus(id, t1)).toMatchObject({ bonus: 50 });
    const b = await s.getBalance(id, t1);
    expect(b).toMatchObject({ canClaimBonus: false, nextClaim: '2030-02-02T08:30:00.000Z' });
    await expectApiError(
      s.claimDailyBonus(id, new Date(t1.getTime() + 24 * HOUR - 1)),
      400,
      'BONUS_CANNOT_BE_CLAIMED',
    );
    // Claimed within 2 × 24 h of the last: day 2 of the login calendar (×1.5).
    expect(await s.claimDailyBonus(id, new Date(t1.getTime() + 24 * HOUR))).toMatchObject({ bonus: 75 });
    expect((await s.balance(id)).balance).toBe(125);
  });

  it('concurrent claims of one window pay once (the window is in the idempotency key)', async () => {
    const id = await testAccount(testDb.db);
    const now = new Date('2030-03-01T00:00:00Z');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => wallet.claimDailyBonus(id, now)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as ApiError).code).toBe('BONUS_CANNOT_BE_CLAIMED');
    }
    expect((await wallet.balance(id)).balance).toBe(1_000);
  });
});

describe('promotional bonuses', () => {
  it('pays every pending bonus once; nothing pending is BONUS_CANNOT_BE_CLAIMED', async () => {
    const id = await testAccount(testDb.db);
    await expectApiError(wallet.claimBonus(id), 400, 'BONUS_CANNOT_BE_CLAIMED');
    expect(await wallet.addPendingBonus(id, 'PHONE_VERIFIED', 300)).toBe(true);
    expect(await wallet.addPendingBonus(id, 'PHONE_VERIFIED', 300)).toBe(false); // one-off per kind
    expect(await wallet.addPendingBonus(id, 'WELCOME_BACK', 20)).toBe(true);
    expect((await wallet.getBalance(id)).pendingBonus).toBe(320);
    const before = (await wallet.balance(id)).balance;
    expect(await wallet.claimBonus(id)).toEqual({ bonus: 320, currency: 'PTS' });
    expect((await wallet.balance(id)).balance).toBe(before + 320);
    expect((await wallet.getBalance(id)).pendingBonus).toBe(0);
    await expectApiError(wallet.claimBonus(id), 400, 'BONUS_CANNOT_BE_CLAIMED');
    // A one-off kind cannot come back after it was claimed.
    expect(await wallet.addPendingBonus(id, 'PHONE_VERIFIED', 300)).toBe(false);
    await expectConsistent(id);
  });

  it('concurrent claims pay once', async () => {
    const id = await testAccount(testDb.db);
    await wallet.addPendingBonus(id, 'PHONE_VERIFIED', 300);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => wallet.claimBonus(id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await wallet.balance(id)).balance).toBe(300);
  });

  it('refuses a bad kind or amount', async () => {
    await expectWalletError(wallet.addPendingBonus(randomUUID(), 'phone verified', 1), 'INVALID_REQUEST');
    await expectWalletError(wallet.addPendingBonus(randomUUID(), 'X', 0), 'INVALID_REQUEST');
  });
});

describe('game wallet: bet, win, rollback', () => {
  const game = { gameCode: 'WNF_AZTEC_X' };

  it('bet debits and opens the round; win credits and closes it', async () => {
    const id = await funded(100);
    const bet = await wallet.bet({
      ...game,
      accountId: id,
      roundId: 'r1',
      transactionId: 'b1',
      amount: 30,
      sessionId: 's1',
      traceId: 't1',
    });
    expect(walletTransactionResponseSchema.parse(bet)).toMatchObject({
      transactionId: 'b1',
      amount: -30,
      balance: 70,
      currency: 'PTS',
      replayed: false,
    });
    const win = await wallet.win({ ...game, accountId: id, roundId: 'r1', transactionId: 'w1', amount: 45 });
    expect(win).toMatchObject({ amount: 45, balance: 115, replayed: false });
    // The round is closed: no more bets or wins in it.
    await expectWalletError(
      wallet.bet({ ...game, accountId: id, roundId: 'r1', transactionId: 'b2', amount: 1 }),
      'ROUND_CLOSED',
    );
    await expectWalletError(
      wallet.win({ ...game, accountId: id, roundId: 'r1', transactionId: 'w2', amount: 1 }),
      'ROUND_CLOSED',
    );
    const history = transactionListSchema.parse(await wallet.history(id));
    expect(history.totalRecordAmount).toBe(3);
    expect(history.records.map((r) => [r.transactionType, r.amount, r.newBalance])).toEqual([
      ['WIN', 45, 115],
      ['BET', -30, 70],
      ['SIGNUP_BONUS', 100, 100],
    ]);
    expect(history.records[1]).toMatchObject({ gameCode: 'WNF_AZTEC_X', sessionId: 's1', traceId: 't1' });
    await expectConsistent(id);
  });

  it('a replay returns the first result and moves nothing; other data under the same id is refused', async () => {
    const id = await funded(100);
    const first = await wallet.bet({ ...game, accountId: id, roundId: 'r', transactionId: 'b', amount: 10 });
    await wallet.bet({ ...game, accountId: id, roundId: 'r', transactionId: 'b-next', amount: 5 });
    const again = await wallet.bet({ ...game, accountId: id, roundId: 'r', transactionId: 'b', amount: 10 });
    expect(again).toEqual({ ...first, replayed: true });
    expect((await wallet.balance(id)).balance).toBe(85);
    const error = await expectWalletError(
      wallet.bet({ ...game, accountId: id, roundId: 'r', transactionId: 'b', amount: 11 }),
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(error.statusCode).toBe(409);
    expect(error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // The same id for a win is other data too.
    await expectWalletError(
      wallet.win({ ...game, accountId: id, roundId: 'r', transactionId: 'b', amount: 10 }),
      'IDEMPOTENCY_KEY_REUSED',
    );
    // …and for another account.
    const other = await funded(100);
    await expectWalletError(
      wallet.bet({ ...game, accountId: other, roundId: 'r-other', transactionId: 'b', amount: 10 }),
      'IDEMPOTENCY_KEY_REUSED',
    );
    // A replay still answers after the funds are gone.
    await wallet.bet({ ...game, accountId: id, roundId: 'r', transactionId: 'b-all', amount: 85 });
    expect(
      await wallet.bet({ ...game, accountId: id, roundId: 'r', transactionId: 'b', amount: 10 }),
    ).toEqual({ ...first, replayed: true });
    await expectConsistent(id);
  });

  it('insufficient funds: typed error with the current balance, nothing moves', async () => {
    const id = await funded(20);
    const error = await expectWalletError(
      wallet.bet({ ...game, accountId: id, roundId: 'if-r', transactionId: 'big', amount: 21 }),
      'INSUFFICIENT_FUNDS',
      20,
    );
    expect(error.statusCode).toBe(409);
    expect(error.code).toBe('INSUFFICIENT_FUNDS');
    expect((await wallet.balance(id)).balance).toBe(20);
    // The refused bet did not open the round nor burn its id: the same id may be retried.
    await expectWalletError(
      wallet.win({ ...game, accountId: id, roundId: 'if-r', transactionId: 'if-w', amount: 1 }),
      'ROUND_NOT_FOUND',
    );
    expect(
      await wallet.bet({ ...game, accountId: id, roundId: 'if-r', transactionId: 'big', amount: 20 }),
    ).toMatchObject({ balance: 0 });
  });

  it('a bet on an unknown wallet is ACCOUNT_NOT_FOUND; bad input is INVALID_REQUEST', async () => {
    await expectWalletError(
      wallet.bet({ ...game, accountId: randomUUID(), roundId: 'r', transactionId: 'x', amount: 1 }),
      'ACCOUNT_NOT_FOUND',
    );
    const id = await funded(10);
    for (const amount of [-1, 1.5, Number.MAX_SAFE_INTEGER + 1]) {
      await expectWalletError(
        wallet.bet({ ...game, accountId: id, roundId: 'r', transactionId: 'x', amount }),
        'INVALID_REQUEST',
      );
    }
    await expectWalletError(
      wallet.bet({ gameCode: 'lower', accountId: id, roundId: 'r', transactionId: 'x', amount: 1 }),
      'INVALID_REQUEST',
    );
    await expectWalletError(
      wallet.bet({ ...game, accountId: id, roundId: 'r r', transactionId: 'x', amount: 1 }),
      'INVALID_REQUEST',
    );
  });

  it('a win on an unknown round is refused; a round of another account or game is refused', async () => {
    const id = await funded(50);
    await expectWalletError(
      wallet.win({ ...game, accountId: id, roundId: 'nope', transactionId: 'w', amount: 5 }),
      'ROUND_NOT_FOUND',
    );
    await wallet.bet({ ...game, accountId: id, roundId: 'mine', transactionId: 'mine-b', amount: 5 });
    const other = await funded(50);
    await expectWalletError(
      wallet.bet({ ...game, accountId: other, roundId: 'mine', transactionId: 'o-b', amount: 5 }),
      'ROUND_MISMATCH',
    );
    await expectWalletError(
      wallet.win({ ...game, accountId: other, roundId: 'mine', transactionId: 'o-w', amount: 5 }),
      'ROUND_MISMATCH',
    );
    await expectWalletError(
      wallet.bet({ gameCode: 'WNF_OTHER', accountId: id, roundId: 'mine', transactionId: 'g-b', amount: 5 }),
      'ROUND_MISMATCH',
    );
    // Rounds are per provider: the same round id of another provider is another round.
    expect(
      await wallet.bet({
        ...game,
        provider: 'acme',
        accountId: other,
        roundId: 'mine',
        transactionId: 'o-b',
        amount: 5,
      }),
    ).toMatchObject({ balance: 45 });
  });

  it('several bets and wins in one round; a win of 0 closes a losing round', async () => {
    const id = await funded(100);
    await wallet.bet({ ...game, accountId: id, roundId: 'multi', transactionId: 'm-b1', amount: 10 });
    await wallet.bet({ ...game, accountId: id, roundId: 'multi', transactionId: 'm-b2', amount: 10 });
    await wallet.win({
      ...game,
      accountId: id,
      roundId: 'multi',
      transactionId: 'm-w1',
      amount: 5,
      closeRound: false,
    });
    await wallet.win({ ...game, accountId: id, roundId: 'multi', transactionId: 'm-w2', amount: 0 });
    expect((await wallet.balance(id)).balance).toBe(85);
    await expectWalletError(
      wallet.bet({ ...game, accountId: id, roundId: 'multi', transactionId: 'm-b3', amount: 1 }),
      'ROUND_CLOSED',
    );
    await expectConsistent(id);
  });

  it('rollback refunds a bet once; replays and second rollbacks move nothing', async () => {
    const id = await funded(100);
    await wallet.bet({ ...game, accountId: id, roundId: 'rb', transactionId: 'rb-b1', amount: 40 });
    await wallet.bet({ ...game, accountId: id, roundId: 'rb', transactionId: 'rb-b2', amount: 10 });
    const rb = await wallet.rollback({
      accountId: id,
      roundId: 'rb',
      transactionId: 'rb-r1',
      rollbackOf: 'rb-b1',
    });
    expect(rb).toMatchObject({ amount: 40, balance: 90, replayed: false });
    expect(
      await wallet.rollback({ accountId: id, roundId: 'rb', transactionId: 'rb-r1', rollbackOf: 'rb-b1' }),
    ).toEqual({ ...rb, replayed: true });
    // Another rollback id for the same bet: accepted, nothing to refund.
    expect(
      await wallet.rollback({ accountId: id, roundId: 'rb', transactionId: 'rb-r2', rollbackOf: 'rb-b1' }),
    ).toMatchObject({ amount: 0, balance: 90 });
    // The same rollback id naming another bet is other data.
    await expectWalletError(
      wallet.rollback({ accountId: id, roundId: 'rb', transactionId: 'rb-r1', rollbackOf: 'rb-b2' }),
      'IDEMPOTENCY_KEY_REUSED',
    );
    // The round is still open (one bet left): the other bet can be won.
    expect(
      await wallet.win({ ...game, accountId: id, roundId: 'rb', transactionId: 'rb-w', amount: 25 }),
    ).toMatchObject({ balance: 115 });
    // A settled round's bet cannot be rolled back any more.
    await expectWalletError(
      wallet.rollback({ accountId: id, roundId: 'rb', transactionId: 'rb-r3', rollbackOf: 'rb-b2' }),
      'ROUND_CLOSED',
    );
    // Only bets of this account and round can be rolled back.
    await expectWalletError(
      wallet.rollback({ accountId: id, roundId: 'rb', transactionId: 'rb-r4', rollbackOf: 'rb-w' }),
      'TRANSACTION_NOT_ROLLBACKABLE',
    );
    await expectWalletError(
      wallet.rollback({ accountId: id, roundId: 'other', transactionId: 'rb-r5', rollbackOf: 'rb-b2' }),
      'TRANSACTION_NOT_ROLLBACKABLE',
    );
    await expectConsistent(id);
  });

  it('rolling back the last bet of a round without wins settles it as ROLLED_BACK', async () => {
    const id = await funded(100);
    await wallet.bet({ ...game, accountId: id, roundId: 'solo', transactionId: 'solo-b', amount: 10 });
    await wallet.rollback({ accountId: id, roundId: 'solo', transactionId: 'solo-r', rollbackOf: 'solo-b' });
    await expectWalletError(
      wallet.win({ ...game, accountId: id, roundId: 'solo', transactionId: 'solo-w', amount: 500 }),
      'ROUND_CLOSED',
    );
    expect((await wallet.balance(id)).balance).toBe(100);
  });

  it('rollback before bet: a no-op is recorded and the late bet is refused', async () => {
    const id = await funded(100);
    const rb = await wallet.rollback({
      accountId: id,
      roundId: 'early',
      transactionId: 'early-r',
      rollbackOf: 'early-b',
    });
    expect(rb).toMatchObject({ amount: 0, balance: 100, replayed: false });
    await expectWalletError(
      wallet.bet({ ...game, accountId: id, roundId: 'early', transactionId: 'early-b', amount: 10 }),
      'TRANSACTION_ROLLED_BACK',
    );
    expect((await wallet.balance(id)).balance).toBe(100);
    expect(
      await wallet.rollback({
        accountId: id,
        roundId: 'early',
        transactionId: 'early-r',
        rollbackOf: 'early-b',
      }),
    ).toEqual({ ...rb, replayed: true });
    await expectConsistent(id);
  });

  it('a win is accepted whatever happened to the player session (no session check)', async () => {
    const id = await funded(10);
    await wallet.bet({
      ...game,
      accountId: id,
      roundId: 'late',
      transactionId: 'late-b',
      amount: 10,
      sessionId: 'ended',
    });
    expect(
      await wallet.win({
        ...game,
        accountId: id,
        roundId: 'late',
        transactionId: 'late-w',
        amount: 30,
        sessionId: 'ended',
      }),
    ).toMatchObject({ balance: 30 });
  });
});

describe('stale-round sweeper', () => {
  const game = { gameCode: 'WNF_AZTEC_X' };

  it('refunds the bets of rounds never closed, once; closes rounds that already paid a win', async () => {
    const id = await funded(100);
    await wallet.bet({ ...game, accountId: id, roundId: 'stale-1', transactionId: 's1-b1', amount: 10 });
    await wallet.bet({ ...game, accountId: id, roundId: 'stale-1', transactionId: 's1-b2', amount: 5 });
    await wallet.bet({ ...game, accountId: id, roundId: 'stale-2', transactionId: 's2-b', amount: 20 });
    await wallet.win({
      ...game,
      accountId: id,
      roundId: 'stale-2',
      transactionId: 's2-w',
      amount: 7,
      closeRound: false,
    });
    await wallet.bet({ ...game, accountId: id, roundId: 'done', transactionId: 'd-b', amount: 1 });
    await wallet.win({ ...game, accountId: id, roundId: 'done', transactionId: 'd-w', amount: 0 });
    expect((await wallet.balance(id)).balance).toBe(71);
    const sweepAt = new Date(clock.now().getTime() + 2 * HOUR);
    // Not yet stale for a 3 h threshold.
    expect(await wallet.sweepStaleRounds(sweepAt, 3 * HOUR)).toEqual({
      rolledBack: 0,
      closed: 0,
      refunded: 0,
    });
    const swept = await wallet.sweepStaleRounds(sweepAt, HOUR);
    expect(swept.refunded).toBeGreaterThanOrEqual(15);
    expect((await wallet.balance(id)).balance).toBe(86);
    expect(await wallet.sweepStaleRounds(sweepAt, HOUR)).toEqual({ rolledBack: 0, closed: 0, refunded: 0 });
    // The swept round's bets cannot be refunded again, and the round takes no more bets or wins.
    expect(
      await wallet.rollback({
        accountId: id,
        roundId: 'stale-1',
        transactionId: 's1-r',
        rollbackOf: 's1-b1',
      }),
    ).toMatchObject({ amount: 0 });
    await expectWalletError(
      wallet.win({ ...game, accountId: id, roundId: 'stale-1', transactionId: 's1-w', amount: 9 }),
      'ROUND_CLOSED',
    );
    await expectWalletError(
      wallet.win({ ...game, accountId: id, roundId: 'stale-2', transactionId: 's2-w2', amount: 9 }),
      'ROUND_CLOSED',
    );
    expect((await wallet.balance(id)).balance).toBe(86);
    await expectConsistent(id);
  });
});

describe('history', () => {
  it('pages newest first with the total', async () => {
    const id = await funded(100);
    for (let i = 0; i < 5; i++) {
      await wallet.bet({
        gameCode: 'WNF_AZTEC_X',
        accountId: id,
        roundId: `h${i}`,
        transactionId: `h-b${i}`,
        amount: i + 1,
      });
    }
    const page1 = await wallet.history(id, 1, 2);
    const page3 = await wallet.history(id, 3, 2);
    expect(page1.totalRecordAmount).toBe(6);
    expect(page1.records.map((r) => r.amount)).toEqual([-5, -4]);
    expect(page3.records.map((r) => r.transactionType)).toEqual(['BET', 'SIGNUP_BONUS']);
    expect(await wallet.history(randomUUID())).toEqual({ totalRecordAmount: 0, records: [] });
    await expectWalletError(wallet.history(id, 0), 'INVALID_REQUEST');
  });
});

describe('instantRound: bet and win of a new round in one transaction', () => {
  const round = (accountId: string, roundId: string, stake: number, win: number) => ({
    accountId,
    roundId,
    gameCode: 'WNF_AZTEC_X',
    betTransactionId: `${roundId}:bet`,
    transactionId: `${roundId}:win`,
    stake,
    win,
  });

  it('writes the rows bet() and win() would: replays of either id find them', async () => {
    const accountId = await funded(1000);
    const paid = await wallet.instantRound(accountId, (r) => r.betAndWin(round(accountId, 'iw-1', 300, 500)));
    expect(paid.bet).toMatchObject({ amount: -300, balance: 700, replayed: false });
    expect(paid.win).toMatchObject({ amount: 500, balance: 1200, replayed: false });
    const bet = await wallet.bet({
      accountId,
      roundId: 'iw-1',
      gameCode: 'WNF_AZTEC_X',
      transactionId: 'iw-1:bet',
      amount: 300,
    });
    expect(bet).toEqual({ ...paid.bet, replayed: true });
    const win = await wallet.win({
      accountId,
      roundId: 'iw-1',
      gameCode: 'WNF_AZTEC_X',
      transactionId: 'iw-1:win',
      amount: 500,
    });
    expect(win).toEqual({ ...paid.win, replayed: true });
    // The round is closed: a further bet in it is refused.
    await expectWalletError(
      wallet.bet({
        accountId,
        roundId: 'iw-1',
        gameCode: 'WNF_AZTEC_X',
        transactionId: 'iw-1:bet2',
        amount: 1,
      }),
      'ROUND_CLOSED',
    );
    await expectConsistent(accountId);
  });

  it('refuses a stake the balance does not cover, even when the win would cover it, and moves nothing', async () => {
    const accountId = await funded(100);
    await expectWalletError(
      wallet.instantRound(accountId, (r) => r.betAndWin(round(accountId, 'iw-2', 101, 1000))),
      'INSUFFICIENT_FUNDS',
      100,
    );
    expect((await wallet.balance(accountId)).balance).toBe(100);
    await expectConsistent(accountId);
  });

  it('refuses a round id that exists already, and rolls everything back', async () => {
    const accountId = await funded(1000);
    await wallet.bet({
      accountId,
      roundId: 'iw-3',
      gameCode: 'WNF_AZTEC_X',
      transactionId: 'iw-3:other',
      amount: 10,
    });
    await expectWalletError(
      wallet.instantRound(accountId, (r) => r.betAndWin(round(accountId, 'iw-3', 10, 0))),
      'ROUND_MISMATCH',
    );
    expect((await wallet.balance(accountId)).balance).toBe(990);
    await expectConsistent(accountId);
  });
});
