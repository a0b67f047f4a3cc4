import type { DbOrTx } from '../../db/database.ts';

/** Stores `value` under `name` unless a value is there already; returns the stored value. */
export async function getOrCreateSecret(db: DbOrTx, name: string, value: string): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
