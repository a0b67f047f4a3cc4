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
}

/** The server's scheduled work (server.ts starts it; tests run it by hand). */
export function serverJobs({ config, clock, wallet, studio, recovery, log }: JobDeps): Job[] {
  return [
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
