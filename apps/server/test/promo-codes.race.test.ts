import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/create-database.ts';
import type { Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { ApiError } from '../src/errors.ts';
import {
  createPromoCodesService,
  type PromoCodesService,
} from '../src/modules/content/promo-codes.service.ts';
import { createWalletService, type WalletService } from '../src/modules/wallet/wallet.service.ts';
import { createApprovalsService, type ApprovalsService } from '../src/modules/approvals/approvals.service.ts';
import { promoCodeSubject } from '../src/modules/content/promotions.admin.ts';
import { createAuditService } from '../src/modules/operator/operator.audit.ts';
import { ON_POSTGRES, createTestDatabase, manualClock, testAccount, type TestDatabase } from './helper.ts';

/**
 * Promo-code races. They only prove something on PostgreSQL (`PG_PORT=5530 bash
 * scripts/with-postgres.sh npm run test:pg`): PGlite runs one transaction at a time. The services run
 * over their own pool of 40 connections so that up to 40 redemptions really contend for one code.
 */

let testDb: TestDatabase;
let raceDb: Db;
const clock = manualClock(new Date('2030-01-15T00:00:00Z'));
let wallet: WalletService;
let promo: PromoCodesService;
let approvals: ApprovalsService;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.db);
  if (ON_POSTGRES && testDb.url) {
    // A pool wide enough for the race, made where every database is made (int8 parsed the same way).
    raceDb = createDatabase({ kind: 'postgres', url: testDb.url }, { poolSize: 40 });
  } else {
    raceDb = testDb.db;
  }
  wallet = createWalletService(raceDb, { clock, signupBonus: 0 });
  approvals = createApprovalsService({ db: raceDb, clock, audit: createAuditService(raceDb, clock) });
  promo = createPromoCodesService({ db: raceDb, clock, wallet, approvals });
});
afterAll(async () => {
  if (raceDb && raceDb !== testDb.db) await raceDb.destroy();
  await testDb?.destroy();
});

async function promoCode(code: string, amount: number, cap: number) {
  const now = clock.now();
  await testDb.db
    .insertInto('promotions')
    .values({
      slug: code.toLowerCase(),
      banner_url: null,
      cta_path: '/',
      starts_at: new Date('2030-01-01T00:00:00Z'),
      ends_at: new Date('2030-02-01T00:00:00Z'),
      published: true,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await testDb.db
    .insertInto('promo_codes')
    .values({
      code,
      promotion_slug: code.toLowerCase(),
      amount,
      starts_at: new Date('2030-01-01T00:00:00Z'),
      ends_at: new Date('2030-02-01T00:00:00Z'),
      max_redemptions: cap,
      disabled: false,
      created_at: now,
      updated_at: now,
    })
    .execute();
  // Approved as the system would approve seeded codes: these tests race the payment, not the approval.
  await approvals.propose(
    testDb.db,
    { system: 'test' },
    promoCodeSubject({ code, amount, max_redemptions: cap }),
  );
}

function tally<T>(results: PromiseSettledResult<T>[]) {
  const fulfilled = results
    .filter((r): r is PromiseFulfilledResult<T> => r.status === 'fulfilled')
    .map((r) => r.value);
  const codes: Record<string, number> = {};
  for (const r of results) {
    if (r.status === 'rejected') {
      if (!(r.reason instanceof ApiError)) throw r.reason;
      codes[r.reason.code] = (codes[r.reason.code] ?? 0) + 1;
    }
  }
  return { fulfilled, codes };
}

async function promoRows(accountId: string) {
  return testDb.db
    .selectFrom('wallet_transactions')
    .select(['amount', 'transaction_type'])
    .where('account_id', '=', accountId)
    .where('transaction_type', '=', 'PROMO_BONUS')
    .execute();
}

describe(`promo-code races (${ON_POSTGRES ? 'PostgreSQL' : 'PGlite: serialised, proves little'})`, () => {
  it('100 concurrent redemptions of one code by one player: one pays, 99 ALREADY_REDEEMED', async () => {
    await promoCode('ONCEONLY', 700, 1_000);
    const player = await testAccount(testDb.db);
    const { fulfilled, codes } = tally(
      await Promise.allSettled(Array.from({ length: 100 }, () => promo.redeemPromoCode(player, 'ONCEONLY'))),
    );
    expect(fulfilled).toEqual([{ code: 'ONCEONLY', bonus: 700, currency: 'PTS', newBalance: 700 }]);
    expect(codes).toEqual({ PROMO_CODE_ALREADY_REDEEMED: 99 });
    expect(await promoRows(player)).toHaveLength(1);
    expect((await wallet.balance(player)).balance).toBe(700);
    expect(await wallet.ledgerSum(player)).toBe(700);
    const code = await testDb.db
      .selectFrom('promo_codes')
      .select('redeemed_count')
      .where('code', '=', 'ONCEONLY')
      .executeTakeFirstOrThrow();
    expect(code.redeemed_count).toBe(1);
  });

  it('a cap of 7 and 40 players redeeming at once (each twice): exactly 7 are paid', async () => {
    await promoCode('FIRSTSEVEN', 300, 7);
    const players = await Promise.all(Array.from({ length: 40 }, () => testAccount(testDb.db)));
    const attempts = players.flatMap((player) => [player, player]);
    const { fulfilled, codes } = tally(
      await Promise.allSettled(attempts.map((player) => promo.redeemPromoCode(player, 'FIRSTSEVEN'))),
    );
    expect(fulfilled).toHaveLength(7);
    expect((codes.PROMO_CODE_EXHAUSTED ?? 0) + (codes.PROMO_CODE_ALREADY_REDEEMED ?? 0)).toBe(73);
    expect(codes.PROMO_CODE_ALREADY_REDEEMED).toBe(7);
    const paidRows = await testDb.db
      .selectFrom('wallet_transactions')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('n'),
        eb.fn.sum<string | number>('amount').as('sum'),
      ])
      .where('idempotency_key', 'like', 'bonus:promo:FIRSTSEVEN:%')
      .executeTakeFirstOrThrow();
    expect(Number(paidRows.n)).toBe(7);
    expect(Number(paidRows.sum)).toBe(7 * 300);
    const paidPlayers = new Set(
      (
        await testDb.db
          .selectFrom('promo_redemptions')
          .select('account_id')
          .where('code', '=', 'FIRSTSEVEN')
          .execute()
      ).map((r) => r.account_id),
    );
    expect(paidPlayers.size).toBe(7);
    for (const player of players) {
      const rows = await promoRows(player);
      expect(rows).toHaveLength(paidPlayers.has(player) ? 1 : 0);
    }
  });

  it('a redemption whose payment failed is paid by the next attempt, once', async () => {
    await promoCode('RETRYPAY', 450, 10);
    const player = await testAccount(testDb.db);
    let failures = 1;
    const flaky = createPromoCodesService({
      db: raceDb,
      clock,
      approvals,
      wallet: {
        creditBonus: async (input) => {
          if (failures-- > 0) throw new Error('connection lost');
          return wallet.creditBonus(input);
        },
      },
    });
    await expect(flaky.redeemPromoCode(player, 'RETRYPAY')).rejects.toThrow('connection lost');
    expect(await promoRows(player)).toHaveLength(0);
    const { fulfilled, codes } = tally(
      await Promise.allSettled(Array.from({ length: 20 }, () => flaky.redeemPromoCode(player, 'RETRYPAY'))),
    );
    expect(fulfilled).toHaveLength(1);
    expect(codes).toEqual({ PROMO_CODE_ALREADY_REDEEMED: 19 });
    expect(await promoRows(player)).toHaveLength(1);
  });
});
