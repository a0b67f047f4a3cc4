import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '../jobs/jobs.runner.ts';
import type { TournamentJobs } from './tournaments.settlement.ts';

/** Advisory-lock keys of the tournaments' jobs (unique across the server's jobs; never reused). */
export const TOURNAMENT_JOB_LOCK_KEYS = {
  settle: 7_314_001n,
  recur: 7_314_002n,
} as const;

const MINUTE = 60_000;

/** The tournaments' scheduled work: settle ended tournaments, create recurring ones (app.ts adds them). */
export function tournamentJobList(jobs: TournamentJobs, log: FastifyBaseLogger): Job[] {
  return [
    {
      name: 'tournaments-settle',
      intervalMs: MINUTE,
      lockKey: TOURNAMENT_JOB_LOCK_KEYS.settle,
      async run() {
        const settled = await jobs.settleDue();
        if (settled > 0) log.info({ job: 'tournaments-settle', settled }, 'tournaments settled');
      },
    },
    {
      name: 'tournaments-recur',
      intervalMs: MINUTE,
      lockKey: TOURNAMENT_JOB_LOCK_KEYS.recur,
      async run() {
        const created = await jobs.createRecurring();
        if (created > 0) log.info({ job: 'tournaments-recur', created }, 'recurring tournaments created');
      },
    },
  ];
}
