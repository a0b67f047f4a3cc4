import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { hashedSubject } from '../limits/limits.service.ts';
import * as repo from './auth.repository.ts';
import type { ThrottleReservation } from './auth.repository.ts';

export interface LockoutState {
  locked: boolean;
  lockedUntil: Date | null;
  failures: number;
}

/**
 * Consecutive failed sign-ins of one e-mail address; the Nth locks it for LOGIN_LOCK_MINUTES. Players
 * and operators each have their own namespace (`prefix`), so one cannot lock out the other. The key is a
 * hash of the lower-cased address: the table holds no e-mail addresses.
 *
 * Counted before judged (issue 24, hole 1): a sign-in first `reserve`s an attempt — one atomic upsert
 * that counts it as a failure — and only then checks the password; a proven password `release`s it,
 * which clears the count. So a burst of parallel guesses, over any number of processes, gets at most
 * LOGIN_MAX_FAILURES judged per lock; the rest are refused as locked without their password being looked
 * at. And a right password judged while the burst locked the address is refused too (`release` answers
 * false): its attempt no longer decides alone.
 */
export interface LoginThrottle {
  /** The attempt, counted and to be judged; null when the address is locked (nothing judged). */
  reserve(email: string): Promise<ThrottleReservation | null>;
  /** After a proven password: clears the count; false when a lock set meanwhile by others holds. */
  release(email: string, reservation: ThrottleReservation): Promise<boolean>;
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
    // While locked the row counts the attempts refused since the lock: the failures are those that set
    // it plus those.
    const failures = (locked ? config.loginMaxFailures : 0) + (row?.failures ?? 0);
    return { locked, lockedUntil: locked ? lockedUntil : null, failures };
  }

  return {
    state,
    clear: (email) => repo.deleteThrottle(db, keyOf(email)),
    async reserve(email) {
      const now = clock.now();
      const reservation = await repo.reserveThrottle(db, keyOf(email), {
        now,
        lockedUntil: new Date(now.getTime() + lockMs),
        staleBefore: new Date(now.getTime() - lockMs),
        maxFailures: config.loginMaxFailures,
      });
      const locked = reservation.locked_until !== null && new Date(reservation.locked_until) > now;
      // Locked with a count: the lock was there before this attempt (the one that sets it leaves 0).
      return locked && reservation.failures > 0 ? null : reservation;
    },
    release: (email, reservation) => repo.releaseThrottle(db, keyOf(email), reservation, clock.now()),
  };
}
