import type { ColumnType, Selectable } from 'kysely';
import type { GameMode } from '@casino/contract';

/** int8 columns arrive as safe-integer numbers (db/int8.ts parses them once, for both engines). */
import type { Int8 } from '../../db/int8.ts';

export interface StudioSessionTable {
  /** sha256 (hex) of the game session id; the id itself is never stored. */
  session_hash: string;
  game_code: string;
  mode: GameMode;
  /** Real mode only. */
  account_id: string | null;
  /** Demo mode only: the session's own balance. */
  demo_balance: ColumnType<number | null, number | null, number>;
  language: string;
  lobby_url: string;
  created_at: Date;
  expires_at: Date;
}

/**
 * PENDING: claimed, being played (or interrupted); DECIDING: the bet is taken and the round waits for the
 * player's pick (contract decisions.ts); SETTLED: paid; ROLLED_BACK: refunded.
 */
export type StudioRoundStatus = 'PENDING' | 'DECIDING' | 'SETTLED' | 'ROLLED_BACK';

export interface StudioRoundTable {
  session_hash: string;
  round_key: string;
  round_id: string;
  bet: Int8;
  status: StudioRoundStatus;
  win: ColumnType<number | null, number | null, number | null>;
  /** jsonb; written as a JSON string. */
  outcome: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  balance_after: ColumnType<number | null, number | null, number | null>;
  created_at: Date;
  settled_at: Date | null;
  /** jsonb: the BetInput ({ bet } or { bets }); written as a JSON string. */
  bet_input: ColumnType<unknown, string | null, string | null>;
  /** The player's picks so far (int[]), in the order the round asked for them. */
  choices: ColumnType<number[], number[] | undefined, number[]>;
  /** DECIDING only: when the open pick is made by the auto-pick rule. */
  decision_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The picks from this index on were made by the auto-pick rule; null when the player made them all. */
  auto_picked_from: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the game reported an auto-picked round shown to the player (it is told once); null until then. */
  auto_pick_seen_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A server seed: one active per account (real mode) or per demo game session. */
export interface StudioSeedTable {
  seed_id: string;
  account_id: string | null;
  session_hash: string | null;
  /** Secret until retired_at is set. */
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /** The nonce of the next round; once retired, the number of rounds played with the seed. */
  next_nonce: ColumnType<number, number | undefined, never>;
  created_at: Date;
  retired_at: Date | null;
}

/** The provably fair record of a decided round. */
export interface StudioFairRoundTable {
  round_id: string;
  game_code: string;
  account_id: string | null;
  session_hash: string | null;
  seed_id: string;
  client_seed: string;
  nonce: Int8;
  bet_input: ColumnType<unknown, string, never>;
  stake: Int8;
  /** Of a round waiting for a pick: what is decided so far; set again when the pick settles it. */
  total_win: ColumnType<number, number, number>;
  outcome: ColumnType<Record<string, unknown>, string, string>;
  created_at: Date;
  /** The picks the outcome was played with (int[]); recomputing the round needs them. */
  choices: ColumnType<number[], number[] | undefined, number[]>;
  auto_picked_from: ColumnType<number | null, number | null | undefined, number | null>;
  /** True while the round waits for a pick (its outcome is the partial one). */
  pending: ColumnType<boolean, boolean | undefined, boolean>;
  /**
   * The game's maths version the outcome was decided under (@casino/studio mathsVersion); null for rounds
   * recorded before versions were kept (docs/decisions/023-maths-version.md).
   */
  maths_version: ColumnType<string | null, string | null | undefined, string | null>;
}

export type StudioSessionRow = Selectable<StudioSessionTable>;
export type StudioRoundRow = Selectable<StudioRoundTable>;
export type StudioSeedRow = Selectable<StudioSeedTable>;
export type StudioFairRoundRow = Selectable<StudioFairRoundTable>;
