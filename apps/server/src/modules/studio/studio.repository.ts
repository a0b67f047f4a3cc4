import type { DbOrTx } from '../../db/database.ts';
import type { Insertable } from 'kysely';
import type { StudioRoundTable, StudioSessionTable } from './studio.table.ts';

export async function insertSession(db: DbOrTx, row: Insertable<StudioSessionTable>) {
  await db.insertInto('studio_sessions').values(row).execute();
}

export async function findSession(db: DbOrTx, sessionHash: string) {
  return db
    .selectFrom('studio_sessions')
    .selectAll()
    .where('session_hash', '=', sessionHash)
    .executeTakeFirst();
}

/** Locks a (demo) session row until the transaction ends: its rounds run one at a time. */
export async function lockSession(db: DbOrTx, sessionHash: string) {
  return db
    .selectFrom('studio_sessions')
    .selectAll()
    .where('session_hash', '=', sessionHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function setDemoBalance(db: DbOrTx, sessionHash: string, balance: number) {
  await db
    .updateTable('studio_sessions')
    .set({ demo_balance: balance })
    .where('session_hash', '=', sessionHash)
    .execute();
}

/** Claims (session, roundKey) for a round; nothing when it exists already. */
export async function insertRoundIfMissing(db: DbOrTx, row: Insertable<StudioRoundTable>) {
  await db
    .insertInto('studio_rounds')
    .values(row)
    .onConflict((oc) => oc.columns(['session_hash', 'round_key']).doNothing())
    .execute();
}

export async function findRound(db: DbOrTx, sessionHash: string, roundKey: string) {
  return db
    .selectFrom('studio_rounds')
    .selectAll()
    .where('session_hash', '=', sessionHash)
    .where('round_key', '=', roundKey)
    .executeTakeFirst();
}

/** Records the engine's outcome once; false when another request recorded one first. */
export async function recordOutcome(
  db: DbOrTx,
  sessionHash: string,
  roundKey: string,
  win: number,
  outcome: Record<string, unknown>,
) {
  const result = await db
    .updateTable('studio_rounds')
    .set({ win, outcome: JSON.stringify(outcome) })
    .where('session_hash', '=', sessionHash)
    .where('round_key', '=', roundKey)
    .where('status', '=', 'PENDING')
    .where('outcome', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function settleRound(
  db: DbOrTx,
  sessionHash: string,
  roundKey: string,
  balanceAfter: number,
  now: Date,
) {
  await db
    .updateTable('studio_rounds')
    .set({ status: 'SETTLED', balance_after: balanceAfter, settled_at: now })
    .where('session_hash', '=', sessionHash)
    .where('round_key', '=', roundKey)
    .where('status', '=', 'PENDING')
    .execute();
}

export async function markRolledBack(db: DbOrTx, sessionHash: string, roundKey: string, now: Date) {
  await db
    .updateTable('studio_rounds')
    .set({ status: 'ROLLED_BACK', settled_at: now })
    .where('session_hash', '=', sessionHash)
    .where('round_key', '=', roundKey)
    .where('status', '=', 'PENDING')
    .execute();
}

/** Deletes sessions (and their rounds) that expired before `cutoff`; the ledger keeps the money's history. */
export async function deleteExpiredSessions(db: DbOrTx, cutoff: Date, limit: number) {
  const result = await db
    .deleteFrom('studio_sessions')
    .where(
      'session_hash',
      'in',
      db.selectFrom('studio_sessions').select('session_hash').where('expires_at', '<', cutoff).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
