import { describe, expect, it } from 'vitest';
import { REWARD_COST_LINES, reportsResponseSchema } from '@casino/contract';
import { rewardKey as inboxRewardKey } from '../src/modules/inbox/inbox.service.ts';
import { rewardKey as missionRewardKey } from '../src/modules/missions/missions.service.ts';
import { createWalletService } from '../src/modules/wallet/wallet.service.ts';
import { AUTH_ENV, signedUp } from './auth-helpers.ts';
import { ON_POSTGRES, manualClock, setupTestApp } from './helper.ts';
import { firstAdmin, firstAdminEnv } from './operator-helpers.ts';

/**
 * The costs of rewards in the operator's daily report (issue 30) through HTTP: coins paid as the daily
 * bonus (login calendar), mission rewards, level rewards, the VIP monthly gift, refills and inbox
 * rewards, each its own line per Japan day, and their total; a promo code is none of them. The sums
 * are exact, read from the ledger.
 */
const HOUR = 3_600_000;
// 12:00 in Japan on 2032-02-10.
const clock = manualClock(new Date('2032-02-10T03:00:00Z'));
const ADMIN_EMAIL = 'reports-admin@casino.test';
const ctx = setupTestApp({
  env: {
    ...AUTH_ENV,
    ...firstAdminEnv(ADMIN_EMAIL),
    WALLET_SIGNUP_BONUS: '0',
  },
  clock,
});

const admin = () => firstAdmin(ctx.app, ADMIN_EMAIL);

describe(`reward costs in the daily report (${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('shows each kind of reward paid per Japan day, and their total, exactly', async () => {
    const office = await admin();
    const wallet = createWalletService(ctx.db, { clock });
    const { browser, accountId } = await signedUp(ctx.app);

    // Day 1: the login calendar's first day, a mission, an inbox message, a level, the VIP gift, a promo code.
    const first = await browser.post('/claimDailyBonus');
    expect(first.statusCode, first.body).toBe(200);
    const day1Bonus = first.json().bonus as number;
    const periodStart = new Date('2032-02-09T19:00:00Z');
    await wallet.creditBonus({
      accountId,
      amount: 300,
      key: missionRewardKey(accountId, 1, periodStart),
      reason: 'mission:1',
    });
    await wallet.creditBonus({
      accountId,
      amount: 40,
      key: inboxRewardKey('m-1', accountId),
      reason: 'inbox:m-1',
    });
    for (const [level, amount] of [
      [2, 120],
      [3, 180],
    ] as const)
      await wallet.credit({
        accountId,
        type: 'LEVEL_REWARD',
        amount,
        key: `${accountId}:${level}`,
        reason: `level ${level} reward`,
        actor: 'progression',
      });
    await wallet.credit({
      accountId,
      type: 'VIP_GIFT',
      amount: 700,
      key: `${accountId}:2032-02`,
      reason: 'VIP silver gift 2032-02',
      actor: 'progression',
    });
    await wallet.creditBonus({
      accountId,
      amount: 5_000,
      key: 'promo-code:WELCOME:x',
      reason: 'promo:WELCOME',
    });
    // Down to nothing (an adjustment, its own column), then a refill (default terms: 500 below 100).
    const balance = (await browser.get('/balance')).json().balance as number;
    const down = await office.post(`/operator/players/${accountId}/adjustments`, {
      amount: -balance,
      reason: 'Report test',
      idempotencyKey: 'reward-costs-down',
    });
    expect(down.statusCode, down.body).toBe(201);
    const refill = await browser.post('/claimRefill');
    expect(refill.statusCode, refill.body).toBe(200);

    // Day 2: the calendar's second day.
    clock.advance(24 * HOUR);
    const second = await browser.post('/claimDailyBonus');
    expect(second.statusCode, second.body).toBe(200);
    const day2Bonus = second.json().bonus as number;
    expect(day2Bonus).toBeGreaterThan(day1Bonus);

    // The operator's session idled out over the day: signed in again.
    const res = await (await admin()).get('/operator/reports/daily?from=2032-02-09&to=2032-02-11');
    expect(res.statusCode, res.body).toBe(200);
    const rows = reportsResponseSchema.parse(res.json()).data;
    expect(rows.map((r) => r.day)).toEqual(['2032-02-11', '2032-02-10', '2032-02-09']);
    const [d2, d1, d0] = rows;
    expect(d1!.rewardCosts).toEqual({
      dailyBonus: day1Bonus,
      missions: 300,
      levels: 300,
      vipGifts: 700,
      refills: 500,
      inbox: 40,
      jackpots: 0, // a drop's line: test/jackpots.test.ts
    });
    expect(d1!.rewardCostTotal).toBe(day1Bonus + 300 + 300 + 700 + 500 + 40);
    const zero = Object.fromEntries(REWARD_COST_LINES.map((l) => [l, 0]));
    expect(d2!.rewardCosts).toEqual({ ...zero, dailyBonus: day2Bonus });
    expect(d2!.rewardCostTotal).toBe(day2Bonus);
    expect(d0!.rewardCosts).toEqual(zero);
    expect(d0!.rewardCostTotal).toBe(0);
    // The net flow still counts every movement: the rewards, the promo code and the adjustment.
    expect(d1!.netCoinFlow).toBe(d1!.rewardCostTotal + 5_000 - balance);
  });
});
