import { sql, type Kysely, type RawBuilder } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Provably fair play (ARCHITECTURE.md decision 4, docs/api/wallet-and-launch.md).
 *
 * studio_seeds: server seeds. Real mode has one active seed per account (shared by all games); demo mode
 * one per demo game session. The seed text stays server-side until it is retired (rotation reveals it);
 * `next_nonce` is taken atomically by each round (update … set next_nonce = next_nonce + 1 returning).
 * A retired seed keeps its hash, its last client seed and `next_nonce` = rounds played.
 *
 * studio_fair_rounds: every decided round with everything needed to recompute it: the seed, the client
 * seed and nonce it used, the bet input, the stake, the total win and the studio Outcome (free spins and
 * bonus rounds are its children). bet_input and outcome are `json` (not jsonb): the text is kept as
 * written, key order included, so a recomputed outcome compares equal even as a string. Real-mode rounds outlive their game session (the verify endpoint reads
 * them after rotation); demo rounds go with their session.
 */
const statements: RawBuilder<unknown>[] = [
  sql`create table studio_seeds (
    seed_id text primary key check (char_length(seed_id) between 8 and 64),
    account_id uuid references accounts (account_id),
    session_hash text references studio_sessions (session_hash) on delete cascade,
    server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
    server_seed_hash text not null check (server_seed_hash ~ '^[0-9a-f]{64}$'),
    client_seed text not null check (char_length(client_seed) between 1 and 64),
    next_nonce bigint not null default 0 check (next_nonce >= 0),
    created_at timestamptz not null,
    retired_at timestamptz,
    check ((account_id is null) <> (session_hash is null))
  )`,
  sql`create unique index studio_seeds_active_account_idx on studio_seeds (account_id)
    where retired_at is null and account_id is not null`,
  sql`create unique index studio_seeds_active_session_idx on studio_seeds (session_hash)
    where retired_at is null and session_hash is not null`,

  sql`create table studio_fair_rounds (
    round_id text primary key,
    game_code text not null,
    account_id uuid references accounts (account_id),
    session_hash text references studio_sessions (session_hash) on delete cascade,
    seed_id text not null references studio_seeds (seed_id) on delete cascade,
    client_seed text not null,
    nonce bigint not null check (nonce >= 0),
    bet_input json not null,
    stake bigint not null check (stake > 0),
    total_win bigint not null check (total_win >= 0),
    outcome json not null,
    created_at timestamptz not null,
    check ((account_id is null) <> (session_hash is null)),
    unique (seed_id, nonce)
  )`,
  // The bet input of a claimed round: a retried roundKey must carry the same bet slip.
  sql`alter table studio_rounds add column bet_input json`,
  sql`create index studio_fair_rounds_account_idx on studio_fair_rounds (account_id, created_at)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('studio_rounds').dropColumn('bet_input').execute();
  await db.schema.dropTable('studio_fair_rounds').execute();
  await db.schema.dropTable('studio_seeds').execute();
}
