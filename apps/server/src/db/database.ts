import type { Kysely, Transaction } from 'kysely';
import type { AnalyticsEventTable } from '../modules/analytics/analytics.table.ts';
import type {
  BrandTable,
  ChannelTable,
  FeatureFlagTable,
  LanguageTable,
} from '../modules/channel/channel.table.ts';
import type {
  GameStudioTable,
  GameTable,
  GameTagTable,
  GameTranslationTable,
} from '../modules/games/games.table.ts';

/** Every table, as Kysely sees it. Each module types its own tables in <module>.table.ts. */
export interface Database {
  brands: BrandTable;
  channels: ChannelTable;
  feature_flags: FeatureFlagTable;
  languages: LanguageTable;
  game_studios: GameStudioTable;
  games: GameTable;
  game_tags: GameTagTable;
  game_translations: GameTranslationTable;
  analytics_events: AnalyticsEventTable;
}

export type Db = Kysely<Database>;
/** Repositories take either the database or an open transaction. */
export type DbOrTx = Kysely<Database> | Transaction<Database>;
