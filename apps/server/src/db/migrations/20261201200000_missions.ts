import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 30 (missions): `mission_definitions` are the console's missions (names in ja and en, daily or
 * weekly, a tier of a bronze → silver → gold ladder, what counts, the target, the reward, how long a
 * completed one may be claimed after its period). `mission_progress` is one row per player, mission and
 * period (the primary key), written by the wallet's game-movement observer in the round's own
 * transaction; `target` and `reward` are copied from the definition when the period's row is first
 * written, so a console edit never changes a mission a player is in the middle of. A reward is paid by
 * the wallet's ledger with a key unique to account, mission and period; `claim_transaction_id` records
 * the ledger row. No ledger or balance change here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table mission_definitions (
    mission_id integer generated always as identity primary key,
    name_ja text not null,
    name_en text not null,
    cadence text not null,
    tier text not null,
    ladder text not null,
    goal text not null,
    game_scope text not null default 'any',
    target bigint not null,
    reward bigint not null,
    claim_hours integer not null,
    is_active boolean not null default true,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    constraint mission_definitions_cadence_check check (cadence in ('DAILY', 'WEEKLY')),
    constraint mission_definitions_tier_check check (tier in ('BRONZE', 'SILVER', 'GOLD')),
    constraint mission_definitions_goal_check check (goal in ('ROUNDS', 'WINS', 'WAGER')),
    constraint mission_definitions_scope_check check (game_scope in
      ('any', 'slot', 'roulette', 'wheel', 'dice', 'coin-flip', 'baccarat')),
    constraint mission_definitions_target_check check (target between 1 and 1000000000),
    constraint mission_definitions_reward_check check (reward between 1 and 1000000),
    constraint mission_definitions_claim_hours_check check (claim_hours between 1 and 336),
    constraint mission_definitions_names_check check (
      char_length(name_ja) between 1 and 80 and char_length(name_en) between 1 and 80),
    constraint mission_definitions_ladder_tier unique (cadence, ladder, tier)
  )`.execute(db);
  await sql`create table mission_progress (
    account_id uuid not null references accounts (account_id) on delete cascade,
    mission_id integer not null references mission_definitions (mission_id),
    period_start timestamptz not null,
    target bigint not null,
    reward bigint not null,
    progress bigint not null default 0,
    completed_at timestamptz,
    claimed_at timestamptz,
    claim_transaction_id bigint,
    updated_at timestamptz not null,
    constraint mission_progress_pkey primary key (account_id, mission_id, period_start),
    constraint mission_progress_progress_check check (progress >= 0),
    constraint mission_progress_target_check check (target > 0 and reward > 0),
    constraint mission_progress_completed_check check (completed_at is null or progress >= target),
    constraint mission_progress_claim_check check (
      (claimed_at is null) = (claim_transaction_id is null) and (claimed_at is null or completed_at is not null))
  )`.execute(db);
  await sql`create index mission_progress_account_idx on mission_progress (account_id, period_start desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table mission_progress`.execute(db);
  await sql`drop table mission_definitions`.execute(db);
}
