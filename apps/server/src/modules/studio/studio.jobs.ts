import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Job } from '../jobs/jobs.runner.ts';
import type { StudioService } from './studio.service.ts';

/** Advisory-lock key of the job (unique among the server's jobs; modules/jobs/jobs.ts lists the others). */
export const STUDIO_DECISIONS_LOCK_KEY = 7_310_031n;

/**
 * Rounds whose pick the player abandoned (closed the game, lost the connection): every 15 s, each
 * expired pick is made with the auto-pick rule and the round is settled and paid. Runs well before the
 * wallet's stale-round sweep (an hour) would refund the bet of such a round.
 */
export function studioJobList(
  studio: Pick<StudioService, 'settleExpiredDecisions'>,
  clock: Clock,
  log: FastifyBaseLogger,
): Job[] {
  return [
    {
      name: 'studio-expired-decisions',
      intervalMs: 15_000,
      lockKey: STUDIO_DECISIONS_LOCK_KEY,
      async run() {
        const settled = await studio.settleExpiredDecisions(clock.now());
        if (settled > 0) log.info({ job: 'studio-expired-decisions', settled }, 'expired picks auto-picked');
      },
    },
  ];
}
