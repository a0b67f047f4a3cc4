import type { Db } from '../../db/database.ts';

const DAY = 24 * 3_600_000;

/**
 * How long rows that visitors and players create are kept after they stop mattering (issue 24,
 * docs/security.md "Bounded growth"): each is also capped at the source by a rate limit.
 */
export const KEEP = {
  /** Sessions after their absolute expiry or revocation (the console's session list shows recent ones). */
  sessionsDays: 7,
  /** Password-reset tokens, phone codes and captcha challenges after they expired. */
  expiredDays: 1,
  /** Phone validations (the SPEC's unique-phone checks) and login throttles untouched this long. */
  staleDays: 30,
  /** Outbox messages (the development/test mailbox and SMS log). */
  outboxDays: 30,
} as const;

/** Deletes what KEEP says is done with; returns how many rows of each table went. */
export async function pruneExpired(db: Db, now: Date): Promise<Record<string, number>> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const count = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
  return {
    sessions: count(
      await db
        .deleteFrom('sessions')
        .where((eb) =>
          eb.or([
            eb('expires_at', '<', ago(KEEP.sessionsDays)),
            eb('revoked_at', '<', ago(KEEP.sessionsDays)),
          ]),
        )
        .executeTakeFirst(),
    ),
    passwordResetTokens: count(
      await db
        .deleteFrom('password_reset_tokens')
        .where('expires_at', '<', ago(KEEP.expiredDays))
        .executeTakeFirst(),
    ),
    phoneOtps: count(
      await db.deleteFrom('phone_otps').where('expires_at', '<', ago(KEEP.expiredDays)).executeTakeFirst(),
    ),
    phoneValidations: count(
      await db
        .deleteFrom('phone_validations')
        .where('created_at', '<', ago(KEEP.staleDays))
        .executeTakeFirst(),
    ),
    captchaChallenges: count(
      await db
        .deleteFrom('captcha_challenges')
        .where('expires_at', '<', ago(KEEP.expiredDays))
        .executeTakeFirst(),
    ),
    loginThrottles: count(
      await db.deleteFrom('login_throttles').where('updated_at', '<', ago(KEEP.staleDays)).executeTakeFirst(),
    ),
    outboxMessages: count(
      await db
        .deleteFrom('outbox_messages')
        .where('created_at', '<', ago(KEEP.outboxDays))
        .executeTakeFirst(),
    ),
    rateLimitCounters: count(
      await db.deleteFrom('rate_limit_counters').where('window_start', '<', ago(1)).executeTakeFirst(),
    ),
  };
}
