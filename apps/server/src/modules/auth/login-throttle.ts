import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { hashedSubject } from '../limits/limits.service.ts';
import * as repo from './auth.repository.ts';

export interface LockoutState {
  locked: boolean;
  lockedUntil: Date | null;
  failures: number;
}

/**
 * Consecutive failed sign-ins of one e-mail address; the Nth locks it for LOGIN_LOCK_MINUTES. Players
 * and operators each have their own namespace (`prefix`), so one cannot lock out the other. The key is a
 * hash of the lower-cased address: the table holds no e-mail addresses.
 */
export interface LoginThrottle {
  isLocked(email: string): Promise<boolean>;
  recordFailure(email: string): Promise<void>;
  clear(email: string): Promise<void>;
  state(email: string): Promise<LockoutState>;
}

export function createLoginThrottle(
  db: Db,
  config: Pick<Config, 'loginMaxFailures' | 'loginLockMinutes'>,
  clock: Clock,
  prefix: string,
): LoginThrottle {
  const lockMs = config.loginLockMinutes * 60_000;
  const keyOf = (email: string) => `${prefix}:${hashedSubject(email.toLowerCase())}`;

  async function state(email: string): Promise<LockoutState> {
    const row = await repo.findThrottle(db, keyOf(email));
    const lockedUntil = row?.locked_until ? new Date(row.locked_until) : null;
    const locked = lockedUntil !== null && lockedUntil > clock.now();
    return { locked, lockedUntil: locked ? lockedUntil : null, failures: row?.failures ?? 0 };
  }

  return {
    state,
    isLocked: async (email) => (await state(email)).locked,
    clear: (email) => repo.deleteThrottle(db, keyOf(email)),
    async recordFailure(email) {
      const key = keyOf(email);
      const now = clock.now();
      await db.transaction().execute(async (tx) => {
        const row = await repo.lockThrottle(tx, key, now);
        const lockEnded = row.locked_until !== null && new Date(row.locked_until) <= now;
        const stale = new Date(row.updated_at).getTime() + lockMs <= now.getTime();
        // A lock that ended, or a quiet period as long as a lock, starts the count again: a lock is only
        // ever extended by N new failures after it ended, never by attempts made while it holds.
        const failures = (lockEnded || stale ? 0 : row.failures) + 1;
        const lockedUntil =
          failures >= config.loginMaxFailures
            ? new Date(now.getTime() + lockMs)
            : lockEnded
              ? null
              : row.locked_until;
        await repo.updateThrottle(tx, key, {
          failures: failures >= config.loginMaxFailures ? 0 : failures,
          locked_until: lockedUntil,
          updated_at: now,
        });
      });
    },
  };
}
