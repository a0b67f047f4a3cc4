import { sql } from 'kysely';
import { CATALOGUE_READINGS, GAME_CATALOGUE, LANGUAGES, STUDIOS } from '@casino/contract';
import type { Config } from '../config.ts';
import { seedContent } from '../modules/content/content.seed.ts';
import { seedCollections } from '../modules/games/collections.seed.ts';
import { seedMissions } from '../modules/missions/missions.seed.ts';
import { seedJackpots } from '../modules/jackpots/jackpots.seed.ts';
import type { Db, DbOrTx } from '../db/database.ts';

export interface SeedResult {
  languages: number;
  brands: number;
  channels: number;
  featureFlags: number;
  studios: number;
  games: number;
  gameTags: number;
  gameTranslations: number;
  /** Texts of the content store: the static pages and the welcome promotion, per language. */
  contentTexts: number;
  /** Issue 29: the home page's default collections (only into a database that has none). */
  collections: number;
  /** Issue 30: the default missions (only into a database that has none). */
  missions: number;
  /** Issue 30: the default progressive jackpot pool (only when it does not exist). */
  jackpots: number;
}

type SeedConfig = Pick<Config, 'brandRef' | 'accountRef' | 'channelCode'> &
  Partial<Pick<Config, 'channelCaptcha'>>;

/**
 * Fills what is missing: the languages, the configured brand and channel (captcha on), the global
 * feature flags, the game catalogue of the contract and the static pages' texts. Every insert is keyed by a natural unique key
 * and does nothing on conflict, so running it again (every start does) changes nothing, and rows an
 * operator edited (a disabled game, a changed flag) are never overwritten. Returns how many rows it
 * inserted per table: all zero on a seeded database.
 */
export async function seed(db: Db, config: SeedConfig): Promise<SeedResult> {
  return db.transaction().execute(async (tx) => {
    const site = await seedSite(tx, config);
    const catalogue = await seedCatalogue(tx);
    const contentTexts = await seedContent(tx, new Date());
    const collections = await seedCollections(tx);
    const missions = await seedMissions(tx, new Date());
    const jackpots = await seedJackpots(tx, new Date());
    return { ...site, ...catalogue, contentTexts, collections, missions, jackpots };
  });
}

/** Languages, the configured brand and channel, and the global feature flags (captcha follows config). */
async function seedSite(tx: DbOrTx, config: SeedConfig) {
  const languages = await tx
    .insertInto('languages')
    .values(
      LANGUAGES.map((l, index) => ({
        code: l.code,
        country_code: l.countryCode,
        english_name: l.englishName,
        name: l.name,
        sort_order: index,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('code')
    .execute();

  const brands = await tx
    .insertInto('brands')
    .values({ brand_ref: config.brandRef, account_ref: config.accountRef, name: config.brandRef })
    .onConflict((oc) => oc.column('brand_ref').doNothing())
    .returning('brand_id')
    .execute();
  const brand = await tx
    .selectFrom('brands')
    .select('brand_id')
    .where('brand_ref', '=', config.brandRef)
    .executeTakeFirstOrThrow();

  const channels = await tx
    .insertInto('channels')
    .values({
      code: config.channelCode,
      name: config.channelCode === 'WEB' ? 'Web' : config.channelCode,
      brand_id: brand.brand_id,
      captcha_enabled: config.channelCaptcha ?? true,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('channel_id')
    .execute();

  const featureFlags = await tx
    .insertInto('feature_flags')
    .values([
      { channel_id: null, key: 'maintenence', value: false },
      { channel_id: null, key: 'captcha', value: true },
    ])
    .onConflict((oc) => oc.column('key').where('channel_id', 'is', null).doNothing())
    .returning('feature_flag_id')
    .execute();

  // CHANNEL_CAPTCHA is the one setting that overrides the database at every start: the channel's own
  // flag and its channel-specific captcha feature flag (which wins over the global one) follow it, so
  // the channel's `captcha` (captcha_enabled AND the flag) is exactly the setting.
  if (config.channelCaptcha !== undefined) {
    const channel = await tx
      .updateTable('channels')
      .set({ captcha_enabled: config.channelCaptcha })
      .where('code', '=', config.channelCode)
      .returning('channel_id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('feature_flags')
      .values({ channel_id: channel.channel_id, key: 'captcha', value: config.channelCaptcha })
      .onConflict((oc) =>
        oc
          .columns(['channel_id', 'key'])
          .where('channel_id', 'is not', null)
          .doUpdateSet({ value: config.channelCaptcha }),
      )
      .execute();
  }

  return {
    languages: languages.length,
    brands: brands.length,
    channels: channels.length,
    featureFlags: featureFlags.length,
  };
}

/** The contract's game catalogue: studios, games, their tags and translated titles. */
async function seedCatalogue(tx: DbOrTx) {
  const studios = await tx
    .insertInto('game_studios')
    .values(Object.values(STUDIOS).map((s) => ({ code: s.code, name: s.name })))
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('game_studio_id')
    .execute();
  const studioIds = new Map(
    (await tx.selectFrom('game_studios').select(['game_studio_id', 'code']).execute()).map((s) => [
      s.code,
      s.game_studio_id,
    ]),
  );

  const games = await tx
    .insertInto('games')
    .values(
      GAME_CATALOGUE.map((g, index) => {
        const studioId = studioIds.get(STUDIOS[g.studio].code);
        if (studioId === undefined) throw new Error(`Studio ${g.studio} is missing`);
        return {
          game_code: g.gameCode,
          game_type: g.gameType,
          orientation: g.orientation,
          is_demo_available: g.isDemoAvailable,
          image_path: null,
          reading: CATALOGUE_READINGS[g.gameCode] ?? null,
          game_studio_id: studioId,
          sort_order: (index + 1) * 10,
        };
      }),
    )
    .onConflict((oc) => oc.column('game_code').doNothing())
    .returning('game_id')
    .execute();
  // Games from before readings existed (null) get the catalogue's; '' (cleared in the console) stays.
  await sql`update games set reading = r.reading
    from (values ${sql.join(Object.entries(CATALOGUE_READINGS).map(([code, reading]) => sql`(${code}, ${reading})`))})
      as r (game_code, reading)
    where games.game_code = r.game_code and games.reading is null`.execute(tx);
  const gameIds = new Map(
    (
      await tx
        .selectFrom('games')
        .select(['game_id', 'game_code'])
        .where(
          'game_code',
          'in',
          GAME_CATALOGUE.map((g) => g.gameCode),
        )
        .execute()
    ).map((g) => [g.game_code, g.game_id]),
  );
  const idOf = (gameCode: string): number => {
    const id = gameIds.get(gameCode);
    if (id === undefined) throw new Error(`Game ${gameCode} is missing`);
    return id;
  };

  const gameTags = await tx
    .insertInto('game_tags')
    .values(GAME_CATALOGUE.flatMap((g) => g.tags.map((tag) => ({ game_id: idOf(g.gameCode), tag }))))
    .onConflict((oc) => oc.columns(['game_id', 'tag']).doNothing())
    .returning('game_id')
    .execute();

  const gameTranslations = await tx
    .insertInto('game_translations')
    .values(
      GAME_CATALOGUE.flatMap((g) =>
        LANGUAGES.map((l) => ({ game_id: idOf(g.gameCode), language: l.code, title: g.title[l.code] })),
      ),
    )
    .onConflict((oc) => oc.columns(['game_id', 'language']).doNothing())
    .returning('game_id')
    .execute();

  return {
    studios: studios.length,
    games: games.length,
    gameTags: gameTags.length,
    gameTranslations: gameTranslations.length,
  };
}
