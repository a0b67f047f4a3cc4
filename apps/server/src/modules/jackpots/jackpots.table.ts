import type { ColumnType, Selectable } from 'kysely';
import type { Int8 } from '../../db/int8.ts';

/** A progressive jackpot's pool (issue 30): amounts in milli-coins (1 coin = 1,000). */
export interface JackpotTable {
  jackpot_id: string;
  name_ja: string;
  name_en: string;
  amount: Int8;
  seed: Int8;
  must_drop_by: Int8;
  share_bp: number;
  game_codes: ColumnType<string[], string[] | undefined, string[]>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  last_win_amount: Int8 | null;
  last_win_at: Date | null;
  last_win_round_id: string | null;
  updated_at: Date;
}
export type JackpotRow = Selectable<JackpotTable>;

/** One participating real round's part in a pool: written once (round_id is the key). */
export interface JackpotRoundTable {
  round_id: string;
  jackpot_id: string;
  account_id: string;
  game_code: string;
  stake: Int8;
  pool_before: Int8;
  contribution: Int8;
  share_bp: number;
  seed: Int8;
  must_drop_by: Int8;
  draw: string;
  won: boolean;
  payout: Int8;
  created_at: Date;
}
export type JackpotRoundRow = Selectable<JackpotRoundTable>;

export interface JackpotTables {
  jackpots: JackpotTable;
  jackpot_rounds: JackpotRoundTable;
}
