import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { StudioRecovery } from '../studio/studio.recovery.ts';
import type { StudioService } from '../studio/studio.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { Job } from './jobs.runner.ts';
import type { FastifyBaseLogger } from 'fastify';

/** Advisory-lock keys of the jobs (any 64-bit integers; one per job, never reused). */
export const JOB_LOCK_KEYS = {
  sweepStaleRounds: 7_310_001n,
  deleteExpiredGameSessions: 7_310_002n,
  raffles: 7_310_013n,
  analyticsRollUp: 7_310_024n,
  pruneExpired: 7_310_025n,
} as const;

const MINUTE = 60_000;

export interface JobDeps {
  config: Pick<Config, 'walletStaleRoundMinutes'>;
  clock: Clock;
  wallet: Pick<WalletService, 'sweepStaleRounds'>;
  studio: Pick<StudioService, 'deleteExpiredSessions'>;
  /** Pays decided studio rounds a crash left unsettled, before the sweeper refunds undecided ones. */
  recovery?: Pick<StudioRecovery, 'settleDecidedRounds'>;
  log: FastifyBaseLogger;
  /** Raffles: quick raffles made by their schedule; due raffles started, closed, drawn and paid. */
  raffles?: {
    ensureQuickRaffles(): Promise<number>;
    runDue(): Promise<{ started: number; closed: number; drawn: number; paid: number }>;
  };
  /** Analytics: raw events folded into daily roll-ups, then deleted after ANALYTICS_RETENTION_DAYS. */
  analytics?: { rollUpAndPrune(): Promise<{ rolledUp: number; deleted: number }> };
  /** Expired sessions, tokens, codes, challenges, throttles, outbox rows and counters (jobs/prune.ts). */
  prune?: () => Promise<Record<string, number>>;
}

/** The server's scheduled work (server.ts starts it; tests run it by hand). */
export function serverJobs(deps: JobDeps): Job[] {
  const { config, clock, wallet, studio, recovery, log, raffles, analytics, prune } = deps;
  return [
    ...(raffles ? [raffleJob(raffles, log)] : []),
    ...(analytics ? [analyticsJob(analytics, log)] : []),
    ...(prune ? [pruneJob(prune, log)] : []),
    {
      // Studio rounds decided before a crash get their recorded win; rounds left open and undecided
      // (a provider or a game client that never sent the win) are refunded.
      name: 'sweep-stale-rounds',
      intervalMs: MINUTE,
      lockKey: JOB_LOCK_KEYS.sweepStaleRounds,
      async run() {
        const paid = (await recovery?.settleDecidedRounds(clock.now())) ?? 0;
        if (paid > 0) log.info({ job: 'sweep-stale-rounds', paid }, 'decided studio rounds paid');
        const result = await wallet.sweepStaleRounds(clock.now(), config.walletStaleRoundMinutes * MINUTE);
        if (result.rolledBack + result.closed > 0)
          log.info({ job: 'sweep-stale-rounds', ...result }, 'stale rounds settled');
      },
    },
    {
      // Game sessions (and their round records) a day after they expired; the ledger keeps the money.
      name: 'delete-expired-game-sessions',
      intervalMs: 60 * MINUTE,
      lockKey: JOB_LOCK_KEYS.deleteExpiredGameSessions,
      async run() {
        const deleted = await studio.deleteExpiredSessions(
          new Date(clock.now().getTime() - 24 * 60 * MINUTE),
        );
        if (deleted > 0)
          log.info({ job: 'delete-expired-game-sessions', deleted }, 'expired game sessions deleted');
      },
    },
  ];
}

/**
 * Raffle draws at their raffleDrawDate (docs/decisions/011): every 15 s under its advisory lock, and
 * each step guarded in the data as well (conditional status updates, ledger keys per raffle and
 * place), so two processes or a retry never draw or pay twice. Everything overdue is caught up on
 * the first run after downtime.
 */
function raffleJob(raffles: NonNullable<JobDeps['raffles']>, log: FastifyBaseLogger): Job {
  return {
    name: 'raffles',
    intervalMs: 15_000,
    lockKey: JOB_LOCK_KEYS.raffles,
    async run() {
      const made = await raffles.ensureQuickRaffles();
      const result = await raffles.runDue();
      if (made + result.closed + result.drawn + result.paid > 0)
        log.info({ job: 'raffles', quickMade: made, ...result }, 'raffles advanced');
    },
  };
}

/**
 * Analytics retention (issue 24): hourly, under its advisory lock (one process at a time), every raw
 * day is folded into the daily roll-up and raw events past ANALYTICS_RETENTION_DAYS are deleted. The
 * roll-up replaces whole days, so a rerun or a second process changes nothing.
 */
function analyticsJob(analytics: NonNullable<JobDeps['analytics']>, log: FastifyBaseLogger): Job {
  return {
    name: 'analytics-rollup',
    intervalMs: 60 * MINUTE,
    lockKey: JOB_LOCK_KEYS.analyticsRollUp,
    async run() {
      const result = await analytics.rollUpAndPrune();
      if (result.deleted > 0) log.info({ job: 'analytics-rollup', ...result }, 'analytics events rolled up');
    },
  };
}

/** Rows visitors and players leave behind, deleted hourly once done with (jobs/prune.ts KEEP). */
function pruneJob(prune: NonNullable<JobDeps['prune']>, log: FastifyBaseLogger): Job {
  return {
    name: 'prune-expired',
    intervalMs: 60 * MINUTE,
    lockKey: JOB_LOCK_KEYS.pruneExpired,
    async run() {
      const deleted = await prune();
      if (Object.values(deleted).some((n) => n > 0))
        log.info({ job: 'prune-expired', deleted }, 'expired rows deleted');
    },
  };
}
