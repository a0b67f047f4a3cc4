import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '../jobs/jobs.runner.ts';
import type { InboxService } from './inbox.service.ts';

/** Advisory-lock key of the inbox's job (unique across the server's jobs; never reused). */
export const INBOX_JOB_LOCK_KEY = 7_329_001n;

/**
 * Scheduled messages go out within 15 s of their time, once: the runner claims each interval across
 * processes, and each message is sent under its row lock with a conditional `sent_at` (a second
 * process or a retry finds it sent) and deliveries keyed by (message, player).
 */
/** Advisory-lock key of the daily-bonus-ready job. */
export const INBOX_DAILY_BONUS_JOB_LOCK_KEY = 7_329_002n;

export function inboxJobList(
  inbox: Pick<InboxService, 'sendDue' | 'dailyBonusReadyDue'>,
  log: FastifyBaseLogger,
): Job[] {
  return [
    {
      name: 'inbox-send',
      intervalMs: 15_000,
      lockKey: INBOX_JOB_LOCK_KEY,
      async run() {
        const sent = await inbox.sendDue();
        if (sent > 0) log.info({ job: 'inbox-send', sent }, 'scheduled inbox messages sent');
      },
    },
    {
      // "Your daily bonus is ready" (issue 29): once per player and claim cycle, to players active this week.
      name: 'inbox-daily-bonus',
      intervalMs: 5 * 60_000,
      lockKey: INBOX_DAILY_BONUS_JOB_LOCK_KEY,
      async run() {
        const told = await inbox.dailyBonusReadyDue();
        if (told > 0) log.info({ job: 'inbox-daily-bonus', told }, 'daily bonus ready messages written');
      },
    },
  ];
}
