import { createApprovalsService } from '../src/modules/approvals/approvals.service.ts';
import { createAuditService } from '../src/modules/operator/operator.audit.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seed } from '../src/wiring/seed.ts';
import { createRafflesAdmin } from '../src/modules/raffles/raffles.admin.ts';
import { createLocalBeacon } from '../src/modules/raffles/raffles.beacon.ts';
import { raffleWagerObserver } from '../src/modules/raffles/raffles.observer.ts';
import { createRafflesService } from '../src/modules/raffles/raffles.service.ts';
import { GameMovementObservers } from '../src/modules/wallet/coin-moves/game-movement.ts';
import { createWalletService, type WalletService } from '../src/modules/wallet/wallet.service.ts';
import { createTestDatabase, manualClock, testAccount, testConfig, type TestDatabase } from './helper.ts';

/**
 * Tickets from play at the wallet's level (issue 13): a bet counts in its own transaction, a replay
 * never, a win never, a rollback takes the bet's wager back out (and never more than the round counted),
 * a bet outside the period or in another game counts nothing; quick raffles follow their schedule.
 */
const HOUR = 3_600_000;
const clock = manualClock(new Date('2031-05-01T00:00:00Z'));
let testDb: TestDatabase;
let wallet: WalletService;
let admin: ReturnType<typeof createRafflesAdmin>;
let raffles: ReturnType<typeof createRafflesService>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.db);
  const config = testConfig();
  await seed(testDb.db, config);
  const observers = new GameMovementObservers();
  observers.add(raffleWagerObserver());
  wallet = createWalletService(testDb.db, { clock, signupBonus: 10_000, observers });
  const accounts = { get: async () => undefined };
  raffles = createRafflesService({ db: testDb.db, clock, brandRef: config.brandRef, accounts });
  admin = createRafflesAdmin({
    db: testDb.db,
    clock,
    raffles,
    accounts,
    accountRef: config.accountRef,
    brandRef: config.brandRef,
    approvals: createApprovalsService({ db: testDb.db, clock, audit: createAuditService(testDb.db, clock) }),
    beacon: createLocalBeacon(),
  });
});
/** Prizes approved by the system: this suite proves the ticket counting, not the approval. */
const SYSTEM = { system: 'test' };
afterAll(async () => {
  await testDb?.destroy();
});

const translations = [{ languageCode: 'ja', title: 'テスト', description: '', termsAndConditions: '' }];

async function player() {
  const accountId = await testAccount(testDb.db);
  await wallet.grantSignupBonus(accountId);
  return accountId;
}

describe('raffle wagers from the wallet', () => {
  it('counts bets once, ignores wins, other games and bets outside the period; a rollback takes its bet back', async () => {
    const now = clock.now().getTime();
    const raffle = await admin.create(
      {
        tournamentRef: 'wager-rules',
        startDateUtc: new Date(now + HOUR).toISOString(),
        endDateUtc: new Date(now + 3 * HOUR).toISOString(),
        raffleDrawDate: new Date(now + 3 * HOUR).toISOString(),
        wagerPerEntry: 100,
        prizes: [1000],
        gameCodes: ['WNF_AZTEC_X'],
        translations,
        bannerFileName: null,
      },
      SYSTEM,
    );
    const accountId = await player();
    const game = { accountId, gameCode: 'WNF_AZTEC_X' };

    // Before the period: nothing counts, and its later rollback takes nothing.
    await wallet.bet({ ...game, roundId: 'early', transactionId: 'early:b', amount: 400 });
    clock.advance(HOUR);
    await wallet.rollback({ accountId, roundId: 'early', transactionId: 'early:r', rollbackOf: 'early:b' });
    expect(await raffles.current(accountId)).toMatchObject({ numEntries: 0, amountLeftForNextEntry: 100 });

    const bet = { ...game, roundId: 'r1', transactionId: 'r1:b', amount: 250 };
    await wallet.bet(bet);
    await wallet.bet(bet); // a replay
    await wallet.win({ ...bet, transactionId: 'r1:w', amount: 5000 });
    await wallet.bet({
      accountId,
      gameCode: 'WNF_BATTLE_DWARF',
      roundId: 'o1',
      transactionId: 'o1:b',
      amount: 900,
    });
    expect(await raffles.current(accountId)).toMatchObject({ numEntries: 2, amountLeftForNextEntry: 50 });

    await wallet.bet({ ...game, roundId: 'r2', transactionId: 'r2:b', amount: 150 });
    expect(await raffles.current(accountId)).toMatchObject({ numEntries: 4, amountLeftForNextEntry: 100 });
    await wallet.rollback({ accountId, roundId: 'r2', transactionId: 'r2:r', rollbackOf: 'r2:b' });
    await wallet.rollback({ accountId, roundId: 'r2', transactionId: 'r2:r', rollbackOf: 'r2:b' }); // a replay
    expect(await raffles.current(accountId)).toMatchObject({ numEntries: 2, amountLeftForNextEntry: 50 });

    // After the period: nothing counts.
    clock.advance(2 * HOUR);
    await wallet.bet({ ...game, roundId: 'late', transactionId: 'late:b', amount: 500 });
    const entry = await testDb.db
      .selectFrom('raffle_entries')
      .select('wagered')
      .where('raffle_id', '=', raffle.id)
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(Number(entry.wagered)).toBe(250);
  });

  it('makes one quick raffle per slot of the schedule, the running one and the next', async () => {
    await admin.saveQuickSchedule(
      {
        id: 'quick',
        enabled: true,
        everyMinutes: 60,
        durationMinutes: 30,
        wagerPerEntry: 10,
        prizes: [100, 300],
        gameCodes: ['WNF_AZTEC_X'],
        translations,
      },
      SYSTEM,
    );
    clock.advance(10 * 60_000);
    expect(await admin.ensureQuickRaffles()).toBe(2);
    expect(await admin.ensureQuickRaffles()).toBe(0); // a second run (or process) makes nothing more
    const accountId = await player();
    const quick = await raffles.nextQuick(accountId);
    expect(quick.raffleMetaData).toMatchObject({
      raffleType: 'QUICK',
      prizes: [300, 100],
      wagerPerEntry: 10,
    });
    // 40 minutes into the hour the slot's raffle (30 minutes long) is over: the next one is answered.
    clock.advance(30 * 60_000);
    const next = await raffles.nextQuick(accountId);
    expect(next.raffleMetaData?.startDateUtc).not.toBe(quick.raffleMetaData?.startDateUtc);
    expect(next.raffleMetaData?.tournamentStatus).toBe('SCHEDULED');
  });
});
