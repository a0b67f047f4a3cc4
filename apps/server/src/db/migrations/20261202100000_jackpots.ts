import { sql, type Kysely } from 'kysely';
import { prizeTransactionType, run, WALLET_TRANSACTION_TYPES } from './ddl.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The provably fair progressive jackpot (issue 30, docs/provably-fair.md §"Progressive jackpot"):
 * - jackpots: one row per pool, amounts in milli-coins (1 coin = 1,000) so that every stake's share
 *   is exact; the pool never goes below 0 and always lies below its must-drop-by amount (a round that
 *   would reach it wins). Rounds lock and update the row last in their transaction.
 * - jackpot_rounds: one row per participating real round (round_id is the key: a round is resolved at
 *   most once), with the pool before it, the terms in force and the draw — what a verifier needs.
 * - wallet_transactions gains JACKPOT: a win of the pool, its own movement (provider id
 *   `<roundId>:jackpot`), with a reason and an author like the prizes.
 */
const before = [...WALLET_TRANSACTION_TYPES, 'RAFFLE_PRIZE', 'TOURNAMENT_PRIZE', 'LEVEL_REWARD', 'VIP_GIFT'];
const jackpot = prizeTransactionType('JACKPOT', before);

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    sql`create table jackpots (
      jackpot_id text primary key check (jackpot_id ~ '^[a-z0-9-]{1,32}$'),
      name_ja text not null check (length(name_ja) between 1 and 60),
      name_en text not null check (length(name_en) between 1 and 60),
      amount bigint not null check (amount >= 0),
      seed bigint not null check (seed >= 0),
      must_drop_by bigint not null check (must_drop_by <= 9007199254740991),
      share_bp integer not null check (share_bp between 1 and 1000),
      game_codes text[] not null default '{}' check (cardinality(game_codes) <= 50),
      is_active boolean not null default true,
      last_win_amount bigint check (last_win_amount >= 0),
      last_win_at timestamptz,
      last_win_round_id text,
      updated_at timestamptz not null,
      constraint jackpots_terms_check check (must_drop_by > seed),
      constraint jackpots_below_cap_check check (amount < must_drop_by),
      constraint jackpots_last_win_check check (
        (last_win_amount is null) = (last_win_at is null) and (last_win_at is null) = (last_win_round_id is null)))`,
    sql`create table jackpot_rounds (
      round_id text primary key,
      jackpot_id text not null references jackpots (jackpot_id),
      account_id uuid not null references accounts (account_id),
      game_code text not null,
      stake bigint not null check (stake > 0),
      pool_before bigint not null check (pool_before >= 0),
      contribution bigint not null check (contribution >= 0),
      share_bp integer not null check (share_bp between 1 and 1000),
      seed bigint not null check (seed >= 0),
      must_drop_by bigint not null check (must_drop_by > seed),
      draw text not null check (draw ~ '^[0-9a-f]{16}$'),
      won boolean not null,
      payout bigint not null check (payout >= 0 and (won or payout = 0)),
      created_at timestamptz not null)`,
    sql`create index jackpot_rounds_won_idx on jackpot_rounds (jackpot_id, created_at) where won`,
    ...jackpot.up,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, [...jackpot.down, sql`drop table jackpot_rounds`, sql`drop table jackpots`]);
}
