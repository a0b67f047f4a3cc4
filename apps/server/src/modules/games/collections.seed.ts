import { GAME_CATALOGUE } from '@casino/contract';
import { gameFacts, hasStudioFacts } from '@casino/studio';
import type { Insertable } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import type { GameCollectionTable } from './collections.table.ts';

type SeedRow = Omit<
  Insertable<GameCollectionTable>,
  'collection_id' | 'created_at' | 'updated_at' | 'is_enabled'
>;

/** Titles with a Japanese theme (the catalogue's own art and names say so). */
const JAPANESE_THEMES = [
  'WNF_OIRAN_DREAMS',
  'JPL_FIGHTING_SAMURAI',
  'WNF_SAKURA_FORTUNE',
  'WNF_LUCKY_NEKO',
  'WNF_MOON_RABBIT',
  'WNF_NEON_KOI',
  'EVO_LIVE_JAPANESE_ROULETTE',
  'EVO_LIVE_JAPANESE_SPEED_BACCARAT',
];

/** Jackpot: the studio's titles whose maths has hold-and-win jackpots (read off their definitions). */
const jackpotTitles = (): string[] =>
  GAME_CATALOGUE.map((g) => g.gameCode).filter(
    (code) => hasStudioFacts(code) && gameFacts(code).features.includes('hold-and-win'),
  );

/** The rows a fresh site's home page shows, top to bottom (the console changes them from there). */
export function defaultCollections(): SeedRow[] {
  const rows: Omit<SeedRow, 'position'>[] = [
    { name_ja: 'おすすめ', name_en: 'Featured', rule: 'tag', tag: 'FEATURED', game_codes: [] },
    { name_ja: '新着', name_en: 'New', rule: 'newest', tag: null, game_codes: [] },
    { name_ja: '今週の人気', name_en: 'Popular this week', rule: 'popular', tag: null, game_codes: [] },
    { name_ja: 'ジャックポット', name_en: 'Jackpot', rule: 'manual', tag: null, game_codes: jackpotTitles() },
    {
      name_ja: '和テーマ',
      name_en: 'Japanese themes',
      rule: 'manual',
      tag: null,
      game_codes: JAPANESE_THEMES,
    },
    { name_ja: 'スロット', name_en: 'Slots', rule: 'tag', tag: 'SLOT', game_codes: [] },
    { name_ja: 'ライブカジノ', name_en: 'Live casino', rule: 'tag', tag: 'LIVE', game_codes: [] },
  ];
  return rows.map((row, position) => ({ ...row, position }));
}

/**
 * Seeds the default collections into a database that has none (a fresh start); a database whose
 * operator has kept any row is left as it is. Returns how many rows it inserted.
 */
export async function seedCollections(tx: DbOrTx): Promise<number> {
  const any = await tx.selectFrom('game_collections').select('collection_id').limit(1).executeTakeFirst();
  if (any) return 0;
  const rows = defaultCollections();
  await tx.insertInto('game_collections').values(rows).execute();
  return rows.length;
}
