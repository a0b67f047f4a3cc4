import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 30: the login calendar of the daily bonus and the refill when coins run out (docs/wallet.md).
 *
 * daily_bonus_claims: one row per account and bonus window (the primary key: a window is paid once, as
 *   the ledger's key `daily:<account>:<window>` also says), written in the claim's transaction with the
 *   calendar day it paid (1–7) and its ledger row; the next claim reads the latest row to know the day.
 * refill_claims: one row per account and refill window (`after:<last refill>` or `first`), the same way
 *   (ledger key `refill:<account>:<window>`).
 * bonus_settings: one row (id = 1) of operator terms — the calendar's multipliers in percent (7 of them,
 *   ×1 to ×10) and the refill's amount, balance threshold and interval. No row is written: an absent row
 *   means the defaults (bonus-claims.repository.ts), and a fresh database stays empty so a backup
 *   restores into it (`npm run restore` refuses a database with rows).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table daily_bonus_claims (
    account_id uuid not null references accounts (account_id),
    window_id text not null,
    calendar_day smallint not null check (calendar_day between 1 and 7),
    amount bigint not null check (amount > 0),
    transaction_id bigint not null unique references wallet_transactions (transaction_id),
    claimed_at timestamptz not null,
    constraint daily_bonus_claims_pkey primary key (account_id, window_id)
  )`.execute(db);
  await sql`create index daily_bonus_claims_latest_idx on daily_bonus_claims (account_id, claimed_at desc)`.execute(
    db,
  );
  await sql`create table refill_claims (
    account_id uuid not null references accounts (account_id),
    window_id text not null,
    amount bigint not null check (amount > 0),
    transaction_id bigint not null unique references wallet_transactions (transaction_id),
    claimed_at timestamptz not null,
    constraint refill_claims_pkey primary key (account_id, window_id)
  )`.execute(db);
  await sql`create index refill_claims_latest_idx on refill_claims (account_id, claimed_at desc)`.execute(db);
  await sql`create table bonus_settings (
    id smallint primary key check (id = 1),
    calendar_pct integer[] not null check (
      array_length(calendar_pct, 1) = 7 and array_ndims(calendar_pct) = 1
      and 100 <= all (calendar_pct) and 1000 >= all (calendar_pct)),
    refill_amount integer not null check (refill_amount between 1 and 1000000),
    refill_below integer not null check (refill_below between 1 and 1000000),
    refill_interval_hours integer not null check (refill_interval_hours between 1 and 168),
    updated_at timestamptz,
    updated_by text
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table bonus_settings`.execute(db);
  await sql`drop table refill_claims`.execute(db);
  await sql`drop table daily_bonus_claims`.execute(db);
}
