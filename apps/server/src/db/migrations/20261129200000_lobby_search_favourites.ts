import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 29 (search, favourites): `games.reading` is the title's Japanese reading in hiragana (words
 * separated by spaces, e.g. 'くれいじー たいむ'), catalogue data the search matches kana and romaji
 * queries against; null = never set (the seed fills it from the contract's catalogue), '' = cleared
 * in the console. `game_favourites` holds a player's hearted games, once per game
 * (unique account + game); rows go with the account. No ledger or balance change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table games add column reading text`.execute(db);
  await sql`alter table games add constraint games_reading_length_check
    check (reading is null or char_length(reading) <= 200)`.execute(db);
  await sql`create table game_favourites (
    account_id uuid not null references accounts (account_id) on delete cascade,
    game_code text not null references games (game_code),
    created_at timestamptz not null default now(),
    constraint game_favourites_account_game_key unique (account_id, game_code)
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table game_favourites`.execute(db);
  await sql`alter table games drop constraint games_reading_length_check`.execute(db);
  await sql`alter table games drop column reading`.execute(db);
}
