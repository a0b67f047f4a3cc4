import type { DbOrTx } from '../../db/database.ts';

/** The account's hearted games, newest first. */
export async function listFavourites(db: DbOrTx, accountId: string) {
  return db
    .selectFrom('game_favourites')
    .select('game_code')
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('game_code')
    .execute();
}

export async function countFavourites(db: DbOrTx, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('game_favourites')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Once per account and game: a second heart of the same game changes nothing. */
export async function addFavourite(db: DbOrTx, accountId: string, gameCode: string) {
  await db
    .insertInto('game_favourites')
    .values({ account_id: accountId, game_code: gameCode })
    .onConflict((oc) => oc.columns(['account_id', 'game_code']).doNothing())
    .execute();
}

export async function removeFavourite(db: DbOrTx, accountId: string, gameCode: string) {
  await db
    .deleteFrom('game_favourites')
    .where('account_id', '=', accountId)
    .where('game_code', '=', gameCode)
    .execute();
}
