import type { ColumnType, Selectable } from 'kysely';
import type { ApprovalKind, ApprovalStatus } from '@casino/contract';

/** int8 columns: node-postgres returns a string, PGlite a number. */
type Int8 = ColumnType<string | number | bigint, number, number>;
/** jsonb written as a JSON string, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export interface MoneyApprovalTable {
  kind: ApprovalKind;
  subject_id: string;
  label: string;
  terms: Json<Record<string, unknown>>;
  liability: Int8;
  status: ApprovalStatus;
  revision: number;
  needs_second: boolean;
  proposed_by_id: string | null;
  proposed_by: string;
  proposed_at: Date;
  decided_by_id: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  reason: string | null;
}

export interface MoneyApprovalSettingsTable {
  settings_id: 'money';
  four_eyes_threshold: Int8;
  updated_at: Date;
  updated_by: string | null;
}

/** The module's tables; src/db/database.ts adds them to `Database`. */
export interface ApprovalTables {
  money_approvals: MoneyApprovalTable;
  money_approval_settings: MoneyApprovalSettingsTable;
}

export type MoneyApprovalRow = Selectable<MoneyApprovalTable>;
