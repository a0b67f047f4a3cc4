import { bonusSettingsSchema, refillStatusSchema } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { AUTH_ENV, PASSWORD, signedUp, type Browser } from './auth-helpers.ts';
import { ON_POSTGRES, manualClock, setupTestApp } from './helper.ts';
import { newOperator, operatorSignin } from './operator-helpers.ts';

/**
 * The refill when coins run out (issue 30; docs/wallet.md "Refill") and its terms in the console,
 * through HTTP. The 50-claim races only prove something on PostgreSQL (`PG_PORT=… bash
 * scripts/with-postgres.sh npx vitest run --project server test/refill.test.ts`).
 */
const HOUR = 3_600_000;
const clock = manualClock(new Date('2030-03-01T03:00:00Z'));
const ADMIN_EMAIL = 'refill-admin@casino.test';
const ADMIN_PASSWORD = 'first-admin-password';
const ctx = setupTestApp({
  env: {
    ...AUTH_ENV,
    RATE_LIMIT_MULTIPLIER: '1000',
    OPERATOR_EMAIL: ADMIN_EMAIL,
    OPERATOR_PASSWORD: ADMIN_PASSWORD,
    SESSION_IDLE_MINUTES: '525600',
    SESSION_ABSOLUTE_DAYS: '3650',
  },
  clock,
});

const DEFAULT_TERMS = {
  calendarPct: [100, 150, 200, 250, 300, 300, 500],
  refillAmount: 500,
  refillBelow: 100,
  refillIntervalHours: 4,
};

/** The first admin (made at start; ensured here as the app's start would). */
async function admin() {
  await ctx.app.operators.ensureFirstOperator();
  return operatorSignin(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
}

async function setTerms(terms: Partial<typeof DEFAULT_TERMS>) {
  const res = await (await admin()).call('PUT', '/operator/bonus-settings', { ...DEFAULT_TERMS, ...terms });
  expect(res.statusCode, res.body).toBe(200);
  return bonusSettingsSchema.parse(res.json());
}

async function refillRows(accountId: string) {
  return ctx.db
    .selectFrom('wallet_transactions')
    .select(['amount', 'idempotency_key', 'reason', 'transaction_type'])
    .where('account_id', '=', accountId)
    .where('idempotency_key', 'like', 'refill:%')
    .orderBy('transaction_id')
    .execute();
}

async function balanceAndLedger(browser: Browser, accountId: string) {
  const { balance } = (await browser.get('/balance')).json();
  const sum = await ctx.db
    .selectFrom('wallet_transactions')
    .select((eb) => eb.fn.sum<string>('amount').as('sum'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  expect(Number(sum.sum)).toBe(balance);
  return balance as number;
}

async function race(browser: Browser) {
  const results = await Promise.all(Array.from({ length: 50 }, () => browser.post('/claimRefill')));
  return {
    paid: results.filter((r) => r.statusCode === 200).map((r) => r.json()),
    refused: results.filter((r) => r.statusCode !== 200).map((r) => [r.statusCode, r.json().error]),
  };
}

describe(`refill (${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('is refused with REFILL_NOT_ELIGIBLE while the balance is not low (default terms: 500 below 100)', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    const status = refillStatusSchema.parse((await browser.get('/refill')).json());
    expect(status).toEqual({
      amount: 500,
      below: 100,
      intervalHours: 4,
      canClaim: false,
      blockedBy: 'BALANCE_NOT_LOW',
      availableAt: null,
    });
    const res = await browser.post('/claimRefill');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'REFILL_NOT_ELIGIBLE', reason: 'BALANCE_NOT_LOW' } });
    expect(await refillRows(accountId)).toEqual([]);
  });

  it('every operator reads the terms; only a money role changes them, audited; bad terms are 400', async () => {
    const boss = await admin();
    const read = await boss.get('/operator/bonus-settings');
    expect(read.statusCode).toBe(200);
    expect(bonusSettingsSchema.parse(read.json())).toMatchObject({
      ...DEFAULT_TERMS,
      dailyAmount: 1_000,
      calendarAmounts: [1_000, 1_500, 2_000, 2_500, 3_000, 3_000, 5_000],
      updatedBy: null,
    });
    const support = await newOperator(boss, 'support');
    expect((await support.browser.get('/operator/bonus-settings')).statusCode).toBe(200);
    expect((await support.browser.call('PUT', '/operator/bonus-settings', DEFAULT_TERMS)).statusCode).toBe(
      403,
    );
    const bad = await boss.call('PUT', '/operator/bonus-settings', { ...DEFAULT_TERMS, calendarPct: [50] });
    expect(bad.statusCode).toBe(400);
    const changed = await setTerms({ calendarPct: [100, 120, 140, 160, 180, 200, 400], refillAmount: 300 });
    expect(changed.calendarAmounts).toEqual([1_000, 1_200, 1_400, 1_600, 1_800, 2_000, 4_000]);
    expect(changed.updatedBy).toBe(ADMIN_EMAIL);
    const audit = await boss.get('/operator/audit?action=bonus_settings.updated');
    expect(audit.json().data[0]).toMatchObject({ action: 'bonus_settings.updated' });
    await setTerms({});
  });

  it('a low balance with the daily bonus claimed: one refill per window under 50 concurrent claims', async () => {
    // Every balance counts as low here: the test needs no spending first.
    await setTerms({ refillBelow: 1_000_000 });
    const { browser, accountId } = await signedUp(ctx.app);
    const before = refillStatusSchema.parse((await browser.get('/refill')).json());
    expect(before).toMatchObject({ canClaim: false, blockedBy: 'DAILY_BONUS_AVAILABLE' });
    const early = await browser.post('/claimRefill');
    expect(early.json()).toEqual({ error: { code: 'REFILL_NOT_ELIGIBLE', reason: 'DAILY_BONUS_AVAILABLE' } });
    expect((await browser.post('/claimDailyBonus')).statusCode).toBe(200);
    const start = await balanceAndLedger(browser, accountId);

    const first = await race(browser);
    expect(first.paid).toHaveLength(1);
    const availableAt = new Date(clock.now().getTime() + 4 * HOUR).toISOString();
    expect(first.paid[0]).toEqual({
      bonus: 500,
      currency: 'PTS',
      refill: expect.objectContaining({ canClaim: false, blockedBy: 'TOO_EARLY', availableAt }),
    });
    expect(first.refused).toHaveLength(49);
    for (const r of first.refused) expect(r).toEqual([409, { code: 'REFILL_TOO_EARLY', availableAt }]);
    expect(await balanceAndLedger(browser, accountId)).toBe(start + 500);

    clock.advance(4 * HOUR - 1_000);
    expect((await browser.post('/claimRefill')).json().error.code).toBe('REFILL_TOO_EARLY');
    clock.advance(1_000);
    const second = await race(browser);
    expect(second.paid.map((p) => p.bonus)).toEqual([500]);
    expect(second.refused).toHaveLength(49);

    const rows = await refillRows(accountId);
    expect(rows.map((r) => [r.transaction_type, Number(r.amount), r.reason])).toEqual([
      ['PROMO_BONUS', 500, 'refill'],
      ['PROMO_BONUS', 500, 'refill'],
    ]);
    expect(rows[0]?.idempotency_key).toBe(`refill:${accountId}:first`);
    expect(await balanceAndLedger(browser, accountId)).toBe(start + 1_000);
    await setTerms({});
  });

  it('a player on a break gets no refill', async () => {
    await setTerms({ refillBelow: 1_000_000 });
    const { browser, accountId } = await signedUp(ctx.app);
    expect((await browser.post('/claimDailyBonus')).statusCode).toBe(200);
    expect((await browser.post('/responsible-play/break', { days: 1, password: PASSWORD })).statusCode).toBe(
      200,
    );
    const res = await browser.post('/claimRefill');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('PLAY_ON_BREAK');
    expect(await refillRows(accountId)).toEqual([]);
    await setTerms({});
  });
});
