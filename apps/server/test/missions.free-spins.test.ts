import { describe, expect, it } from 'vitest';
import { missionListResponseSchema, type Mission } from '@casino/contract';
import { studioEngineFor, type RoundEngine } from '../src/modules/studio/engine.ts';
import { AUTH_ENV, signedUp } from './auth-helpers.ts';
import { manualClock, setupTestApp } from './helper.ts';
import { operatorSignin } from './operator-helpers.ts';
import { openStudioSession, playStudioRound } from './support/studio-http.ts';

/**
 * The FREE_SPINS mission goal (issue 30: "trigger a free-spins feature") through HTTP: a studio round
 * whose paid spin awards free spins advances the mission exactly once (whatever the number of spins,
 * and not again when the round is replayed); a round without does not. Run on PostgreSQL too:
 * `PG_PORT=… bash scripts/with-postgres.sh npx vitest run --project server apps/server/test/missions.free-spins.test.ts`.
 */

const ADMIN_EMAIL = 'missions.free.spins@casino.test';
const ADMIN_PASSWORD = 'first-admin-password';
// A Wednesday, 12:00 in Japan.
const clock = manualClock(new Date('2031-06-04T03:00:00Z'));

/** The studio's slot engine, its outcome forced: the next round triggers free spins when asked. */
let triggerNext = false;
function rigged(gameCode: string): RoundEngine | undefined {
  const real = studioEngineFor(gameCode);
  if (!real) return undefined;
  return {
    ...real,
    decide(fair, bet) {
      const outcome = real.decide(fair, bet) as ReturnType<RoundEngine['decide']> & {
        details?: Record<string, unknown>;
      };
      const awarded = triggerNext ? 10 : 0;
      triggerNext = false;
      if (outcome.engine !== 'slot') return outcome;
      return {
        ...outcome,
        win: 0,
        totalWin: 0,
        multiplier: 0,
        children: [],
        details: { ...outcome.details, freeSpinsAwarded: awarded },
      };
    },
  };
}

const ctx = setupTestApp({
  clock,
  engineFor: rigged,
  env: {
    ...AUTH_ENV,
    OPERATOR_EMAIL: ADMIN_EMAIL,
    OPERATOR_PASSWORD: ADMIN_PASSWORD,
    WALLET_SIGNUP_BONUS: '100000',
  },
});

type Player = Awaited<ReturnType<typeof signedUp>>;

async function missions(player: Player) {
  const res = await player.browser.get('/missions?languageCode=en');
  expect(res.statusCode, res.body).toBe(200);
  return missionListResponseSchema.parse(res.json()).missions;
}
const one = (list: Mission[], ladder: string, tier: Mission['tier']) => {
  const found = list.filter((m) => m.ladder === ladder && m.tier === tier);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('a free-spins mission', () => {
  it('counts a round that triggered free spins exactly once; a round without does not', async () => {
    const player = await signedUp(ctx.app);
    const start = one(await missions(player), 'weekly-free-spins', 'BRONZE');
    expect(start).toMatchObject({ goal: 'FREE_SPINS', gameScope: 'slot', progress: 0, target: 1 });
    expect(start.name).toBe('Trigger free spins on any slot ×1');

    const session = await openStudioSession(player.browser, 'WNF_AZTEC_X');
    await playStudioRound(player.browser, session, { bet: 50 }, 'plain-round-1');
    await playStudioRound(player.browser, session, { bet: 50 }, 'plain-round-2');
    let list = await missions(player);
    expect(one(list, 'weekly-free-spins', 'BRONZE').progress).toBe(0);
    expect(one(list, 'weekly-slot-rounds', 'BRONZE').progress).toBe(2);

    triggerNext = true;
    const round = await playStudioRound(player.browser, session, { bet: 50 }, 'free-round-1');
    expect((round.outcome as { details: { freeSpinsAwarded: number } }).details.freeSpinsAwarded).toBe(10);
    // The same round key again: the first result replays, nothing counts twice.
    await playStudioRound(player.browser, session, { bet: 50 }, 'free-round-1');
    list = await missions(player);
    for (const tier of ['BRONZE', 'SILVER', 'GOLD'] as const)
      expect(one(list, 'weekly-free-spins', tier).progress).toBe(1);
    expect(one(list, 'weekly-free-spins', 'BRONZE').completed).toBe(true);
    expect(one(list, 'weekly-slot-rounds', 'BRONZE').progress).toBe(3);

    await playStudioRound(player.browser, session, { bet: 50 }, 'plain-round-3');
    triggerNext = true;
    await playStudioRound(player.browser, session, { bet: 50 }, 'free-round-2');
    list = await missions(player);
    expect(one(list, 'weekly-free-spins', 'SILVER').progress).toBe(2);
    expect(one(list, 'weekly-slot-rounds', 'BRONZE').progress).toBe(5);

    const claim = await player.browser.post(`/missions/${start.missionId}/claim`);
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json()).toMatchObject({ reward: start.reward });
  });

  it('the console defines a FREE_SPINS mission; a non-slot game never counts towards it', async () => {
    await ctx.app.operators.ensureFirstOperator();
    const office = await operatorSignin(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    const created = await office.post('/operator/missions', {
      nameJa: 'フリースピンを1回発動',
      nameEn: 'Trigger free spins once',
      cadence: 'DAILY',
      tier: 'BRONZE',
      ladder: 'daily-free-spins',
      goal: 'FREE_SPINS',
      gameScope: 'any',
      target: 1,
      reward: 200,
      claimHours: 24,
      isActive: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ goal: 'FREE_SPINS', gameScope: 'any' });
    const bad = await office.post('/operator/missions', {
      ...created.json(),
      id: undefined,
      goal: 'SCATTERS',
    });
    expect(bad.statusCode).toBe(400);

    const player = await signedUp(ctx.app);
    const session = await openStudioSession(player.browser, 'WNF_AZTEC_X');
    triggerNext = true;
    await playStudioRound(player.browser, session, { bet: 50 }, 'daily-free-round');
    const daily = one(await missions(player), 'daily-free-spins', 'BRONZE');
    expect(daily).toMatchObject({ progress: 1, completed: true, name: 'Trigger free spins once' });
  });
});
