import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import { WalletError } from '../src/modules/wallet/wallet.errors.ts';
import { createWalletService, type WalletService } from '../src/modules/wallet/wallet.service.ts';
import { createTestDatabase, manualClock, testAccount, type TestDatabase } from './helper.ts';

/**
 * Random sequences of bet / win / rollback calls — with replays (ids drawn from a small pool),
 * reused ids with other data, rollbacks of unknown ids and calls on closed rounds — must keep
 * sum(ledger) = balance ≥ 0 after every step and answer exactly like a small in-memory model.
 */

let testDb: TestDatabase;
let wallet: WalletService;
const clock = manualClock();
const GAME = 'WNF_AZTEC_X';
const START = 100;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.db);
  wallet = createWalletService(testDb.db, { clock, signupBonus: START });
});
afterAll(async () => {
  await testDb?.destroy();
});

type Command =
  | { op: 'bet'; tx: number; round: number; amount: number }
  | { op: 'win'; tx: number; round: number; amount: number; close: boolean }
  | { op: 'rollback'; tx: number; round: number; of: number };

type Outcome = { amount: number; balance: number; replayed: boolean } | { error: string };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    op: fc.constant('bet' as const),
    tx: fc.nat(9),
    round: fc.nat(3),
    amount: fc.integer({ min: 0, max: 60 }),
  }),
  fc.record({
    op: fc.constant('win' as const),
    tx: fc.nat(9),
    round: fc.nat(3),
    amount: fc.integer({ min: 0, max: 80 }),
    close: fc.boolean(),
  }),
  fc.record({ op: fc.constant('rollback' as const), tx: fc.nat(9), round: fc.nat(3), of: fc.nat(9) }),
);

/** The rules of the wallet, in memory. */
class Model {
  balance = START;
  private keys = new Map<number, { print: string; result: { amount: number; balance: number } }>();
  private bets = new Map<number, { amount: number; round: number; refunded: boolean }>();
  private wins = new Map<number, true>();
  private rounds = new Map<number, 'OPEN' | 'CLOSED' | 'ROLLED_BACK'>();
  private roundsWithWins = new Set<number>();
  private namedByRollback = new Set<number>();

  apply(c: Command): Outcome {
    const print = JSON.stringify(c.op === 'win' ? c : { ...c, close: undefined });
    const seen = this.keys.get(c.tx);
    if (seen)
      return seen.print === print ? { ...seen.result, replayed: true } : { error: 'IDEMPOTENCY_KEY_REUSED' };
    const done = (amount: number): Outcome => {
      this.balance += amount;
      this.keys.set(c.tx, { print, result: { amount, balance: this.balance } });
      return { amount, balance: this.balance, replayed: false };
    };
    const round = this.rounds.get(c.round);
    switch (c.op) {
      case 'bet':
        if (this.namedByRollback.has(c.tx)) return { error: 'TRANSACTION_ROLLED_BACK' };
        if (round && round !== 'OPEN') return { error: 'ROUND_CLOSED' };
        if (this.balance < c.amount) return { error: 'INSUFFICIENT_FUNDS' };
        this.rounds.set(c.round, 'OPEN');
        this.bets.set(c.tx, { amount: c.amount, round: c.round, refunded: false });
        return done(c.amount === 0 ? 0 : -c.amount);
      case 'win':
        if (!round) return { error: 'ROUND_NOT_FOUND' };
        if (round !== 'OPEN') return { error: 'ROUND_CLOSED' };
        this.wins.set(c.tx, true);
        this.roundsWithWins.add(c.round);
        if (c.close) this.rounds.set(c.round, 'CLOSED');
        return done(c.amount);
      case 'rollback': {
        if (!this.keys.has(c.of)) {
          this.namedByRollback.add(c.of);
          return done(0);
        }
        const bet = this.bets.get(c.of);
        if (!bet || bet.round !== c.round) return { error: 'TRANSACTION_NOT_ROLLBACKABLE' };
        if (bet.refunded) {
          this.namedByRollback.add(c.of);
          return done(0);
        }
        if (round === 'CLOSED') return { error: 'ROUND_CLOSED' };
        this.namedByRollback.add(c.of);
        bet.refunded = true;
        const openBets = [...this.bets.values()].some((b) => b.round === c.round && !b.refunded);
        if (!openBets && !this.roundsWithWins.has(c.round)) this.rounds.set(c.round, 'ROLLED_BACK');
        return done(bet.amount);
      }
    }
  }
}

async function run(c: Command, accountId: string, prefix: string): Promise<Outcome> {
  const ids = { accountId, roundId: `${prefix}-r${c.round}`, transactionId: `${prefix}-t${c.tx}` };
  try {
    const r =
      c.op === 'bet'
        ? await wallet.bet({ ...ids, gameCode: GAME, amount: c.amount })
        : c.op === 'win'
          ? await wallet.win({ ...ids, gameCode: GAME, amount: c.amount, closeRound: c.close })
          : await wallet.rollback({ ...ids, rollbackOf: `${prefix}-t${c.of}` });
    return { amount: r.amount, balance: r.balance, replayed: r.replayed };
  } catch (error) {
    if (error instanceof WalletError) return { error: error.walletCode };
    throw error;
  }
}

describe('wallet model (fast-check)', () => {
  it('random bet/win/rollback sequences keep sum(ledger) = balance ≥ 0 and match the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 1, maxLength: 25 }), async (commands) => {
        const accountId = await testAccount(testDb.db);
        const prefix = randomUUID().slice(0, 8);
        await wallet.grantSignupBonus(accountId);
        const model = new Model();
        for (const c of commands) {
          const expected = model.apply(c);
          const actual = await run(c, accountId, prefix);
          expect(actual).toEqual(expected);
          const { balance } = await wallet.balance(accountId);
          expect(balance).toBe(model.balance);
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(await wallet.ledgerSum(accountId)).toBe(balance);
        }
      }),
      { numRuns: 150 },
    );
  });
});
