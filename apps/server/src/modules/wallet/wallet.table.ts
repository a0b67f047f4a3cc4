import type { ColumnType, Selectable } from 'kysely';
import type { TransactionType } from '@casino/contract';

/** int8 columns arrive as safe-integer numbers (db/int8.ts parses them once, for both engines). */
export type { GeneratedInt8, Int8 } from '../../db/int8.ts';
import type { GeneratedInt8, Int8 } from '../../db/int8.ts';

export interface WalletTable {
  account_id: string;
  currency: ColumnType<string, string | undefined, never>;
  balance: ColumnType<number, number | undefined, number>;
  last_daily_claim_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface WalletTransactionTable {
  transaction_id: GeneratedInt8;
  account_id: string;
  created_at: Date;
  transaction_type: TransactionType;
  amount: Int8;
  new_balance: Int8;
  currency: string;
  idempotency_key: string;
  request_fingerprint: string;
  provider: string | null;
  provider_transaction_id: string | null;
  game_code: string | null;
  round_id: string | null;
  session_id: string | null;
  trace_id: string | null;
  rollback_of: string | null;
  rolled_back_transaction_id: ColumnType<number | null, string | null, never>;
  /** ADJUSTMENT only: why (mandatory) and who (`operator:<id>`). */
  reason: ColumnType<string | null, string | null | undefined, never>;
  actor: ColumnType<string | null, string | null | undefined, never>;
}

export type RoundStatus = 'OPEN' | 'CLOSED' | 'ROLLED_BACK';

export interface GameRoundTable {
  provider: string;
  round_id: string;
  account_id: string;
  game_code: string;
  status: RoundStatus;
  opened_at: Date;
  last_activity_at: Date;
  closed_at: Date | null;
}

export interface PendingBonusTable {
  pending_bonus_id: GeneratedInt8;
  account_id: string;
  kind: string;
  amount: Int8;
  created_at: Date;
  claimed_transaction_id: ColumnType<number | null, never, string>;
}

/** A provider session: a launch token of one of the provider's games, traded for the player (docs/wallet.md). */
export interface ProviderSessionTable {
  provider: string;
  account_id: string;
  game_code: string;
  opened_at: Date;
  expires_at: Date;
}

/** A daily-bonus claim and the login-calendar day it paid (issue 30), one per account and window. */
export interface DailyBonusClaimTable {
  account_id: string;
  window_id: string;
  calendar_day: number;
  amount: Int8;
  transaction_id: Int8;
  claimed_at: Date;
}

/** A refill (issue 30), one per account and window (`first` or `after:<last refill>`). */
export interface RefillClaimTable {
  account_id: string;
  window_id: string;
  amount: Int8;
  transaction_id: Int8;
  claimed_at: Date;
}

/** The operators' terms of the login calendar and the refill: one row, id 1. */
export interface BonusSettingsTable {
  id: number;
  calendar_pct: number[];
  refill_amount: number;
  refill_below: number;
  refill_interval_hours: number;
  updated_at: Date | null;
  updated_by: string | null;
}

/** The wallet's tables; src/db/database.ts adds them to `Database`. */
export interface WalletTables {
  daily_bonus_claims: DailyBonusClaimTable;
  refill_claims: RefillClaimTable;
  bonus_settings: BonusSettingsTable;
  wallets: WalletTable;
  wallet_transactions: WalletTransactionTable;
  game_rounds: GameRoundTable;
  pending_bonuses: PendingBonusTable;
  provider_sessions: ProviderSessionTable;
}

export type WalletRow = Selectable<WalletTable>;
/** What the wallet reads of a ledger row (an adjustment's reason and actor are the back office's to read). */
export type WalletTransactionRow = Omit<Selectable<WalletTransactionTable>, 'reason' | 'actor'>;
export type GameRoundRow = Selectable<GameRoundTable>;
export type PendingBonusRow = Selectable<PendingBonusTable>;
