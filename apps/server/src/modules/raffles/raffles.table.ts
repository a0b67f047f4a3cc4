import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CompetitionStatus, RaffleType } from '@casino/contract';

/** int8 comes back as a string (pg) or a number (PGlite). */
type Int8 = ColumnType<string | number | bigint, number | bigint, number | bigint>;
type Json<T> = ColumnType<T, string, string>;

export interface StoredTicketRange {
  entrantRef: string;
  displayName: string;
  firstTicket: number;
  tickets: number;
}

export interface StoredTranslation {
  languageCode: string;
  title: string;
  description: string;
  termsAndConditions: string;
}

export interface RaffleTable {
  raffle_id: Generated<number>;
  raffle_ref: string;
  raffle_type: RaffleType;
  /** Stored status; SCHEDULED/RUNNING are shown by the clock (raffles.status.ts). */
  status: CompetitionStatus;
  account_ref: string;
  brand_ref: string;
  start_at: Date;
  end_at: Date;
  draw_at: Date;
  wager_per_entry: Int8;
  prizes: Json<number[]>;
  banner_file_name: string | null;
  server_seed: string;
  server_seed_hash: string;
  ticket_list: Json<StoredTicketRange[]> | null;
  ticket_list_hash: string | null;
  ticket_count: number | null;
  quick_slot: Date | null;
  created_at: Date;
  updated_at: Date;
  closed_at: Date | null;
  drawn_at: Date | null;
  cancelled_at: Date | null;
  /** 1: seed and ticket list only (raffles before issue 32); 2: with a beacon round (docs/raffles.md). */
  draw_scheme: Generated<number>;
  /** Scheme 2: the beacon and its round, fixed at creation; the round's value once drawn (64 hex). */
  beacon_id: string | null;
  beacon_round: Int8 | null;
  /** When the beacon round is published: strictly after end_at (a CHECK). */
  beacon_round_at: Date | null;
  beacon_value: string | null;
}
export type RaffleRow = Selectable<RaffleTable>;

export interface RaffleTranslationTable {
  raffle_id: number;
  language_code: string;
  title: string;
  description: string;
  terms_and_conditions: string;
}

export interface RaffleGameTable {
  raffle_id: number;
  game_code: string;
  is_enabled: Generated<boolean>;
}

export interface RaffleEntryTable {
  raffle_id: number;
  account_id: string;
  entrant_ref: string;
  wagered: Int8;
  created_at: Date;
  updated_at: Date;
}

export interface RaffleWagerMoveTable {
  raffle_id: number;
  ledger_id: Int8 | string;
  account_id: string;
  provider: string;
  round_id: string;
  amount: Int8;
  created_at: Date;
}

export interface RaffleWinnerTable {
  raffle_id: number;
  place: number;
  account_id: string;
  entrant_ref: string;
  ticket: number;
  attempt: number;
  prize: Int8;
  wallet_transaction_id: Int8 | string | null;
  paid_at: Date | null;
}

export interface RaffleQuickScheduleTable {
  schedule_id: 'quick';
  enabled: boolean;
  every_minutes: number;
  duration_minutes: number;
  wager_per_entry: Int8;
  prizes: Json<number[]>;
  game_codes: Json<string[]>;
  translations: Json<StoredTranslation[]>;
  updated_at: Date;
}

/** The local stand-in beacon's published rounds (raffles.beacon.ts). */
export interface RandomnessBeaconRoundTable {
  beacon_id: string;
  round: Int8;
  value: string;
  published_at: Date;
}

export interface RaffleTables {
  raffles: RaffleTable;
  raffle_translations: RaffleTranslationTable;
  raffle_games: RaffleGameTable;
  raffle_entries: RaffleEntryTable;
  raffle_wager_moves: RaffleWagerMoveTable;
  raffle_winners: RaffleWinnerTable;
  raffle_quick_schedule: RaffleQuickScheduleTable;
  randomness_beacon_rounds: RandomnessBeaconRoundTable;
}
