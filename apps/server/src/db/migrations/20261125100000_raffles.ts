import { sql, type Kysely, type RawBuilder } from 'kysely';
import { WALLET_TRANSACTION_TYPES, dropTables, prizeTransactionType, run } from './ddl.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Raffles (issue 13, docs/raffles.md, docs/decisions/011).
 *
 * raffles: one row per raffle. The server seed stays server-side until the draw (its hash is public
 *   from creation); at close the frozen ticket list, its hash T and the ticket count N are written;
 *   the status moves SCHEDULED → RUNNING → CLOSED → COMPLETED by conditional updates (exactly once).
 *   A QUICK raffle carries the schedule slot it was made for (unique: one raffle per slot).
 * raffle_entries: a player's wager in a raffle (tickets = floor(wagered / wager_per_entry)).
 * raffle_wager_moves: every ledger movement counted, keyed by (raffle, ledger row): never twice.
 * raffle_winners: one row per place and at most one place per player; the prize's ledger row once paid.
 * raffle_quick_schedule: the back office's quick-raffle settings (one row).
 * wallet_transactions accepts RAFFLE_PRIZE (a positive credit that says why and who).
 */

/** A raffle's prize is a ledger row of its own type. */
const rafflePrize = prizeTransactionType('RAFFLE_PRIZE', WALLET_TRANSACTION_TYPES);

const statements: RawBuilder<unknown>[] = [
  sql`create table raffles (
    raffle_id integer generated always as identity primary key,
    raffle_ref text not null check (raffle_ref ~ '^[a-z0-9][a-z0-9-]{2,63}$'),
    raffle_type text not null check (raffle_type in ('STANDARD', 'QUICK')),
    status text not null check (status in ('SCHEDULED', 'RUNNING', 'CLOSED', 'COMPLETED', 'CANCELLED')),
    account_ref text not null,
    brand_ref text not null,
    start_at timestamptz not null,
    end_at timestamptz not null,
    draw_at timestamptz not null,
    wager_per_entry bigint not null check (wager_per_entry > 0),
    prizes jsonb not null check (jsonb_typeof(prizes) = 'array' and jsonb_array_length(prizes) between 1 and 20),
    banner_file_name text check (banner_file_name ~ '^[a-z0-9-]{1,60}\\.svg$'),
    server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
    server_seed_hash text not null check (server_seed_hash ~ '^[0-9a-f]{64}$'),
    ticket_list jsonb,
    ticket_list_hash text check (ticket_list_hash ~ '^[0-9a-f]{64}$'),
    ticket_count integer check (ticket_count >= 0),
    quick_slot timestamptz,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    closed_at timestamptz,
    drawn_at timestamptz,
    cancelled_at timestamptz,
    check (start_at < end_at and end_at <= draw_at),
    check ((status in ('CLOSED', 'COMPLETED')) = (ticket_list_hash is not null)),
    check ((status = 'COMPLETED') = (drawn_at is not null)),
    check ((raffle_type = 'QUICK') = (quick_slot is not null))
  )`,
  sql`create unique index raffles_ref_unique on raffles (raffle_ref)`,
  sql`create unique index raffles_quick_slot_unique on raffles (quick_slot)`,
  sql`create index raffles_open_idx on raffles (start_at, end_at) where status in ('SCHEDULED', 'RUNNING')`,
  sql`create index raffles_draw_idx on raffles (draw_at) where status in ('SCHEDULED', 'RUNNING', 'CLOSED')`,

  sql`create table raffle_translations (
    raffle_id integer not null references raffles (raffle_id) on delete cascade,
    language_code text not null references languages (code),
    title text not null check (char_length(title) between 1 and 200),
    description text not null check (char_length(description) <= 4000),
    terms_and_conditions text not null check (char_length(terms_and_conditions) <= 20000),
    primary key (raffle_id, language_code)
  )`,

  sql`create table raffle_games (
    raffle_id integer not null references raffles (raffle_id) on delete cascade,
    game_code text not null references games (game_code),
    is_enabled boolean not null default true,
    primary key (raffle_id, game_code)
  )`,
  sql`create index raffle_games_code_idx on raffle_games (game_code) where is_enabled`,

  sql`create table raffle_entries (
    raffle_id integer not null references raffles (raffle_id),
    account_id uuid not null references accounts (account_id),
    entrant_ref text not null check (entrant_ref ~ '^[0-9a-f]{16}$'),
    wagered bigint not null default 0 check (wagered >= 0),
    created_at timestamptz not null,
    updated_at timestamptz not null,
    primary key (raffle_id, account_id)
  )`,
  sql`create unique index raffle_entries_ref_unique on raffle_entries (raffle_id, entrant_ref)`,
  sql`create index raffle_entries_account_idx on raffle_entries (account_id, raffle_id)`,

  sql`create table raffle_wager_moves (
    raffle_id integer not null references raffles (raffle_id),
    ledger_id bigint not null references wallet_transactions (transaction_id),
    account_id uuid not null,
    provider text not null,
    round_id text not null,
    amount bigint not null check (amount <> 0),
    created_at timestamptz not null,
    primary key (raffle_id, ledger_id)
  )`,
  sql`create index raffle_wager_moves_round_idx on raffle_wager_moves (account_id, provider, round_id)`,

  sql`create table raffle_winners (
    raffle_id integer not null references raffles (raffle_id),
    place integer not null check (place between 1 and 20),
    account_id uuid not null references accounts (account_id),
    entrant_ref text not null,
    ticket integer not null check (ticket >= 0),
    attempt integer not null check (attempt >= 0),
    prize bigint not null check (prize > 0),
    wallet_transaction_id bigint references wallet_transactions (transaction_id),
    paid_at timestamptz,
    primary key (raffle_id, place),
    check ((wallet_transaction_id is null) = (paid_at is null))
  )`,
  sql`create unique index raffle_winners_one_place_per_player on raffle_winners (raffle_id, account_id)`,
  sql`create index raffle_winners_unpaid_idx on raffle_winners (raffle_id) where paid_at is null`,

  sql`create table raffle_quick_schedule (
    schedule_id text primary key check (schedule_id = 'quick'),
    enabled boolean not null,
    every_minutes integer not null check (every_minutes between 5 and 1440),
    duration_minutes integer not null check (duration_minutes between 5 and 1440),
    wager_per_entry bigint not null check (wager_per_entry > 0),
    prizes jsonb not null check (jsonb_typeof(prizes) = 'array'),
    game_codes jsonb not null check (jsonb_typeof(game_codes) = 'array'),
    translations jsonb not null check (jsonb_typeof(translations) = 'array'),
    updated_at timestamptz not null
  )`,

  ...rafflePrize.up,
];

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, rafflePrize.down);
  await dropTables(db, [
    'raffle_quick_schedule',
    'raffle_winners',
    'raffle_wager_moves',
    'raffle_entries',
    'raffle_games',
    'raffle_translations',
    'raffles',
  ]);
}
