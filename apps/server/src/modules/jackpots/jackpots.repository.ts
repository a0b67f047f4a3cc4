import { sql, type Insertable, type Updateable } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import type { JackpotRoundRow, JackpotRoundTable, JackpotRow, JackpotTable } from './jackpots.table.ts';

export async function listPools(db: DbOrTx): Promise<JackpotRow[]> {
  return db.selectFrom('jackpots').selectAll().orderBy('jackpot_id').execute();
}

export async function findPool(db: DbOrTx, jackpotId: string): Promise<JackpotRow | undefined> {
  return db.selectFrom('jackpots').selectAll().where('jackpot_id', '=', jackpotId).executeTakeFirst();
}

/** Inserts a pool unless one with its id exists (the first start's seed); 1 when inserted. */
export async function insertPoolIfMissing(db: DbOrTx, row: Insertable<JackpotTable>): Promise<number> {
  const result = await db
    .insertInto('jackpots')
    .values(row)
    .onConflict((oc) => oc.column('jackpot_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * The active pool `gameCode` plays for, locked until the transaction ends (FOR UPDATE): two rounds
 * on the same pool wait for each other here, so each sees the pool the other left. Called LAST in a
 * round's transaction, so the lock is held for the few statements that follow.
 */
export async function lockPoolOf(db: DbOrTx, gameCode: string): Promise<JackpotRow | undefined> {
  return db
    .selectFrom('jackpots')
    .selectAll()
    .where('is_active', '=', true)
    .where(sql<boolean>`${gameCode} = any(game_codes)`)
    .orderBy('jackpot_id')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

/** Locks one pool by id (the console's change). */
export async function lockPool(db: DbOrTx, jackpotId: string): Promise<JackpotRow | undefined> {
  return db
    .selectFrom('jackpots')
    .selectAll()
    .where('jackpot_id', '=', jackpotId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updatePool(
  db: DbOrTx,
  jackpotId: string,
  fields: Updateable<JackpotTable>,
): Promise<JackpotRow> {
  return db
    .updateTable('jackpots')
    .set(fields)
    .where('jackpot_id', '=', jackpotId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The round's record; false when the round has one already (resolved at most once). */
export async function insertRound(db: DbOrTx, row: Insertable<JackpotRoundTable>): Promise<boolean> {
  const result = await db
    .insertInto('jackpot_rounds')
    .values(row)
    .onConflict((oc) => oc.column('round_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findRound(db: DbOrTx, roundId: string): Promise<JackpotRoundRow | undefined> {
  return db.selectFrom('jackpot_rounds').selectAll().where('round_id', '=', roundId).executeTakeFirst();
}
