import type { ColumnType, Selectable } from 'kysely';
import type { GeneratedInt8, Int8 } from '../../db/int8.ts';

/** Migration 20261129100000_responsible_play: what each table holds and why. */
export interface RpSettingsTable {
  account_id: string;
  reality_check_minutes: ColumnType<number, number | undefined, number>;
  last_play_at: Date | null;
  updated_at: Date;
}

export interface RpLimitTable {
  account_id: string;
  kind: 'wager' | 'loss' | 'time';
  period: 'daily' | 'weekly' | 'monthly';
  value: Int8 | null;
  pending_value: Int8 | null;
  pending_effective_at: Date | null;
  updated_at: Date;
}

export interface RpUsageDayTable {
  account_id: string;
  /** The JST day, 'YYYY-MM-DD'. */
  day: ColumnType<string, string, string>;
  wagered: ColumnType<number, number | undefined, number>;
  net_loss: ColumnType<number, number | undefined, number>;
  play_seconds: ColumnType<number, number | undefined, number>;
}

export interface RpRestrictionTable {
  restriction_id: string;
  account_id: string;
  type: 'break' | 'exclusion';
  period: string;
  started_at: Date;
  ends_at: Date | null;
  applied_by: 'player' | 'operator';
  operator_id: string | null;
  note: string | null;
  liftable_from: Date | null;
  lift_requested_at: Date | null;
}

export interface RpEventTable {
  event_id: GeneratedInt8;
  account_id: string;
  type:
    | 'limit_set'
    | 'limit_scheduled'
    | 'reality_check_set'
    | 'break_started'
    | 'exclusion_started'
    | 'lift_requested';
  at: Date;
  kind: string | null;
  period: string | null;
  value: Int8 | null;
  previous_value: Int8 | null;
  effective_at: Date | null;
  ends_at: Date | null;
  actor: string;
  note: string | null;
}

export interface ResponsiblePlayTables {
  rp_settings: RpSettingsTable;
  rp_limits: RpLimitTable;
  rp_usage_days: RpUsageDayTable;
  rp_restrictions: RpRestrictionTable;
  rp_events: RpEventTable;
}

export type RpLimitRow = Selectable<RpLimitTable>;
export type RpRestrictionRow = Selectable<RpRestrictionTable>;
export type RpEventRow = Selectable<RpEventTable>;
