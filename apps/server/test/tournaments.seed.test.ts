import { describe, expect, it } from 'vitest';
import { seedTournaments } from '../src/modules/tournaments/tournaments.seed.ts';
import { CHANNEL, manualClock, setupTestApp } from './helper.ts';

/** The first start's demo tournaments: a running daily, an upcoming weekly, a finished one with winners. */
const clock = manualClock(new Date('2030-01-09T03:00:00Z')); // a Wednesday, noon in Japan
const ctx = setupTestApp({ clock });

describe('seeded tournaments', () => {
  it('are created once; the finished one is settled by the jobs and shows its paid winners', async () => {
    expect(await seedTournaments(ctx.db, clock.now(), ctx.app.approvals, { demo: true })).toBe(3);
    expect(await seedTournaments(ctx.db, clock.now(), ctx.app.approvals)).toBe(0);
    await ctx.app.jobs.runOnce();
    const res = await ctx.app.inject({ url: '/api/tournaments', headers: CHANNEL });
    const list = res.json().tournaments as Array<{
      meta: { tournamentRef: string; tournamentStatus: string; startDateUtc: string };
      winners: Array<{ rank: number; displayName: string; prize: number }>;
    }>;
    expect(list.map((t) => [t.meta.tournamentRef, t.meta.tournamentStatus])).toEqual([
      ['launch-cup', 'COMPLETED'],
      ['daily-cup-20300109', 'RUNNING'],
      ['daily-cup-20300110', 'SCHEDULED'],
      ['weekly-multiplier-20300114', 'SCHEDULED'],
    ]);
    expect(list[0]!.winners.map((w) => [w.rank, w.displayName, w.prize])).toEqual([
      [1, 'SakuraSeed', 30_000],
      [2, 'KenjiSeed', 10_000],
      [3, 'YunaSeed', 10_000],
    ]);
    const prizes = await ctx.db
      .selectFrom('wallet_transactions')
      .select(['amount'])
      .where('transaction_type', '=', 'TOURNAMENT_PRIZE')
      .execute();
    expect(prizes.map((p) => Number(p.amount)).sort((a, b) => b - a)).toEqual([30_000, 10_000, 10_000]);
    // The daily one started: its next occurrence exists (tomorrow, Japan time).
    const next = await ctx.db
      .selectFrom('tournaments')
      .select('tournament_ref')
      .where('series_ref', '=', 'daily-cup')
      .execute();
    expect(next.map((r) => r.tournament_ref).sort()).toEqual(['daily-cup-20300109', 'daily-cup-20300110']);
  });
});
