import type { DbOrTx } from '../../db/database.ts';

/** The catalogue: every game with its studio (whose name each caller selects), in catalogue order. */
function catalogue(db: DbOrTx) {
  return db
    .selectFrom('games')
    .innerJoin('game_studios', 'game_studios.game_studio_id', 'games.game_studio_id')
    .select('game_studios.name as game_studio_name')
    .orderBy('games.sort_order')
    .orderBy('games.game_id');
}

/** Enabled games in catalogue order, with their studio. */
export async function listEnabledGames(db: DbOrTx) {
  return catalogue(db)
    .select([
      'games.game_id',
      'games.game_code',
      'games.game_type',
      'games.orientation',
      'games.is_demo_available',
      'games.image_path',
      'games.game_studio_id',
      'games.reading',
    ])
    .where('games.is_enabled', '=', true)
    .execute();
}

export async function listTags(db: DbOrTx, gameIds: readonly number[]) {
  if (gameIds.length === 0) return [];
  return db
    .selectFrom('game_tags')
    .select(['game_id', 'tag'])
    .where('game_id', 'in', gameIds)
    .orderBy('game_id')
    .orderBy('tag')
    .execute();
}

/** Translations in the languages' display order (ja first). */
export async function listTranslations(db: DbOrTx, gameIds: readonly number[]) {
  if (gameIds.length === 0) return [];
  return db
    .selectFrom('game_translations')
    .innerJoin('languages', 'languages.code', 'game_translations.language')
    .select(['game_translations.game_id', 'game_translations.language', 'game_translations.title'])
    .where('game_translations.game_id', 'in', gameIds)
    .orderBy('game_translations.game_id')
    .orderBy('languages.sort_order')
    .execute();
}

/** Every game (enabled or not) in catalogue order, for the back office. */
export async function listAllGames(db: DbOrTx) {
  return catalogue(db)
    .select([
      'games.game_id',
      'games.game_code',
      'games.game_type',
      'games.is_enabled',
      'games.is_demo_available',
      'games.sort_order',
      'games.reading',
    ])
    .execute();
}

export async function updateGame(
  db: DbOrTx,
  gameId: number,
  values: { is_enabled?: boolean; is_demo_available?: boolean; sort_order?: number; reading?: string },
) {
  if (Object.keys(values).length === 0) return;
  await db.updateTable('games').set(values).where('game_id', '=', gameId).execute();
}

export async function replaceTags(db: DbOrTx, gameId: number, tags: readonly string[]) {
  await db.deleteFrom('game_tags').where('game_id', '=', gameId).execute();
  if (tags.length > 0) {
    await db
      .insertInto('game_tags')
      .values(tags.map((tag) => ({ game_id: gameId, tag })))
      .execute();
  }
}
