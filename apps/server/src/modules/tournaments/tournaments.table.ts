import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CompetitionTranslation, PrizeTier, Recurrence, ScoringRule } from '@casino/contract';

/** int8 columns: node-postgres returns a string, PGlite a number; the service converts with Number(). */
type Int8 = ColumnType<string | number | bigint, number, number>;
/** jsonb written as a JSON string, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export type TournamentState = 'ACTIVE' | 'SETTLING' | 'COMPLETED' | 'CANCELLED';

export interface TournamentTable {
  tournament_id: ColumnType<string | number | bigint, never, never>;
  tournament_ref: string;
  series_ref: string | null;
  recurrence: Recurrence;
  state: TournamentState;
  start_at: Date;
  end_at: Date;
  games: Json<string[]>;
  translations: Json<CompetitionTranslation[]>;
  prizes: Json<PrizeTier[]>;
  scoring_rule: ScoringRule;
  coins_per_point: number;
  min_bet: Int8;
  banner_file_name: string | null;
  next_created: Generated<boolean>;
  created_at: Date;
  updated_at: Date;
  settled_at: Date | null;
  cancelled_at: Date | null;
}

export interface TournamentRoundTable {
  tournament_id: Int8;
  provider: string;
  round_id: string;
  account_id: string;
  stake: Int8;
  won: Int8;
  points: Int8;
}

export interface TournamentScoreTable {
  tournament_id: Int8;
  account_id: string;
  score: Int8;
  rounds: number;
  reached_at: Date;
  reached_ledger_id: Int8;
}

export interface TournamentResultTable {
  tournament_id: Int8;
  rank: number;
  account_id: string;
  display_name: string;
  score: Int8;
  prize: Int8;
}

/** The module's tables; src/db/database.ts adds them to `Database`. */
export interface TournamentTables {
  tournaments: TournamentTable;
  tournament_rounds: TournamentRoundTable;
  tournament_scores: TournamentScoreTable;
  tournament_results: TournamentResultTable;
}

export type TournamentRow = Selectable<TournamentTable>;
export type TournamentRoundRow = Selectable<TournamentRoundTable>;
