import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';

/** Resolves when the database answers a trivial query; rejects otherwise. */
export async function pingDatabase(db: DbOrTx): Promise<void> {
  await sql`select 1`.execute(db);
}
