import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Rounds the server decided for the player are shown to them once (issue 25): `auto_pick_seen_at` is
 * when the game reported such a round (auto_picked_from set) shown. A partial index keeps the unseen
 * ones a game lists when it opens cheap to find. Rounds auto-picked before this migration count as seen
 * (at their settlement): they are not brought up as news. No ledger or balance change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table studio_rounds add column auto_pick_seen_at timestamptz`.execute(db);
  await sql`update studio_rounds set auto_pick_seen_at = coalesce(settled_at, created_at)
    where auto_picked_from is not null`.execute(db);
  await sql`alter table studio_rounds add constraint studio_rounds_auto_pick_seen_check
    check (auto_pick_seen_at is null or auto_picked_from is not null)`.execute(db);
  await sql`create index studio_rounds_auto_pick_unseen_idx on studio_rounds (session_hash)
    where auto_picked_from is not null and auto_pick_seen_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists studio_rounds_auto_pick_unseen_idx`.execute(db);
  await sql`alter table studio_rounds drop constraint studio_rounds_auto_pick_seen_check`.execute(db);
  await sql`alter table studio_rounds drop column auto_pick_seen_at`.execute(db);
}
