import { describe, expect, it } from 'vitest';
import { seedTournaments } from '../src/modules/tournaments/tournaments.seed.ts';
import { CHANNEL, setupTestApp } from './helper.ts';
import { operatorSignin } from './operator-helpers.ts';

/**
 * Issue 24 hole 9: a production start (SEED_DEMO unset) seeds one upcoming raffle and tournament but
 * no players and no coins; SEED_DEMO=true adds the demo players, all testers, left out of the reports.
 */
const ADMIN = { OPERATOR_EMAIL: 'boss@casino.test', OPERATOR_PASSWORD: 'first-admin-password' };

/** What server.ts does on a first start: seed, raffles, tournaments, one round of jobs. */
function firstStart(env: Record<string, string>) {
  const ctx = setupTestApp({ env: { ...ADMIN, ...env } });
  return {
    ctx,
    async start() {
      const demo = { demo: ctx.config.seedDemo };
      await ctx.app.seedRaffles(demo);
      await seedTournaments(ctx.db, new Date(), ctx.app.approvals, demo);
      await ctx.app.jobs.runOnce();
    },
    async today() {
      await ctx.app.operators.ensureFirstOperator();
      const boss = await operatorSignin(ctx.app, ADMIN.OPERATOR_EMAIL, ADMIN.OPERATOR_PASSWORD);
      const res = await boss.get('/operator/reports/daily');
      expect(res.statusCode).toBe(200);
      return res.json().data[0] as {
        signups: number;
        netCoinFlow: number;
        activePlayers: number;
        bonuses: number;
      };
    },
    async players() {
      return ctx.db.selectFrom('accounts').select(['display_name', 'is_tester']).execute();
    },
    async coins() {
      const row = await ctx.db
        .selectFrom('wallet_transactions')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.lit(0)).as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
  };
}

describe('a production start (SEED_DEMO unset)', () => {
  const s = firstStart({});

  it('seeds one upcoming raffle and tournament, no players and no coins; the report shows 0', async () => {
    expect(s.ctx.config.seedDemo).toBe(false);
    await s.start();
    expect(await s.players()).toEqual([]);
    expect(await s.coins()).toBe(0);
    const raffles = await s.ctx.db.selectFrom('raffles').select(['raffle_ref', 'start_at']).execute();
    expect(raffles.map((r) => r.raffle_ref)).toEqual(['winter-raffle']);
    expect(raffles[0]!.start_at.getTime()).toBeGreaterThan(Date.now());
    const tournaments = await s.ctx.app.inject({ url: '/api/tournaments', headers: CHANNEL });
    const list = tournaments.json().tournaments as Array<{ meta: { tournamentStatus: string } }>;
    expect(list.map((t) => t.meta.tournamentStatus)).toEqual(['SCHEDULED']);
    const today = await s.today();
    expect([today.signups, today.netCoinFlow, today.activePlayers]).toEqual([0, 0, 0]);
  });
});

describe('a demo start (SEED_DEMO=true)', () => {
  const s = firstStart({ SEED_DEMO: 'true' });

  it('seeds the demo players, every one a tester, paid prizes left out of the report', async () => {
    await s.start();
    const players = await s.players();
    expect(players.length).toBe(8);
    expect(players.filter((p) => !p.is_tester)).toEqual([]);
    expect(await s.coins()).toBe(130_000); // raffle 80,000 + launch cup 50,000
    const today = await s.today();
    expect([today.signups, today.netCoinFlow, today.activePlayers]).toEqual([0, 0, 0]);
  });
});
