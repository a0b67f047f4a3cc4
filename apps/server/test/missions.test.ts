import { describe, expect, it } from 'vitest';
import { missionListResponseSchema, type Mission } from '@casino/contract';
import { studioEngineFor, type RoundEngine } from '../src/modules/studio/engine.ts';
import { AUTH_ENV, ERROR, PASSWORD, signedUp } from './auth-helpers.ts';
import { manualClock, ON_POSTGRES, setupTestApp } from './helper.ts';
import { operatorSignin } from './operator-helpers.ts';
import { openStudioSession, playStudioRound } from './support/studio-http.ts';

/**
 * Missions (issue 30) through HTTP: progress counted from the rounds a player plays (exactly N after N
 * rounds), a reward paid exactly once under 50 concurrent claims (a real race on PostgreSQL:
 * `PG_PORT=… bash scripts/with-postgres.sh npx vitest run --project server apps/server/test/missions.test.ts`),
 * claim-all, the claim deadline after the period, no mission beyond the player's own wager limit, none
 * for a self-excluded player, and the console's missions (ja/en names) and a player's missions.
 */

const ADMIN_EMAIL = 'missions.boss@casino.test';
const ADMIN_PASSWORD = 'first-admin-password';
const HOUR = 3_600_000;
// A Wednesday, 12:00 in Japan (missions reset at 04:00 JST by default, MISSIONS_RESET_HOUR).
const clock = manualClock(new Date('2031-06-04T03:00:00Z'));

/** The studio's own engine, its outcome forced: rounds alternate a win of 100 and a loss. */
let roundsDecided = 0;
function alternating(gameCode: string): RoundEngine | undefined {
  const real = studioEngineFor(gameCode);
  if (!real) return undefined;
  return {
    ...real,
    decide(fair, bet) {
      const outcome = real.decide(fair, bet);
      const totalWin = roundsDecided++ % 2 === 0 ? 100 : 0;
      return { ...outcome, win: totalWin, totalWin, multiplier: totalWin / 50, children: [] };
    },
  };
}

const ctx = setupTestApp({
  clock,
  engineFor: alternating,
  env: {
    ...AUTH_ENV,
    OPERATOR_EMAIL: ADMIN_EMAIL,
    OPERATOR_PASSWORD: ADMIN_PASSWORD,
    WALLET_SIGNUP_BONUS: '100000',
  },
});

async function admin() {
  await ctx.app.operators.ensureFirstOperator();
  return operatorSignin(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
}

type Player = Awaited<ReturnType<typeof signedUp>>;

async function missions(player: Player, languageCode: 'ja' | 'en' = 'ja') {
  const res = await player.browser.get(`/missions?languageCode=${languageCode}`);
  expect(res.statusCode, res.body).toBe(200);
  return missionListResponseSchema.parse(res.json());
}
const find = (list: Mission[], ladder: string, tier: Mission['tier']) =>
  list.filter((m) => m.ladder === ladder && m.tier === tier);
const one = (list: Mission[], ladder: string, tier: Mission['tier']) => {
  const found = find(list, ladder, tier);
  expect(found).toHaveLength(1);
  return found[0]!;
};

const balanceOf = async (player: Player) => (await player.browser.get('/balance')).json().balance as number;

/** Plays `n` rounds of a slot at 50 coins; returns how many of them won (every other one, forced). */
async function play(player: Player, n: number, gameCode = 'WNF_AZTEC_X') {
  const session = await openStudioSession(player.browser, gameCode);
  for (let i = 0; i < n; i++)
    await playStudioRound(player.browser, session, { bet: 50 }, `m-${player.accountId}-${i}`);
  const wins = await ctx.db
    .selectFrom('wallet_transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', player.accountId)
    .where('transaction_type', '=', 'WIN')
    .where('amount', '>', 0)
    .executeTakeFirstOrThrow();
  return Number(wins.n);
}

async function missionRewardRows(accountId: string) {
  return ctx.db
    .selectFrom('wallet_transactions')
    .select(['amount', 'transaction_type'])
    .where('account_id', '=', accountId)
    .where('idempotency_key', 'like', `%mission:${accountId}:%`)
    .execute();
}

describe('mission progress', () => {
  it('matches the rounds played exactly: N rounds → N, their wins and their stakes', async () => {
    const player = await signedUp(ctx.app);
    const before = await missions(player);
    expect(before.available).toBe(true);
    expect(one(before.missions, 'daily-slot-rounds', 'BRONZE')).toMatchObject({
      progress: 0,
      completed: false,
    });

    const N = 13;
    const wins = await play(player, N);
    const bets = await ctx.db
      .selectFrom('wallet_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', player.accountId)
      .where('transaction_type', '=', 'BET')
      .executeTakeFirstOrThrow();
    expect(Number(bets.n)).toBe(N);

    const list = (await missions(player)).missions;
    for (const tier of ['BRONZE', 'SILVER', 'GOLD'] as const) {
      expect(one(list, 'daily-slot-rounds', tier).progress).toBe(N);
      expect(one(list, 'weekly-slot-rounds', tier).progress).toBe(N);
      expect(one(list, 'daily-wins', tier).progress).toBe(wins);
      expect(one(list, 'daily-wager', tier).progress).toBe(N * 50);
      // A slot is not roulette: the roulette ladder did not move.
      expect(one(list, 'weekly-roulette-wins', tier).progress).toBe(0);
    }
    expect(one(list, 'daily-slot-rounds', 'BRONZE')).toMatchObject({ target: 10, completed: true });
    expect(one(list, 'daily-slot-rounds', 'SILVER')).toMatchObject({ target: 20, completed: false });
    // Deadlines: complete by the next reset (04:00 JST = 19:00 UTC), claim within 24 hours after it.
    expect(one(list, 'daily-slot-rounds', 'BRONZE')).toMatchObject({
      periodStart: '2031-06-03T19:00:00.000Z',
      completeBy: '2031-06-04T19:00:00.000Z',
      claimBy: '2031-06-05T19:00:00.000Z',
    });
    // The week starts on Monday (June 2nd, 2031) at the reset hour; claimed up to 72 hours after.
    expect(one(list, 'weekly-slot-rounds', 'BRONZE')).toMatchObject({
      periodStart: '2031-06-01T19:00:00.000Z',
      completeBy: '2031-06-08T19:00:00.000Z',
      claimBy: '2031-06-11T19:00:00.000Z',
    });
  });
});

describe(`a mission reward (${ON_POSTGRES ? 'PostgreSQL: a real race' : 'PGlite: serialised'})`, () => {
  it('50 concurrent claims pay exactly once: one 200, 49 MISSION_ALREADY_CLAIMED', async () => {
    const player = await signedUp(ctx.app);
    await play(player, 10);
    const bronze = one((await missions(player)).missions, 'daily-slot-rounds', 'BRONZE');
    expect(bronze.completed).toBe(true);
    const balance = await balanceOf(player);

    const results = await Promise.all(
      Array.from({ length: 50 }, () => player.browser.post(`/missions/${bronze.missionId}/claim`)),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.json()).toMatchObject({
      missionId: bronze.missionId,
      reward: bronze.reward,
      newBalance: balance + bronze.reward,
    });
    expect(refused).toHaveLength(49);
    expect(refused.every((r) => r.json().error.code === 'MISSION_ALREADY_CLAIMED')).toBe(true);
    expect(await balanceOf(player)).toBe(balance + bronze.reward);
    const rows = await missionRewardRows(player.accountId);
    expect(rows).toEqual([{ amount: bronze.reward, transaction_type: 'PROMO_BONUS' }]);
    expect(one((await missions(player)).missions, 'daily-slot-rounds', 'BRONZE').claimedDate).not.toBeNull();
  });

  it('claim-all pays every completed mission once; 50 concurrent claim-alls pay each once', async () => {
    const player = await signedUp(ctx.app);
    const wins = await play(player, 10);
    const list = (await missions(player)).missions;
    const completed = list.filter((m) => m.completed);
    // 10 slot rounds: the daily slot bronze; 500 coins wagered: nothing; 5 wins: the daily wins bronze.
    expect(wins).toBe(5);
    expect(completed.map((m) => `${m.ladder}:${m.tier}`).sort()).toEqual([
      'daily-slot-rounds:BRONZE',
      'daily-wins:BRONZE',
    ]);
    const expected = completed.reduce((sum, m) => sum + m.reward, 0);
    const balance = await balanceOf(player);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => player.browser.post('/missions/claim-all')),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const paid = results.flatMap((r) => r.json().claimed as { reward: number }[]);
    expect(paid.reduce((sum, c) => sum + c.reward, 0)).toBe(expected);
    expect(paid).toHaveLength(2);
    expect(await balanceOf(player)).toBe(balance + expected);
    expect(await missionRewardRows(player.accountId)).toHaveLength(2);
    const again = await player.browser.post('/missions/claim-all');
    expect(again.json()).toMatchObject({ claimed: [], total: 0, newBalance: balance + expected });
  });

  it('refuses an unfinished mission (409) and an unknown one (404); moves nothing', async () => {
    const player = await signedUp(ctx.app);
    const silver = one((await missions(player)).missions, 'daily-slot-rounds', 'SILVER');
    const res = await player.browser.post(`/missions/${silver.missionId}/claim`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(ERROR('MISSION_NOT_COMPLETED'));
    const unknown = await player.browser.post('/missions/999999/claim');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(ERROR('MISSION_NOT_FOUND'));
    expect((await player.browser.post('/missions/abc/claim')).statusCode).toBe(400);
    expect(await missionRewardRows(player.accountId)).toEqual([]);
  });

  it('a completed mission is claimable after its period until its claim deadline, then gone', async () => {
    const player = await signedUp(ctx.app);
    await play(player, 10);
    const bronze = one((await missions(player)).missions, 'daily-slot-rounds', 'BRONZE');
    // The player's session idles out after 24 hours: they come back twice a day.
    clock.advance(16 * HOUR); // the next day (04:00 JST): a new period
    const next = find((await missions(player)).missions, 'daily-slot-rounds', 'BRONZE');
    expect(next.map((m) => [m.periodStart, m.progress, m.completed])).toEqual([
      [bronze.periodStart, 10, true],
      [bronze.completeBy, 0, false],
    ]);
    clock.advance(12 * HOUR);
    await missions(player);
    clock.advance(12 * HOUR); // past the claim deadline (24 hours after the period)
    const later = find((await missions(player)).missions, 'daily-slot-rounds', 'BRONZE');
    expect(later.map((m) => m.periodStart)).toEqual([
      new Date(Date.parse(bronze.completeBy) + 24 * HOUR).toISOString(),
    ]);
    const res = await player.browser.post(`/missions/${bronze.missionId}/claim`);
    expect(res.json()).toEqual(ERROR('MISSION_NOT_COMPLETED'));
    expect(await missionRewardRows(player.accountId)).toEqual([]);
  });
});

describe('responsible play', () => {
  it('offers no mission that asks more wagering than the player’s own wager limit allows', async () => {
    const player = await signedUp(ctx.app);
    const set = await player.browser.put('/responsible-play/limits', {
      limits: [{ kind: 'wager', period: 'daily', value: 2_000 }],
    });
    expect(set.statusCode, set.body).toBe(200);
    const { missions: list, hiddenByLimit } = await missions(player);
    const wager = list.filter((m) => m.goal === 'WAGER');
    // Daily: 1,000 fits 2,000, 5,000 and 20,000 do not; weekly: 7 × 2,000 = 14,000 fits none of 20,000+.
    expect(wager.map((m) => `${m.ladder}:${m.target}`)).toEqual(['daily-wager:1000']);
    expect(hiddenByLimit).toBe(5);
    const hidden = (await missions(await signedUp(ctx.app))).missions.find(
      (m) => m.ladder === 'daily-wager' && m.tier === 'GOLD',
    )!;
    const res = await player.browser.post(`/missions/${hidden.missionId}/claim`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(ERROR('MISSION_NOT_FOUND'));
  });

  it('a self-excluded player has no missions and no reward (403 PLAY_SELF_EXCLUDED)', async () => {
    const player = await signedUp(ctx.app);
    await play(player, 10);
    const bronze = one((await missions(player)).missions, 'daily-slot-rounds', 'BRONZE');
    expect(bronze.completed).toBe(true);
    const excluded = await player.browser.post('/responsible-play/self-exclusion', {
      period: '1y',
      password: PASSWORD,
    });
    expect(excluded.statusCode).toBe(200);
    expect(await missions(player)).toEqual({ available: false, missions: [], hiddenByLimit: 0 });
    for (const path of [`/missions/${bronze.missionId}/claim`, '/missions/claim-all']) {
      const res = await player.browser.post(path);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('PLAY_SELF_EXCLUDED');
    }
    expect(await missionRewardRows(player.accountId)).toEqual([]);
  });
});

describe('the console', () => {
  it('defines a mission in ja and en that players see, refuses a taken ladder tier, shows a player’s missions', async () => {
    const office = await admin();
    const created = await office.post('/operator/missions', {
      nameJa: 'ルーレットを3回プレイ',
      nameEn: 'Play 3 rounds of roulette',
      cadence: 'DAILY',
      tier: 'BRONZE',
      ladder: 'daily-roulette',
      goal: 'ROUNDS',
      gameScope: 'roulette',
      target: 3,
      reward: 150,
      claimHours: 12,
      isActive: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    const player = await signedUp(ctx.app);
    const shown = one((await missions(player, 'en')).missions, 'daily-roulette', 'BRONZE');
    expect(shown).toMatchObject({ missionId: id, name: 'Play 3 rounds of roulette' });
    expect(Date.parse(shown.claimBy) - Date.parse(shown.completeBy)).toBe(12 * HOUR);
    expect(one((await missions(player, 'ja')).missions, 'daily-roulette', 'BRONZE').name).toBe(
      'ルーレットを3回プレイ',
    );
    const twice = await office.post('/operator/missions', { ...created.json(), id: undefined });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual(ERROR('MISSION_LADDER_TIER_EXISTS'));
    const off = await office.patch(`/operator/missions/${id}`, { isActive: false });
    expect(off.json()).toMatchObject({ isActive: false });
    expect(find((await missions(player)).missions, 'daily-roulette', 'BRONZE')).toEqual([]);

    await play(player, 10);
    const bronze = one((await missions(player)).missions, 'daily-slot-rounds', 'BRONZE');
    await player.browser.post(`/missions/${bronze.missionId}/claim`);
    const view = await office.get(`/operator/players/${player.accountId}/missions`);
    expect(view.statusCode).toBe(200);
    const rows = view.json().data as {
      missionId: number;
      progress: number;
      claimTransactionId: string | null;
    }[];
    expect(rows.find((r) => r.missionId === bronze.missionId)).toMatchObject({ progress: 10 });
    expect(rows.find((r) => r.missionId === bronze.missionId)?.claimTransactionId).not.toBeNull();
  });
});
