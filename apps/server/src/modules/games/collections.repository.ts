import { sql, type Insertable } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import type { GameCollectionRow, GameCollectionTable } from './collections.table.ts';

export async function listCollections(db: DbOrTx): Promise<GameCollectionRow[]> {
  return db.selectFrom('game_collections').selectAll().orderBy('position').execute();
}

export async function findCollection(db: DbOrTx, id: number): Promise<GameCollectionRow | undefined> {
  return db.selectFrom('game_collections').selectAll().where('collection_id', '=', id).executeTakeFirst();
}

/** The most recently added enabled games (then the highest id: a seed adds many at once). */
export async function newestGameCodes(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('games')
    .select('game_code')
    .where('is_enabled', '=', true)
    .orderBy('created_at', 'desc')
    .orderBy('game_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.game_code);
}

type Fields = Omit<
  Insertable<GameCollectionTable>,
  'collection_id' | 'created_at' | 'updated_at' | 'position'
>;

export async function insertCollection(db: DbOrTx, fields: Fields, position: number): Promise<number> {
  const row = await db
    .insertInto('game_collections')
    .values({ ...fields, position })
    .returning('collection_id')
    .executeTakeFirstOrThrow();
  return row.collection_id;
}

export async function updateCollection(db: DbOrTx, id: number, fields: Partial<Fields>): Promise<void> {
  await db
    .updateTable('game_collections')
    .set({ ...fields, updated_at: sql<Date>`now()` })
    .where('collection_id', '=', id)
    .execute();
}

export async function deleteCollection(db: DbOrTx, id: number): Promise<void> {
  await db.deleteFrom('game_collections').where('collection_id', '=', id).execute();
}

/**
 * Gives every row its place 0, 1, 2… in the order of `ids`, in ONE statement: the unique position is
 * checked at the statement's end (deferrable), so rows may swap places.
 */
export async function renumber(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const values = sql.join(ids.map((id, index) => sql`(${id}::int, ${index}::int)`));
  await sql`update game_collections c set position = v.position
    from (values ${values}) as v (id, position)
    where c.collection_id = v.id and c.position <> v.position`.execute(db);
}
