import { sql, type Kysely } from 'kysely';
import { prizeTransactionType, run, WALLET_TRANSACTION_TYPES } from './ddl.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Levels and VIP tiers (issue 30, docs/progression.md):
 * - progression_accounts: one row per player who has wagered: experience (1 XP per coin wagered,
 *   written in the round's own transaction) and the highest level whose reward was claimed.
 * - progression_wager_days: coins wagered per player and Japan day (the rolling tier window reads the
 *   last 60 days), written by the same statement as the experience.
 * - progression_gifts: the VIP monthly gift claimed, one row per player and Japan month (the ledger
 *   row's key `vip_gift:<account>:<month>` is the guarantee; this row says it was seen paid).
 * - wallet_transactions gains LEVEL_REWARD (key `level_reward:<account>:<level>`) and VIP_GIFT,
 *   credits with a reason and an author like the other prizes.
 */
const before = [...WALLET_TRANSACTION_TYPES, 'RAFFLE_PRIZE', 'TOURNAMENT_PRIZE'];
const levelReward = prizeTransactionType('LEVEL_REWARD', before);
const vipGift = prizeTransactionType('VIP_GIFT', [...before, 'LEVEL_REWARD']);

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    sql`create table progression_accounts (
      account_id uuid primary key references accounts (account_id),
      xp bigint not null default 0 check (xp >= 0 and xp <= 9007199254740991),
      claimed_level integer not null default 1 check (claimed_level between 1 and 100),
      updated_at timestamptz not null)`,
    sql`create table progression_wager_days (
      account_id uuid not null references accounts (account_id),
      day date not null,
      wagered bigint not null check (wagered >= 0 and wagered <= 9007199254740991),
      primary key (account_id, day))`,
    sql`create table progression_gifts (
      account_id uuid not null references accounts (account_id),
      month text not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
      tier text not null check (tier in ('SILVER', 'GOLD', 'PLATINUM', 'DIAMOND')),
      amount bigint not null check (amount > 0),
      transaction_id bigint not null unique,
      claimed_at timestamptz not null,
      primary key (account_id, month))`,
    ...levelReward.up,
    ...vipGift.up,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, [
    ...vipGift.down,
    ...levelReward.down,
    sql`drop table progression_gifts`,
    sql`drop table progression_wager_days`,
    sql`drop table progression_accounts`,
  ]);
}
