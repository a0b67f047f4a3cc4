import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';

/** Resolves when the database answers a trivial query; rejects otherwise. */
export async function pingDatabase(db: DbOrTx): Promise<void> {
  await sql`select 1`.execute(db);
}

/** The latest migration the database has applied (Kysely's table), or undefined before the first. */
export async function latestMigration(db: DbOrTx): Promise<string | undefined> {
  const { rows } = await sql<{
    name: string;
  }>`select name from kysely_migration order by name desc limit 1`.execute(db);
  return rows[0]?.name;
}
