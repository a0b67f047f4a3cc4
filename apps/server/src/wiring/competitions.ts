import { seedRaffles } from './seed-raffles.ts';
import { rollUpAndPrune } from '../modules/analytics/analytics.service.ts';
import { createJobRunner } from '../modules/jobs/jobs.runner.ts';
import { serverJobs } from '../modules/jobs/jobs.ts';
import { pruneExpired } from '../modules/jobs/prune.ts';
import { createRafflesAdmin } from '../modules/raffles/raffles.admin.ts';
import { createLocalBeacon } from '../modules/raffles/raffles.beacon.ts';
import { createRaffleDrawer } from '../modules/raffles/raffles.draw.ts';
import { createRafflesService } from '../modules/raffles/raffles.service.ts';
import { studioJobList } from '../modules/studio/studio.jobs.ts';
import { createStudioRecovery } from '../modules/studio/studio.recovery.ts';
import { tournamentJobList } from '../modules/tournaments/tournaments.jobs.ts';
import { createTournamentsService } from '../modules/tournaments/tournaments.service.ts';
import { createTournamentJobs } from '../modules/tournaments/tournaments.settlement.ts';
import { inboxJobList } from '../modules/inbox/inbox.jobs.ts';
import type { App } from './fastify.ts';
import type { BaseServices, PlayerServices } from './services.ts';

/** Raffles and tournaments, and the scheduled work (sweeps, draws, settlements) that runs them. */
export function createCompetitionServices(app: App, base: BaseServices, player: PlayerServices) {
  const { db, config, clock, audit, log, approvals } = base;
  const { wallet, auth, games, studio, displayNames, inbox } = player;
  // The raffle draw's randomness beacon: the local stand-in (no network on this machine; docs/raffles.md).
  const beacon = createLocalBeacon();
  const raffles = createRafflesService({ db, clock, brandRef: config.brandRef, accounts: auth.accounts });
  const rafflesAdmin = createRafflesAdmin({
    db,
    clock,
    raffles,
    accounts: auth.accounts,
    accountRef: config.accountRef,
    brandRef: config.brandRef,
    approvals,
    beacon,
  });
  const raffleDrawer = createRaffleDrawer({
    db,
    clock,
    wallet,
    accounts: auth.accounts,
    log,
    approvals,
    audit,
    onDrawn: (raffleId) => base.live.raffleDrawn(raffleId),
    beacon,
    // A paid prize becomes an inbox message (once per raffle and place), before the winner is marked paid.
    onPrizePaid: (prize) => inbox.rafflePrize(prize),
    // The VIP tier's extra raffle tickets (issue 30), added to the frozen list at the close.
    extraTicketsPercentOf: async (accountId) =>
      (await player.progression.tierBenefits(accountId)).extraRaffleTicketsPercent,
  });
  const tournaments = createTournamentsService({
    db,
    clock,
    config,
    displayNames,
    gameId: async (gameCode) => (await games.findGame(gameCode))?.gameId,
    audit,
    approvals,
  });
  const tournamentJobs = createTournamentJobs({
    db,
    clock,
    wallet,
    displayNames,
    log,
    approvals,
    audit,
    // A paid prize becomes an inbox message (once per tournament and rank), before COMPLETED.
    onPrizePaid: (prize) => inbox.tournamentPrize(prize),
  });
  const recovery = createStudioRecovery({ db, clock, wallet, log });
  const jobs = createJobRunner(
    db,
    [
      ...serverJobs({
        config,
        clock,
        wallet,
        studio,
        recovery,
        log,
        raffles: {
          ensureQuickRaffles: () => rafflesAdmin.ensureQuickRaffles(),
          runDue: () => raffleDrawer.runDue(),
        },
        analytics: {
          rollUpAndPrune: () => rollUpAndPrune(db, clock.now(), config.analyticsRetentionDays),
        },
        prune: () => pruneExpired(db, clock.now()),
      }),
      ...tournamentJobList(tournamentJobs, log),
      ...studioJobList(studio, clock, log),
      ...inboxJobList(inbox, log),
    ],
    log,
    { onRun: base.metrics.job },
  );
  app.addHook('onClose', async () => jobs.stop());
  return {
    raffles,
    rafflesAdmin,
    tournaments,
    jobs,
    seedRaffles: (options: { demo: boolean }) =>
      seedRaffles(db, { clock, admin: rafflesAdmin, drawer: raffleDrawer }, options),
  };
}
export type CompetitionServices = ReturnType<typeof createCompetitionServices>;
