import { loginCalendarSchema } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { AUTH_ENV, ERROR, PASSWORD, signedUp, type Browser } from './auth-helpers.ts';
import { ON_POSTGRES, manualClock, setupTestApp } from './helper.ts';

/**
 * The login calendar of the daily bonus (issue 30; docs/wallet.md "Login calendar"), through HTTP.
 * The bonus day starts at 04:00 Japan time here (DAILY_BONUS_RESET_HOUR=4) = 19:00 UTC the day before.
 * The 50-claim races only prove something on PostgreSQL (`PG_PORT=… bash scripts/with-postgres.sh
 * npx vitest run --project server test/login-calendar.test.ts`); on PGlite they still check the outcome.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// 2030-01-01T20:00Z = 05:00 JST on 2 January: one hour into a bonus day.
const clock = manualClock(new Date('2030-01-01T20:00:00Z'));
const ctx = setupTestApp({
  env: {
    ...AUTH_ENV,
    DAILY_BONUS_RESET_HOUR: '4',
    RATE_LIMIT_MULTIPLIER: '1000',
    // Days pass on the test clock: sessions outlive them.
    SESSION_IDLE_MINUTES: '525600',
    SESSION_ABSOLUTE_DAYS: '3650',
  },
  clock,
});

const AMOUNTS = [1_000, 1_500, 2_000, 2_500, 3_000, 3_000, 5_000];

async function dailyRows(accountId: string) {
  const rows = await ctx.db
    .selectFrom('wallet_transactions')
    .select(['amount', 'idempotency_key'])
    .where('account_id', '=', accountId)
    .where('transaction_type', '=', 'DAILY_BONUS')
    .orderBy('transaction_id')
    .execute();
  return rows.map((r) => Number(r.amount));
}

async function consistent(browser: Browser, accountId: string) {
  const { balance } = (await browser.get('/balance')).json();
  const sum = await ctx.db
    .selectFrom('wallet_transactions')
    .select((eb) => eb.fn.sum<string>('amount').as('sum'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  expect(Number(sum.sum)).toBe(balance);
  return balance as number;
}

/** 50 claims at once: the answers' statuses and the bonuses paid. */
async function race(browser: Browser) {
  const results = await Promise.all(Array.from({ length: 50 }, () => browser.post('/claimDailyBonus')));
  const paid = results.filter((r) => r.statusCode === 200).map((r) => r.json());
  const refused = results.filter((r) => r.statusCode !== 200);
  for (const r of refused) expect(r.json()).toEqual(ERROR('BONUS_CANNOT_BE_CLAIMED'));
  return { paid, refused: refused.length };
}

describe(`login calendar (${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('shows day 1 to claim with every day’s coins before the first claim', async () => {
    const { browser } = await signedUp(ctx.app);
    const res = await browser.get('/daily-bonus/calendar');
    expect(res.statusCode).toBe(200);
    const calendar = loginCalendarSchema.parse(res.json());
    expect(calendar).toMatchObject({
      day: 1,
      claimedToday: false,
      canClaim: true,
      streakEndsAt: null,
      resetHour: 4,
    });
    expect(calendar.days.map((d) => d.amount)).toEqual(AMOUNTS);
    expect(calendar.days.map((d) => d.multiplierPct)).toEqual([100, 150, 200, 250, 300, 300, 500]);
    expect(calendar.days.map((d) => d.state)).toEqual([
      'today',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(calendar.days.filter((d) => d.special).map((d) => d.day)).toEqual([7]);
  });

  it('consecutive bonus days climb the calendar, each day paid exactly once under 50 concurrent claims', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    const start = clock.now().getTime();
    const paidDays: number[] = [];
    for (let day = 1; day <= 8; day++) {
      const { paid, refused } = await race(browser);
      expect(refused).toBe(49);
      expect(paid).toHaveLength(1);
      const expected = AMOUNTS[(day - 1) % 7]!;
      expect(paid[0].bonus).toBe(expected);
      const calendar = loginCalendarSchema.parse(paid[0].calendar);
      expect(calendar.day).toBe(((day - 1) % 7) + 1);
      expect(calendar.claimedToday).toBe(true);
      paidDays.push(paid[0].bonus);
      // The next bonus day, at a different hour each time (still the day right after).
      clock.advance(DAY + (day % 3) * HOUR);
    }
    expect(await dailyRows(accountId)).toEqual([...AMOUNTS, 1_000]);
    expect(await consistent(browser, accountId)).toBe(10_000 + AMOUNTS.reduce((a, b) => a + b) + 1_000);
    const claims = await ctx.db
      .selectFrom('daily_bonus_claims')
      .select('calendar_day')
      .where('account_id', '=', accountId)
      .orderBy('claimed_at')
      .execute();
    expect(claims.map((c) => c.calendar_day)).toEqual([1, 2, 3, 4, 5, 6, 7, 1]);
    clock.advance(start - clock.now().getTime() + 30 * DAY);
  });

  it('after a claim the calendar says day 1 claimed, day 2 next, and when it is lost', async () => {
    const { browser } = await signedUp(ctx.app);
    const now = clock.now();
    const first = await browser.post('/claimDailyBonus');
    expect(first.statusCode).toBe(200);
    const calendar = loginCalendarSchema.parse(first.json().calendar);
    expect(calendar.days.map((d) => d.state)).toEqual([
      'claimed',
      'next',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    // Lost unless claimed before the end of the next bonus day (04:00 JST two days on = 19:00Z).
    const dayStart = new Date(now);
    dayStart.setUTCHours(19, 0, 0, 0);
    if (dayStart > now) dayStart.setTime(dayStart.getTime() - DAY);
    expect(calendar.streakEndsAt).toBe(new Date(dayStart.getTime() + 2 * DAY).toISOString());
    expect(calendar.nextClaim).toBe(new Date(dayStart.getTime() + DAY).toISOString());
    expect((await browser.get('/daily-bonus/calendar')).json()).toEqual(first.json().calendar);
  });

  it('a missed bonus day starts the calendar again at day 1', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    expect((await browser.post('/claimDailyBonus')).json().bonus).toBe(1_000);
    clock.advance(DAY);
    expect((await browser.post('/claimDailyBonus')).json().bonus).toBe(1_500);
    clock.advance(2 * DAY); // a whole bonus day without a claim
    const calendar = loginCalendarSchema.parse((await browser.get('/daily-bonus/calendar')).json());
    expect(calendar).toMatchObject({ day: 1, canClaim: true, streakEndsAt: null });
    expect(calendar.days[0]?.state).toBe('today');
    expect((await browser.post('/claimDailyBonus')).json().bonus).toBe(1_000);
    expect(await dailyRows(accountId)).toEqual([1_000, 1_500, 1_000]);
  });

  it('the bonus day turns at the reset hour (04:00 Japan time), not at midnight', async () => {
    const { browser } = await signedUp(ctx.app);
    // Move to 03:30 JST (18:30Z): the last half hour of a bonus day.
    const t = clock.now();
    const target = new Date(t);
    target.setUTCHours(18, 30, 0, 0);
    if (target <= t) target.setTime(target.getTime() + DAY);
    clock.advance(target.getTime() - t.getTime());
    expect((await browser.post('/claimDailyBonus')).json().bonus).toBe(1_000);
    clock.advance(HOUR); // 04:30 JST: the next bonus day, one hour later
    expect((await browser.post('/claimDailyBonus')).json().bonus).toBe(1_500);
    clock.advance(HOUR);
    expect((await browser.post('/claimDailyBonus')).json()).toEqual(ERROR('BONUS_CANNOT_BE_CLAIMED'));
  });

  it('a player on a break gets no daily bonus: nothing paid, the calendar does not move', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    expect((await browser.post('/claimDailyBonus')).json().bonus).toBe(1_000);
    clock.advance(DAY);
    const taken = await browser.post('/responsible-play/break', { days: 1, password: PASSWORD });
    expect(taken.statusCode).toBe(200);
    const refused = await browser.post('/claimDailyBonus');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('PLAY_ON_BREAK');
    expect(await dailyRows(accountId)).toEqual([1_000]);
    const claims = await ctx.db
      .selectFrom('daily_bonus_claims')
      .select('calendar_day')
      .where('account_id', '=', accountId)
      .execute();
    expect(claims).toHaveLength(1);
  });

  it('401 without a session', async () => {
    const { Browser } = await import('./auth-helpers.ts');
    const res = await new Browser(ctx.app).get('/daily-bonus/calendar');
    expect(res.statusCode).toBe(401);
  });
});
