import { sql, type Kysely, type RawBuilder } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Rounds that wait for the player's pick (issue 18, docs/decisions/018-player-decisions.md).
 *
 * studio_rounds gets the status DECIDING: the bet is taken (real: the wallet's bet in the same
 * transaction; demo: the session balance), the partial outcome and what it has decided so far are
 * stored, nothing is credited yet. `choices` are the picks so far; `decision_expires_at` is when the
 * open pick is made by the auto-pick rule; `auto_picked_from` the first pick the server made.
 * studio_fair_rounds keeps the picks with the outcome (the verify endpoint recomputes with them) and
 * whether the round is still pending; its outcome and total win are written again when the round settles.
 */
const statements: RawBuilder<unknown>[] = [
  sql`alter table studio_rounds drop constraint if exists studio_rounds_status_check`,
  sql`alter table studio_rounds add constraint studio_rounds_status_check
    check (status in ('PENDING', 'DECIDING', 'SETTLED', 'ROLLED_BACK'))`,
  sql`alter table studio_rounds add column choices integer[] not null default '{}'`,
  sql`alter table studio_rounds add column decision_expires_at timestamptz`,
  sql`alter table studio_rounds add column auto_picked_from smallint`,
  sql`alter table studio_rounds add constraint studio_rounds_choices_check
    check (cardinality(choices) <= 100 and array_position(choices, null) is null and 0 <= all (choices))`,
  sql`alter table studio_rounds add constraint studio_rounds_deciding_check
    check ((status = 'DECIDING') = (decision_expires_at is not null)
      and (status <> 'DECIDING' or (win is not null and outcome is not null and balance_after is not null)))`,
  sql`alter table studio_rounds add constraint studio_rounds_auto_pick_check
    check (auto_picked_from is null or (auto_picked_from >= 0 and auto_picked_from < cardinality(choices)))`,
  sql`create index studio_rounds_deciding_idx on studio_rounds (decision_expires_at) where status = 'DECIDING'`,

  sql`alter table studio_fair_rounds add column choices integer[] not null default '{}'`,
  sql`alter table studio_fair_rounds add column auto_picked_from smallint`,
  sql`alter table studio_fair_rounds add column pending boolean not null default false`,
  sql`alter table studio_fair_rounds add constraint studio_fair_rounds_choices_check
    check (cardinality(choices) <= 100 and array_position(choices, null) is null and 0 <= all (choices)
      and (auto_picked_from is null or (auto_picked_from >= 0 and auto_picked_from < cardinality(choices))))`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists studio_rounds_deciding_idx`.execute(db);
  for (const constraint of ['studio_fair_rounds_choices_check']) {
    await sql`alter table studio_fair_rounds drop constraint ${sql.raw(constraint)}`.execute(db);
  }
  for (const column of ['pending', 'auto_picked_from', 'choices']) {
    await db.schema.alterTable('studio_fair_rounds').dropColumn(column).execute();
  }
  for (const constraint of [
    'studio_rounds_auto_pick_check',
    'studio_rounds_deciding_check',
    'studio_rounds_choices_check',
    'studio_rounds_status_check',
  ]) {
    await sql`alter table studio_rounds drop constraint ${sql.raw(constraint)}`.execute(db);
  }
  for (const column of ['auto_picked_from', 'decision_expires_at', 'choices']) {
    await db.schema.alterTable('studio_rounds').dropColumn(column).execute();
  }
  await sql`alter table studio_rounds add constraint studio_rounds_status_check
    check (status in ('PENDING', 'SETTLED', 'ROLLED_BACK'))`.execute(db);
}
