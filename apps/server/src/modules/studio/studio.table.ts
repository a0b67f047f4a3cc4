import type { ColumnType, Selectable } from 'kysely';
import type { GameMode } from '@casino/contract';

/** int8: node-postgres returns a string, PGlite a number. */
type Int8 = ColumnType<string | number | bigint, number, number>;

export interface StudioSessionTable {
  /** sha256 (hex) of the game session id; the id itself is never stored. */
  session_hash: string;
  game_code: string;
  mode: GameMode;
  /** Real mode only. */
  account_id: string | null;
  /** Demo mode only: the session's own balance. */
  demo_balance: ColumnType<string | number | bigint | null, number | null, number>;
  language: string;
  lobby_url: string;
  created_at: Date;
  expires_at: Date;
}

export type StudioRoundStatus = 'PENDING' | 'SETTLED' | 'ROLLED_BACK';

export interface StudioRoundTable {
  session_hash: string;
  round_key: string;
  round_id: string;
  bet: Int8;
  status: StudioRoundStatus;
  win: ColumnType<string | number | bigint | null, number | null, number | null>;
  /** jsonb; written as a JSON string. */
  outcome: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  balance_after: ColumnType<string | number | bigint | null, number | null, number | null>;
  created_at: Date;
  settled_at: Date | null;
}

export type StudioSessionRow = Selectable<StudioSessionTable>;
export type StudioRoundRow = Selectable<StudioRoundTable>;
