import type { ColumnType } from 'kysely';
import type { VipTier } from '@casino/contract';
import type { Int8 } from '../../db/int8.ts';

/** A player's experience and the highest level whose reward was claimed (migration 20261201300000). */
export interface ProgressionAccountTable {
  account_id: string;
  xp: ColumnType<Int8, number, never>;
  claimed_level: ColumnType<number, number | undefined, number>;
  updated_at: Date;
}

/** Coins wagered per player and Japan day (`day` as `YYYY-MM-DD`). */
export interface ProgressionWagerDayTable {
  account_id: string;
  day: ColumnType<string, string, never>;
  wagered: ColumnType<Int8, number, never>;
}

/** A VIP monthly gift seen paid (the ledger's key is the guarantee). */
export interface ProgressionGiftTable {
  account_id: string;
  month: string;
  tier: Exclude<VipTier, 'BRONZE'>;
  amount: ColumnType<Int8, number, never>;
  transaction_id: ColumnType<Int8, number, never>;
  claimed_at: Date;
}

export interface ProgressionTables {
  progression_accounts: ProgressionAccountTable;
  progression_wager_days: ProgressionWagerDayTable;
  progression_gifts: ProgressionGiftTable;
}
