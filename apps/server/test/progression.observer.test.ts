import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import { progressionObserver } from '../src/modules/progression/progression.observer.ts';
import { createProgressionService } from '../src/modules/progression/progression.service.ts';
import { GameMovementObservers } from '../src/modules/wallet/coin-moves/game-movement.ts';
import { createWalletService, type WalletService } from '../src/modules/wallet/wallet.service.ts';
import { createTestDatabase, manualClock, testAccount, type TestDatabase } from './helper.ts';

/**
 * The progression observer alone, on the game wallet's bet / win / rollback (an outside provider's
 * movements): experience is the coins wagered less the bets refunded; wins and replays count nothing;
 * a refund is taken from the refunded bet's Japan day (the tier window).
 */
let testDb: TestDatabase;
let wallet: WalletService;
const clock = manualClock(new Date('2031-07-01T14:30:00Z')); // 23:30 in Japan
const game = { gameCode: 'WNF_AZTEC_X' };

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.db);
  const observers = new GameMovementObservers();
  observers.add(progressionObserver());
  wallet = createWalletService(testDb.db, { clock, signupBonus: 10_000, observers });
});
afterAll(async () => {
  await testDb?.destroy();
});

describe('experience from the game wallet’s movements', () => {
  it('counts bets, not wins or replays; a rollback takes its bet back from the bet’s own day', async () => {
    const accountId = await testAccount(testDb.db);
    await wallet.grantSignupBonus(accountId);
    const progression = createProgressionService({ db: testDb.db, clock, wallet });
    const bet = { accountId, ...game, roundId: 'r1', transactionId: 'r1:b', amount: 250 };
    await wallet.bet(bet);
    await wallet.bet(bet); // a replay: told to nobody
    await wallet.win({ ...bet, transactionId: 'r1:w', amount: 5_000 });
    await wallet.bet({ accountId, ...game, roundId: 'r2', transactionId: 'r2:b', amount: 400 });
    clock.advance(3_600_000); // past midnight in Japan: the refund comes the next day
    await wallet.rollback({ accountId, roundId: 'r2', transactionId: 'r2:r', rollbackOf: 'r2:b' });
    await wallet.rollback({ accountId, roundId: 'r2', transactionId: 'r2:r', rollbackOf: 'r2:b' }); // a replay
    await wallet.bet({ accountId, ...game, roundId: 'r3', transactionId: 'r3:b', amount: 100 });

    expect((await progression.progression(accountId)).xp).toBe(350);
    const days = await sql<{ day: string; wagered: string }>`
      select day::text as day, wagered::text as wagered from progression_wager_days
      where account_id = ${accountId} order by day`.execute(testDb.db);
    expect(days.rows).toEqual([
      { day: '2031-07-01', wagered: '250' },
      { day: '2031-07-02', wagered: '100' },
    ]);
  });
});
