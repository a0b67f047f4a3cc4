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
