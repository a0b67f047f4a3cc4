import { describe, expect, it } from 'vitest';
import { levelReward, loginCalendarSchema, progressionSchema, xpForLevel } from '@casino/contract';
import { AUTH_ENV, ERROR, PASSWORD, signedUp } from './auth-helpers.ts';
import { manualClock, ON_POSTGRES, setupTestApp } from './helper.ts';
import { openStudioSession, playStudioRound } from './support/studio-http.ts';

/**
 * Levels and VIP tiers (issue 30) through HTTP: experience equals the coins wagered on real rounds
 * exactly (wins give none), a level's reward is paid exactly once under 50 concurrent claims (a real
 * race on PostgreSQL: `PG_PORT=… bash scripts/with-postgres.sh npx vitest run --project server
 * apps/server/test/progression.test.ts`), a player on a break gets no reward, the tier follows the
 * rolling window's wager, and its monthly gift is paid once per month.
 */

const clock = manualClock(new Date('2031-05-10T03:00:00Z'));
const ctx = setupTestApp({ clock, env: { ...AUTH_ENV, WALLET_SIGNUP_BONUS: '100000' } });

const DAY = 86_400_000;

type Player = Awaited<ReturnType<typeof signedUp>>;

async function progressionOf(player: Player) {
  const res = await player.browser.get('/progression');
  expect(res.statusCode, res.body).toBe(200);
  return progressionSchema.parse(res.json());
}

const balanceOf = async (player: Player) => (await player.browser.get('/balance')).json().balance as number;

async function rowsOf(accountId: string, type: 'BET' | 'LEVEL_REWARD' | 'VIP_GIFT') {
  return ctx.db
    .selectFrom('wallet_transactions')
    .select(['amount', 'idempotency_key', 'reason'])
    .where('account_id', '=', accountId)
    .where('transaction_type', '=', type)
    .execute();
}

async function ledgerSum(accountId: string) {
  const row = await ctx.db
    .selectFrom('wallet_transactions')
    .select((eb) => eb.fn.sum<string | number>('amount').as('sum'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

let keys = 0;
/** Plays real rounds of the given bets; returns the coins wagered. */
async function play(player: Player, bets: number[]) {
  const session = await openStudioSession(player.browser, 'WNF_AZTEC_X');
  for (const bet of bets) await playStudioRound(player.browser, session, { bet }, `progression-${++keys}`);
  return bets.reduce((a, b) => a + b, 0);
}

describe('experience', () => {
  it('equals the coins wagered exactly after N rounds, wins or losses alike', async () => {
    const player = await signedUp(ctx.app);
    expect(await progressionOf(player)).toMatchObject({
      xp: 0,
      level: 1,
      unclaimedLevels: [],
      tier: 'BRONZE',
    });
    const bets = Array.from({ length: 23 }, (_, i) => [50, 100, 250][i % 3]!);
    const wagered = await play(player, bets);

    const view = await progressionOf(player);
    const betRows = await rowsOf(player.accountId, 'BET');
    expect(betRows).toHaveLength(23);
    expect(-betRows.reduce((sum, row) => sum + Number(row.amount), 0)).toBe(wagered);
    expect(view.xp).toBe(wagered);
    expect(view.windowWager).toBe(wagered);
    expect(view.level).toBe(wagered >= xpForLevel(3) ? 3 : 2);
  });
});

describe(`a level reward (${ON_POSTGRES ? 'PostgreSQL: a real race' : 'PGlite: serialised'})`, () => {
  it('is paid exactly once under 50 concurrent claims: one 200, 49 LEVEL_REWARD_NOTHING_TO_CLAIM', async () => {
    const player = await signedUp(ctx.app);
    await play(player, [500, 500]); // 1,000 XP: level 2
    const before = await progressionOf(player);
    expect(before).toMatchObject({ xp: 1_000, level: 2, levelXp: 1_000, nextLevelXp: 3_000 });
    expect(before.unclaimedLevels).toEqual([{ level: 2, reward: levelReward(2) }]);
    const balance = await balanceOf(player);

    const results = await Promise.all(
      Array.from({ length: 50 }, () => player.browser.post('/progression/claim-levels')),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.json()).toMatchObject({
      paid: [{ level: 2, reward: 100 }],
      newBalance: balance + 100,
    });
    expect(refused).toHaveLength(49);
    expect(refused.every((r) => r.json().error.code === 'LEVEL_REWARD_NOTHING_TO_CLAIM')).toBe(true);

    const rows = await rowsOf(player.accountId, 'LEVEL_REWARD');
    expect(rows).toEqual([
      {
        amount: 100,
        idempotency_key: `level_reward:${player.accountId}:2`,
        reason: 'level 2 reward',
      },
    ]);
    expect(await balanceOf(player)).toBe(balance + 100);
    expect(await ledgerSum(player.accountId)).toBe(balance + 100);
    expect((await progressionOf(player)).unclaimedLevels).toEqual([]);
  });

  it('pays each level reached at once, lowest first, each its own ledger row', async () => {
    const player = await signedUp(ctx.app);
    await play(
      player,
      Array.from({ length: 13 }, () => 500),
    ); // 6,500 XP: level 4
    expect((await progressionOf(player)).unclaimedLevels.map((l) => l.level)).toEqual([2, 3, 4]);
    const res = await player.browser.post('/progression/claim-levels');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().paid.map((p: { reward: number }) => p.reward)).toEqual([100, 150, 200]);
    expect((await rowsOf(player.accountId, 'LEVEL_REWARD')).map((r) => Number(r.amount))).toEqual([
      100, 150, 200,
    ]);
  });

  it('is refused to a player on a break (responsible play’s gate) and moves nothing', async () => {
    const player = await signedUp(ctx.app);
    await play(player, [500, 500]);
    const onBreak = await player.browser.post('/responsible-play/break', { days: 1, password: PASSWORD });
    expect(onBreak.statusCode, onBreak.body).toBe(200);
    const balance = await balanceOf(player);
    const res = await player.browser.post('/progression/claim-levels');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('PLAY_ON_BREAK');
    expect(await rowsOf(player.accountId, 'LEVEL_REWARD')).toEqual([]);
    expect(await balanceOf(player)).toBe(balance);
    expect((await progressionOf(player)).unclaimedLevels).toEqual([{ level: 2, reward: 100 }]);
  });

  it('with nothing reached, a claim is LEVEL_REWARD_NOTHING_TO_CLAIM', async () => {
    const player = await signedUp(ctx.app);
    const res = await player.browser.post('/progression/claim-levels');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(ERROR('LEVEL_REWARD_NOTHING_TO_CLAIM'));
  });
});

/** Wagers written straight into the tier window (the observer that writes them is proven above). */
async function wagered(accountId: string, day: string, coins: number) {
  await ctx.db
    .insertInto('progression_wager_days')
    .values({ account_id: accountId, day, wagered: coins })
    .execute();
}

describe('the VIP tier', () => {
  it('follows the rolling window: Silver from 50,000 coins, kept 30 days after it was last qualified for', async () => {
    const player = await signedUp(ctx.app);
    // 2031-05-10 03:00 UTC is 12:00 on 2031-05-10 in Japan.
    await wagered(player.accountId, '2031-04-20', 30_000);
    await wagered(player.accountId, '2031-05-01', 20_000);
    const view = await progressionOf(player);
    expect(view).toMatchObject({
      tier: 'SILVER',
      windowWager: 50_000,
      nextTier: 'GOLD',
      nextTierWager: 250_000,
      benefits: { tier: 'SILVER', dailyBonusPercent: 110, extraRaffleTicketsPercent: 5, monthlyGift: 1_000 },
      monthlyGift: { amount: 1_000, claimed: false, month: '2031-05' },
    });
    // Qualified today (the window holds 04-20 until the end of 05-19): valid until 30 days from today.
    expect(view.tierValidUntil).toBe('2031-06-08T15:00:00.000Z');
    expect(await ctx.app.progression.tierBenefits(player.accountId)).toMatchObject({ tier: 'SILVER' });

    // 15 days later the window holds 20,000 coins only, yet Silver is kept: last qualified 05-19.
    // (The service itself: a session would have idled out by then.)
    const standing = () => ctx.app.progression.progression(player.accountId);
    clock.advance(15 * DAY);
    expect(await standing()).toMatchObject({
      tier: 'SILVER',
      windowWager: 20_000,
      tierValidUntil: '2031-06-17T15:00:00.000Z',
    });
    // From 2031-06-18 00:00 Japan time it is gone: demoted to the tier the last 30 days qualified for.
    clock.advance(Date.parse('2031-06-17T15:00:00Z') - clock.now().getTime());
    expect(await standing()).toMatchObject({ tier: 'BRONZE', tierValidUntil: null, windowWager: 0 });
    clock.advance(-1);
    expect((await standing()).tier).toBe('SILVER');
    clock.advance(Date.parse('2031-05-10T03:00:00Z') - clock.now().getTime()); // back for the next test
  });

  it('pays its monthly gift once under 50 concurrent claims; Bronze has none', async () => {
    const player = await signedUp(ctx.app);
    await wagered(player.accountId, '2031-05-09', 250_000); // Gold
    const balance = await balanceOf(player);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => player.browser.post('/progression/claim-monthly-gift')),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.json()).toMatchObject({ month: '2031-05', amount: 5_000, newBalance: balance + 5_000 });
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49);
    const rows = await rowsOf(player.accountId, 'VIP_GIFT');
    expect(rows).toEqual([
      {
        amount: 5_000,
        idempotency_key: `vip_gift:${player.accountId}:2031-05`,
        reason: 'VIP gold gift 2031-05',
      },
    ]);
    expect((await progressionOf(player)).monthlyGift).toEqual({
      amount: 5_000,
      claimed: true,
      month: '2031-05',
    });

    const bronze = await signedUp(ctx.app);
    const res = await bronze.browser.post('/progression/claim-monthly-gift');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(ERROR('VIP_GIFT_NOT_AVAILABLE'));
  });

  it("multiplies the daily bonus: a Gold player is shown and paid the calendar day's coins × 125 %", async () => {
    const calendarOf = async (player: Player) => {
      const res = await player.browser.get('/daily-bonus/calendar');
      expect(res.statusCode, res.body).toBe(200);
      return loginCalendarSchema.parse(res.json());
    };
    const bronze = await calendarOf(await signedUp(ctx.app));
    expect(bronze.tierPct).toBe(100);
    const player = await signedUp(ctx.app);
    await wagered(player.accountId, '2031-05-09', 250_000); // Gold: dailyBonusPercent 125
    const gold = await calendarOf(player);
    expect(gold.tierPct).toBe(125);
    // Every day of the calendar, as shown: the Bronze amount × 125 %, rounded down.
    expect(gold.days.map((d) => d.amount)).toEqual(
      bronze.days.map((d) => Math.floor((d.amount * 125) / 100)),
    );
    const today = gold.days[gold.day - 1]!;
    const balance = await balanceOf(player);
    const claim = await player.browser.post('/claimDailyBonus');
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json()).toMatchObject({
      bonus: today.amount,
      calendar: { tierPct: 125, claimedToday: true },
    });
    expect(await balanceOf(player)).toBe(balance + today.amount);
  });
});
