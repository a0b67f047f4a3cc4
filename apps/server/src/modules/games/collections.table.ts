import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CollectionRule } from '@casino/contract';

/** A home page row (issue 29): ordered by `position`, named in ja and en, its games by `rule`. */
export interface GameCollectionTable {
  collection_id: Generated<number>;
  position: number;
  name_ja: string;
  name_en: string;
  rule: CollectionRule;
  /** Upper-case tag of a `tag` row; null for every other rule. */
  tag: string | null;
  /** A manual row's games, in order (text[]). */
  game_codes: ColumnType<string[], string[] | undefined, string[]>;
  is_enabled: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type GameCollectionRow = Selectable<GameCollectionTable>;
