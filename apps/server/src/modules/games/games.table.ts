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

export type GameRow = Selectable<GameTable>;
