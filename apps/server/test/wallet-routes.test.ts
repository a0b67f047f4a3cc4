import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  balanceResponseSchema,
  launchResponseSchema,
  studioSessionResponseSchema,
  transactionListSchema,
} from '@casino/contract';
import { AUTH_ENV, Browser, ERROR, lastCode, signedUp, SMS_TEXT, uniquePhone } from './auth-helpers.ts';
import { manualClock, setupTestApp } from './helper.ts';

/** The player's wallet routes (SPEC §7 /balance, /claimDailyBonus, /claimBonus, /get-bet-history). */
// 2030-01-01T00:00Z = 09:00 JST; the daily bonus resets at 00:00 JST = 15:00Z.
const clock = manualClock(new Date('2030-01-01T00:00:00Z'));
const ctx = setupTestApp({ env: AUTH_ENV, clock });

async function ledger(accountId: string) {
  const rows = await ctx.db
    .selectFrom('wallet_transactions')
    .select(['transaction_type', 'amount'])
    .where('account_id', '=', accountId)
    .orderBy('transaction_id')
    .execute();
  return rows.map((r) => ({ type: r.transaction_type, amount: Number(r.amount) }));
}

async function ledgerSum(accountId: string) {
  const row = await sql<{ sum: string | number | null }>`
    select coalesce(sum(amount), 0) as sum from wallet_transactions where account_id = ${accountId}`.execute(
    ctx.db,
  );
  return Number(row.rows[0]?.sum);
}

describe('player wallet routes', () => {
  it('401 UNAUTHORIZED without a session on every player route', async () => {
    const anonymous = new Browser(ctx.app);
    const calls = [
      anonymous.get('/balance'),
      anonymous.post('/claimDailyBonus'),
      anonymous.post('/claimBonus'),
      anonymous.get('/get-bet-history?page=1'),
      anonymous.get('/launchgame?gameCode=WNF_AZTEC_X&lobbyUrl=%2F&language=ja'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(ERROR('UNAUTHORIZED'));
    }
  });

  it('the balance after sign-up is the signup bonus (once), never cached', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    const res = await browser.get('/balance');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(balanceResponseSchema.parse(res.json())).toEqual({
      balance: 10_000,
      currency: 'PTS',
      canClaimBonus: true,
      lastClaimed: null,
      nextClaim: null,
      pendingBonus: 0,
    });
    await browser.get('/balance');
    expect(await ledger(accountId)).toEqual([{ type: 'SIGNUP_BONUS', amount: 10_000 }]);
  });

  it('a sign-up whose bonus grant failed keeps its account; the next balance call grants it once', async () => {
    await sql`create function test_fail_wallet() returns trigger language plpgsql as $$
      begin raise exception 'wallet down (test)'; end $$`.execute(ctx.db);
    await sql`create trigger test_fail_wallet before insert on wallets
      for each row execute function test_fail_wallet()`.execute(ctx.db);
    let signed: Awaited<ReturnType<typeof signedUp>>;
    try {
      signed = await signedUp(ctx.app);
    } finally {
      await sql`drop trigger test_fail_wallet on wallets`.execute(ctx.db);
      await sql`drop function test_fail_wallet()`.execute(ctx.db);
    }
    const { browser, accountId } = signed;
    expect(await ledger(accountId)).toEqual([]);
    const [a, b] = await Promise.all([browser.get('/balance'), browser.get('/balance')]);
    expect(a.json().balance).toBe(10_000);
    expect(b.json().balance).toBe(10_000);
    expect(await ledger(accountId)).toEqual([{ type: 'SIGNUP_BONUS', amount: 10_000 }]);
  });

  it('claimDailyBonus pays once per JST day; nextClaim is the next reset', async () => {
    const { browser } = await signedUp(ctx.app);
    const first = await browser.post('/claimDailyBonus');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ bonus: 1_000, calendar: { day: 1, claimedToday: true } });
    const again = await browser.post('/claimDailyBonus');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(ERROR('BONUS_CANNOT_BE_CLAIMED'));

    const balance = balanceResponseSchema.parse((await browser.get('/balance')).json());
    expect(balance.balance).toBe(11_000);
    expect(balance.canClaimBonus).toBe(false);
    expect(balance.lastClaimed).toBe(clock.now().toISOString());
    expect(new Date(balance.nextClaim ?? 0).getTime()).toBeGreaterThan(clock.now().getTime());
    expect(balance.nextClaim).toBe('2030-01-01T15:00:00.000Z');

    // Past midnight JST the next claim opens.
    clock.advance(15 * 3_600_000 + 1_000);
    expect((await browser.get('/balance')).json().canClaimBonus).toBe(true);
    // The next JST day is day 2 of the login calendar: ×1.5 (login-calendar.test.ts).
    expect((await browser.post('/claimDailyBonus')).json()).toMatchObject({ bonus: 1_500 });
    expect((await browser.get('/balance')).json().balance).toBe(12_500);
  });

  it('claimBonus pays the phone-verified bonus once, after the first verification', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    expect((await browser.post('/claimBonus')).json()).toEqual(ERROR('BONUS_CANNOT_BE_CLAIMED'));
    const phoneNumber = uniquePhone();
    expect(
      (await browser.post('/auth/RequestOtpSms', { phoneNumber, messageText: SMS_TEXT })).statusCode,
    ).toBe(200);
    const token = await lastCode(ctx.app, phoneNumber);
    expect((await browser.post('/auth/VerifyOTP', { phoneNumber, token })).statusCode).toBe(200);
    // Until collected, the balance says what is waiting (the site collects it from there).
    expect((await browser.get('/balance')).json()).toMatchObject({ balance: 10_000, pendingBonus: 1_000 });

    const claim = await browser.post('/claimBonus');
    expect(claim.statusCode).toBe(200);
    expect(claim.json()).toEqual({ bonus: 1_000, currency: 'PTS' });
    const again = await browser.post('/claimBonus');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(ERROR('BONUS_CANNOT_BE_CLAIMED'));
    expect((await browser.get('/balance')).json()).toMatchObject({ balance: 11_000, pendingBonus: 0 });
    expect(await ledger(accountId)).toEqual([
      { type: 'SIGNUP_BONUS', amount: 10_000 },
      { type: 'PROMO_BONUS', amount: 1_000 },
    ]);
  });

  it('get-bet-history lists SIGNUP_BONUS, DAILY_BONUS, BET, WIN newest first, 20 a page', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    await browser.post('/claimDailyBonus');
    const launch = launchResponseSchema.parse(
      (await browser.get('/launchgame?gameCode=WNF_AZTEC_X&lobbyUrl=%2F&language=ja')).json(),
    );
    const launchToken = new URL(launch.url, 'http://x').searchParams.get('launch');
    const session = studioSessionResponseSchema.parse(
      (await browser.post('/studio/session', { launchToken })).json(),
    );
    for (let i = 0; i < 12; i++) {
      const round = await browser.post('/studio/round', {
        gameSessionId: session.gameSessionId,
        bet: 50,
        roundKey: `history-round-${i}`,
      });
      expect(round.statusCode).toBe(200);
    }

    const page1 = await browser.get('/get-bet-history?page=1');
    expect(page1.statusCode).toBe(200);
    expect(page1.headers['cache-control']).toBe('no-store');
    const list1 = transactionListSchema.parse(page1.json());
    expect(list1.totalRecordAmount).toBe(2 + 24);
    expect(list1.records).toHaveLength(20);
    const list2 = transactionListSchema.parse((await browser.get('/get-bet-history?page=2')).json());
    expect(list2.records).toHaveLength(6);
    const all = [...list1.records, ...list2.records];
    expect(all.slice(-4).map((r) => r.transactionType)).toEqual([
      'WIN',
      'BET',
      'DAILY_BONUS',
      'SIGNUP_BONUS',
    ]);
    expect(all[0]?.transactionType).toBe('WIN');
    expect(all[all.length - 3]).toMatchObject({
      transactionType: 'BET',
      amount: -50,
      gameCode: 'WNF_AZTEC_X',
    });
    // Newest first, and every newBalance follows from the one before it.
    const chronological = [...all].reverse();
    let running = 0;
    for (const record of chronological) {
      running += record.amount;
      expect(record.newBalance).toBe(running);
    }
    expect((await browser.get('/balance')).json().balance).toBe(running);
    expect(await ledgerSum(accountId)).toBe(running);
    // The default page is 1; the default query is fine; bad pages are validation errors.
    expect(transactionListSchema.parse((await browser.get('/get-bet-history')).json()).records).toHaveLength(
      20,
    );
    expect((await browser.get('/get-bet-history?page=3')).json().records).toEqual([]);
    for (const page of ['0', '-1', 'abc', '1.5']) {
      const bad = await browser.get(`/get-bet-history?page=${page}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
    }
  });
});
