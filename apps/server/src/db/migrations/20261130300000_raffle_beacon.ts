import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A raffle draw no one can steer (issue 32, docs/raffles.md "The draw"): scheme 2 mixes into the draw
 * the value of a public randomness beacon round fixed when the raffle is created, a round published
 * only after the ticket list closes.
 * - `raffles.draw_scheme` 1 (the seed and the ticket list only; every raffle before this migration) or
 *   2; a scheme-2 raffle names its beacon, round and the round's publication time from creation — a
 *   CHECK holds that time strictly after the ticket list closes (`end_at`) — and records the round's
 *   value when it is drawn (`beacon_value`, 64 hex). Scheme-1 rows stay as they are and verify as before.
 * - `randomness_beacon_rounds`: the local stand-in beacon's published rounds (one row per beacon and
 *   round, written once at or after the round's time; the primary key makes every process agree on
 *   the first value written). A real public beacon would be read instead (raffles.beacon.ts).
 * No ledger or balance change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table raffles
    add column draw_scheme smallint not null default 1,
    add column beacon_id text,
    add column beacon_round bigint,
    add column beacon_round_at timestamptz,
    add column beacon_value text`.execute(db);
  await sql`alter table raffles add constraint raffles_draw_scheme_check check (
    (draw_scheme = 1 and beacon_id is null and beacon_round is null and beacon_round_at is null
      and beacon_value is null)
    or (draw_scheme = 2 and beacon_id is not null and beacon_round is not null and beacon_round > 0
      and beacon_round_at is not null and beacon_round_at > end_at
      and (beacon_value is null or beacon_value ~ '^[0-9a-f]{64}$')))`.execute(db);
  await sql`create table randomness_beacon_rounds (
    beacon_id text not null,
    round bigint not null check (round > 0),
    value text not null check (value ~ '^[0-9a-f]{64}$'),
    published_at timestamptz not null,
    primary key (beacon_id, round))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table randomness_beacon_rounds`.execute(db);
  await sql`alter table raffles drop constraint raffles_draw_scheme_check`.execute(db);
  await sql`alter table raffles drop column beacon_value, drop column beacon_round_at,
    drop column beacon_round, drop column beacon_id, drop column draw_scheme`.execute(db);
}
