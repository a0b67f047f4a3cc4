import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES, CONTENT_PAGE_SLUGS, GAME_CATALOGUE, LANGUAGES } from '@casino/contract';
import type { Db } from '../src/db/database.ts';
import { migrateDown, migrateToLatest } from '../src/db/migrate.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { seed } from '../src/wiring/seed.ts';
import { createGamesService } from '../src/modules/games/games.service.ts';
import { createTestDatabase, testConfig, type TestDatabase } from './helper.ts';

let testDb: TestDatabase;
let db: Db;
const config = testConfig();

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
});
afterAll(async () => {
  await testDb?.destroy();
});

async function rowCounts() {
  const tables = [
    'brands',
    'channels',
    'feature_flags',
    'languages',
    'game_studios',
    'games',
    'game_tags',
    'game_translations',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

// The tests of this file build on each other, in order, on one database.
describe('migrations', () => {
  it('apply every migration on an empty database, in name order', async () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
    expect(await migrateToLatest(db)).toEqual(names);
  });

  it('do nothing the second time', async () => {
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('can be reverted and re-applied', async () => {
    const names = Object.keys(migrations);
    for (const name of [...names].reverse()) {
      expect(await migrateDown(db)).toEqual([name]);
    }
    expect(await migrateToLatest(db)).toEqual(names);
  });
});

describe('seed', () => {
  it('fills an empty database from the catalogue', async () => {
    const result = await seed(db, config);
    const tags = GAME_CATALOGUE.reduce((n, g) => n + g.tags.length, 0);
    expect(result).toEqual({
      languages: LANGUAGES.length,
      brands: 1,
      channels: 1,
      featureFlags: 2,
      studios: 3,
      games: GAME_CATALOGUE.length,
      gameTags: tags,
      gameTranslations: GAME_CATALOGUE.length * LANGUAGES.length,
      contentTexts: (CONTENT_PAGE_SLUGS.length + 1) * CONTENT_LANGUAGES.length,
      collections: 7,
      missions: 21, // 18 ladders of rounds and wins, and a weekly free-spins ladder of three
      jackpots: 1,
    });
    const channel = await db
      .selectFrom('channels')
      .select(['code', 'captcha_enabled'])
      .executeTakeFirstOrThrow();
    expect(channel).toEqual({ code: 'WEB', captcha_enabled: true });
  });

  it('is idempotent: a second run inserts nothing and keeps operator changes', async () => {
    const before = await rowCounts();
    await db.updateTable('games').set({ is_enabled: false }).where('game_code', '=', 'WNF_AZTEC_X').execute();
    const result = await seed(db, config);
    expect(Object.values(result).every((n) => n === 0)).toBe(true);
    expect(await rowCounts()).toEqual(before);
    const game = await db
      .selectFrom('games')
      .select('is_enabled')
      .where('game_code', '=', 'WNF_AZTEC_X')
      .executeTakeFirstOrThrow();
    expect(game.is_enabled).toBe(false);
  });

  it('fills in only what is missing', async () => {
    await db.deleteFrom('game_tags').where('tag', '=', 'FEATURED').execute();
    const result = await seed(db, config);
    expect(result.gameTags).toBe(GAME_CATALOGUE.filter((g) => g.tags.includes('FEATURED')).length);
    expect(result.games).toBe(0);
  });
});

describe('constraints', () => {
  const gameId = async () =>
    (await db.selectFrom('games').select('game_id').orderBy('game_id').executeTakeFirstOrThrow()).game_id;

  it('refuse values outside their domain', async () => {
    const id = await gameId();
    await expect(
      sql`update games set game_type = 'POKER' where game_id = ${id}`.execute(db),
    ).rejects.toThrow();
    await expect(
      sql`update games set orientation = 'diagonal' where game_id = ${id}`.execute(db),
    ).rejects.toThrow();
    await expect(db.insertInto('game_tags').values({ game_id: id, tag: 'slot' }).execute()).rejects.toThrow();
    await expect(
      db.insertInto('game_translations').values({ game_id: id, language: 'xx', title: 'X' }).execute(),
    ).rejects.toThrow();
    await expect(
      sql`insert into channels (code, name, brand_id) values ('web', 'lower', 1)`.execute(db),
    ).rejects.toThrow();
  });

  it('keep one global value per feature flag', async () => {
    await expect(
      db.insertInto('feature_flags').values({ channel_id: null, key: 'captcha', value: false }).execute(),
    ).rejects.toThrow();
  });
});

describe('games catalogue cache', () => {
  it('serves the catalogue from memory until the TTL ends', async () => {
    let now = 0;
    const service = createGamesService(db, config, { cacheTtlMs: 1000, now: () => now });
    const codes = async () => (await service.listGames({ limit: 500 }))[0]?.games.map((g) => g.gameCode);
    expect(await codes()).toContain('WNF_NEON_KOI');
    await db
      .updateTable('games')
      .set({ is_enabled: false })
      .where('game_code', '=', 'WNF_NEON_KOI')
      .execute();
    now = 999;
    expect(await codes()).toContain('WNF_NEON_KOI');
    now = 1000;
    expect(await codes()).not.toContain('WNF_NEON_KOI');
  });
});
