import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../hash.ts';
import type { DbOrTx } from './database.ts';

/**
 * Player sessions (`sessions`, owned by an account) and back-office sessions (`operator_sessions`, owned
 * by an operator) are kept alike: one row per sign-in, keyed by the SHA-256 of its cookie, `last_seen_at`
 * touched now and then, `revoked_at` set once and never cleared. These are the writes both make; finding
 * a session stays with each module (each joins its own owner).
 */
const OWNER_COLUMN = { sessions: 'account_id', operator_sessions: 'operator_id' } as const;

export interface SessionRows {
  touch(db: DbOrTx, sessionHash: string, now: Date): Promise<void>;
  /** Revokes one session unless it is revoked already. */
  revoke(db: DbOrTx, sessionHash: string, now: Date): Promise<void>;
  /**
   * Revokes the owner's live sessions (just `only`, or all but `except`, when given); returns how many
   * it revoked.
   */
  revokeOwned(
    db: DbOrTx,
    ownerId: string,
    now: Date,
    which?: { only?: string; except?: string },
  ): Promise<number>;
}

export function sessionRows(table: keyof typeof OWNER_COLUMN): SessionRows {
  const ownerColumn = OWNER_COLUMN[table];
  return {
    async touch(db, sessionHash, now) {
      await db
        .updateTable(table)
        .set({ last_seen_at: now })
        .where('session_hash', '=', sessionHash)
        .execute();
    },
    async revoke(db, sessionHash, now) {
      await db
        .updateTable(table)
        .set({ revoked_at: now })
        .where('session_hash', '=', sessionHash)
        .where('revoked_at', 'is', null)
        .execute();
    },
    async revokeOwned(db, ownerId, now, which = {}) {
      let query = db
        .updateTable(table)
        .set({ revoked_at: now })
        .where(ownerColumn, '=', ownerId)
        .where('revoked_at', 'is', null);
      if (which.only !== undefined) query = query.where('session_hash', '=', which.only);
      if (which.except !== undefined) query = query.where('session_hash', '<>', which.except);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

/** last_seen_at is written at most once a minute per session. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/**
 * A new session of either kind: the cookie value (256 random bits, base64url; never stored) and the
 * row fields keyed by its sha256, expiring `absoluteMs` after `now`. The caller adds the owner column.
 */
export function newSession(now: Date, absoluteMs: number) {
  const sessionId = randomBytes(32).toString('base64url');
  return {
    sessionId,
    row: {
      session_hash: sha256Hex(sessionId),
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + absoluteMs),
    },
  };
}

/**
 * Whether a found session is still live at `now` (before its absolute expiry and used within `idleMs`)
 * and, when it is, whether its last_seen_at is due a touch.
 */
export function sessionLiveness(
  row: { expires_at: Date | string; last_seen_at: Date | string },
  now: Date,
  idleMs: number,
): 'dead' | 'live' | 'touch' {
  const at = now.getTime();
  const lastSeen = new Date(row.last_seen_at).getTime();
  if (new Date(row.expires_at).getTime() <= at || lastSeen + idleMs <= at) return 'dead';
  return at - lastSeen >= SESSION_TOUCH_INTERVAL_MS ? 'touch' : 'live';
}
