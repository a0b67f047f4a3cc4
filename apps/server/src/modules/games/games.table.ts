import type { Generated, Selectable } from 'kysely';
import type { GameType, Orientation } from '@casino/contract';

export interface GameStudioTable {
  game_studio_id: Generated<number>;
  code: string;
  name: string;
}

export interface GameTable {
  game_id: Generated<number>;
  game_code: string;
  game_type: GameType;
  orientation: Orientation;
  is_demo_available: boolean;
  /** Tile art URL; null = the site uses /game-icons/{game_code}.png. */
  image_path: string | null;
  game_studio_id: number;
  is_enabled: Generated<boolean>;
  sort_order: number;
  created_at: Generated<Date>;
  /** The title's reading in hiragana, words separated by spaces; null = never set (the seed fills it). */
  reading: string | null;
}

/** Upper-case tags (FEATURED, SLOT, LIVE…). */
export interface GameTagTable {
  game_id: number;
  tag: string;
}

export interface GameTranslationTable {
  game_id: number;
  language: string;
  title: string;
}

/** A player's hearted game (issue 29): once per account and game. */
export interface GameFavouriteTable {
  account_id: string;
  game_code: string;
  created_at: Generated<Date>;
}

export type GameRow = Selectable<GameTable>;
