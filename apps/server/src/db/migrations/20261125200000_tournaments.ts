import { sql, type Kysely, type RawBuilder } from 'kysely';
import { WALLET_TRANSACTION_TYPES, dropTables, prizeTransactionType, run } from './ddl.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Tournaments (issue 14, docs/decisions/012).
 *
 * tournaments: one scored competition over a time window. `state` is what the server decided
 *   (ACTIVE → SETTLING → COMPLETED, or CANCELLED); SCHEDULED / RUNNING / CLOSED are read from the clock.
 * tournament_rounds: each counted round's stake, win and points, keyed by (provider, round_id): a win
 *   or a rollback finds its round here, so a rollback takes back exactly the points its round gave.
 * tournament_scores: one row per player and tournament, updated in the round's own transaction; the
 *   leaderboard index orders it (score desc, then who reached it first).
 * tournament_results: the frozen ranking of a settled tournament, one row per paid rank; the prize's
 *   ledger key is `tournament:<id>:rank:<rank>`, unique in wallet_transactions.
 * wallet_transactions gains TOURNAMENT_PRIZE (a credit, amount > 0).
 */

/** A tournament's prize is a ledger row of its own type. */
const tournamentPrize = prizeTransactionType('TOURNAMENT_PRIZE', [
  ...WALLET_TRANSACTION_TYPES,
  'RAFFLE_PRIZE',
]);

const statements: RawBuilder<unknown>[] = [
  sql`create table tournaments (
    tournament_id bigint generated always as identity primary key,
    tournament_ref text not null check (tournament_ref ~ '^[a-z0-9][a-z0-9-]{2,63}$'),
    series_ref text check (series_ref ~ '^[a-z0-9][a-z0-9-]{0,40}$'),
    recurrence text not null check (recurrence in ('NONE', 'DAILY', 'WEEKLY')),
    state text not null check (state in ('ACTIVE', 'SETTLING', 'COMPLETED', 'CANCELLED')),
    start_at timestamptz not null,
    end_at timestamptz not null,
    games jsonb not null check (jsonb_typeof(games) = 'array'),
    translations jsonb not null check (jsonb_typeof(translations) = 'array'),
    prizes jsonb not null check (jsonb_typeof(prizes) = 'array'),
    scoring_rule text not null
      check (scoring_rule in ('COINS_WON', 'BEST_MULTIPLIER', 'COINS_WAGERED', 'ROUNDS_PLAYED')),
    coins_per_point integer not null check (coins_per_point >= 1),
    min_bet bigint not null check (min_bet >= 0),
    banner_file_name text,
    next_created boolean not null default false,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    settled_at timestamptz,
    cancelled_at timestamptz,
    check (end_at > start_at),
    check ((state = 'COMPLETED') = (settled_at is not null)),
    check ((state = 'CANCELLED') = (cancelled_at is not null))
  )`,
  sql`create unique index tournaments_ref_unique on tournaments (tournament_ref)`,
  // The recurrence job creates each occurrence of a series once, whichever process runs it.
  sql`create unique index tournaments_series_start_unique on tournaments (series_ref, start_at)
    where series_ref is not null`,
  sql`create index tournaments_state_end_idx on tournaments (state, end_at)`,

  sql`create table tournament_rounds (
    tournament_id bigint not null references tournaments (tournament_id),
    provider text not null,
    round_id text not null,
    account_id uuid not null,
    stake bigint not null check (stake >= 0),
    won bigint not null check (won >= 0),
    points bigint not null check (points >= 0),
    primary key (provider, round_id, tournament_id)
  )`,
  sql`create index tournament_rounds_player_idx on tournament_rounds (tournament_id, account_id, points desc)`,

  sql`create table tournament_scores (
    tournament_id bigint not null references tournaments (tournament_id),
    account_id uuid not null,
    score bigint not null check (score >= 0),
    rounds integer not null check (rounds >= 0),
    reached_at timestamptz not null,
    reached_ledger_id bigint not null,
    primary key (tournament_id, account_id)
  )`,
  // The leaderboard: top N and "how many are ahead of me" are range scans of this index.
  sql`create index tournament_scores_rank_idx
    on tournament_scores (tournament_id, score desc, reached_at, reached_ledger_id, account_id)`,

  sql`create table tournament_results (
    tournament_id bigint not null references tournaments (tournament_id),
    rank integer not null check (rank >= 1),
    account_id uuid not null,
    display_name text not null,
    score bigint not null check (score >= 0),
    prize bigint not null check (prize > 0),
    primary key (tournament_id, rank),
    unique (tournament_id, account_id)
  )`,

  ...tournamentPrize.up,
];

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, tournamentPrize.down);
  await dropTables(db, ['tournament_results', 'tournament_scores', 'tournament_rounds', 'tournaments']);
}
