import { TIER_VALIDITY_DAYS, TIER_WINDOW_DAYS } from '@casino/contract';
import { sql } from 'kysely';
import type { Database, Db } from '../../db/database.ts';

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
  /**
   * A player's coins wagered per day (progression): the VIP tier reads the days of its rolling window
   * and of the tier's validity before it (progression.rules.ts `oldestDayRead`); older days count for
   * nothing (experience is kept apart, in progression_accounts). A day of margin for the time zone.
   */
  wagerDays: TIER_WINDOW_DAYS + TIER_VALIDITY_DAYS + 1,
} as const;

/** The tables cleared by one date column alone: a row goes once that date is older than `days`. */
const AGED = {
  passwordResetTokens: { table: 'password_reset_tokens', column: 'expires_at', days: KEEP.expiredDays },
  phoneOtps: { table: 'phone_otps', column: 'expires_at', days: KEEP.expiredDays },
  phoneValidations: { table: 'phone_validations', column: 'created_at', days: KEEP.staleDays },
  captchaChallenges: { table: 'captcha_challenges', column: 'expires_at', days: KEEP.expiredDays },
  loginThrottles: { table: 'login_throttles', column: 'updated_at', days: KEEP.staleDays },
  outboxMessages: { table: 'outbox_messages', column: 'created_at', days: KEEP.outboxDays },
  rateLimitCounters: { table: 'rate_limit_counters', column: 'window_start', days: 1 },
  progressionWagerDays: { table: 'progression_wager_days', column: 'day', days: KEEP.wagerDays },
} as const satisfies Record<string, { table: keyof Database; column: string; days: number }>;

/** Deletes what KEEP says is done with; returns how many rows of each table went. */
export async function pruneExpired(db: Db, now: Date): Promise<Record<string, number>> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const count = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
  const deleted: Record<string, number> = {
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
  };
  for (const [name, { table, column, days }] of Object.entries(AGED)) {
    deleted[name] = count(
      await db.deleteFrom(table).where(sql.ref(column), '<', ago(days)).executeTakeFirst(),
    );
  }
  return deleted;
}
