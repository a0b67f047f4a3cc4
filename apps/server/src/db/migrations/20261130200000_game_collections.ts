import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 29 (collections): the home page's rows, ordered and named in ja and en in the console.
 * `rule` says which games a row holds: manual (`game_codes`, in that order), newest, popular
 * (most played in real rounds of the last 7 days) or tag (`tag`). `position` orders the rows
 * (unique, so two rows never tie). `game_rounds_opened_idx` lets popular-this-week read only the
 * last week's rounds (by `opened_at`) instead of every round ever played. No ledger or balance change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table game_collections (
    collection_id integer generated always as identity primary key,
    position integer not null,
    name_ja text not null,
    name_en text not null,
    rule text not null,
    tag text,
    game_codes text[] not null default '{}',
    is_enabled boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint game_collections_position_key unique (position) deferrable initially immediate,
    constraint game_collections_position_check check (position >= 0),
    constraint game_collections_names_check
      check (char_length(name_ja) between 1 and 60 and char_length(name_en) between 1 and 60),
    constraint game_collections_rule_check check (rule in ('manual', 'newest', 'popular', 'tag')),
    constraint game_collections_tag_check check ((rule = 'tag') = (tag is not null)),
    constraint game_collections_codes_check check (cardinality(game_codes) <= 50)
  )`.execute(db);
  await sql`create index game_rounds_opened_idx on game_rounds (opened_at) include (game_code, account_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index game_rounds_opened_idx`.execute(db);
  await sql`drop table game_collections`.execute(db);
}
