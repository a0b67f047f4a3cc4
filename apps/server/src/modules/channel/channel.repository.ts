import type { DbOrTx } from '../../db/database.ts';

export async function listChannelCodes(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectFrom('channels').select('code').execute();
  return rows.map((r) => r.code);
}

export async function findChannelByCode(db: DbOrTx, code: string) {
  return db
    .selectFrom('channels')
    .innerJoin('brands', 'brands.brand_id', 'channels.brand_id')
    .select([
      'channels.channel_id',
      'channels.code',
      'channels.name',
      'channels.captcha_enabled',
      'brands.brand_ref',
    ])
    .where('channels.code', '=', code)
    .executeTakeFirst();
}

/** The channel's own flags and the global ones (channel_id null). */
export async function listFeatureFlags(db: DbOrTx, channelId: number) {
  return db
    .selectFrom('feature_flags')
    .select(['channel_id', 'key', 'value'])
    .where((eb) => eb.or([eb('channel_id', '=', channelId), eb('channel_id', 'is', null)]))
    .execute();
}

export async function listLanguages(db: DbOrTx) {
  return db
    .selectFrom('languages')
    .select(['code', 'country_code', 'english_name', 'name'])
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
}

/** Sets the channel's own value of a flag (it wins over the global one). */
export async function upsertChannelFlag(
  db: DbOrTx,
  channelId: number,
  key: 'maintenence' | 'captcha',
  value: boolean,
) {
  await db
    .insertInto('feature_flags')
    .values({ channel_id: channelId, key, value })
    .onConflict((oc) =>
      oc.columns(['channel_id', 'key']).where('channel_id', 'is not', null).doUpdateSet({ value }),
    )
    .execute();
}
