import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Responsible play (issue 28, docs/responsible-play.md). No ledger or balance change (one index on the ledger): these tables are
 * read and written by the play gate inside the ledger movement's own transaction.
 * - `rp_settings`: one row per player: the reality-check interval and the last play movement (the
 *   play clock counts the time between two bets up to an idle gap).
 * - `rp_limits`: the limits the player set, one row per kind × period; a raise or removal waits in
 *   `pending_*` until its time (`pending_effective_at` set = something pending; value null = removal).
 * - `rp_usage_days`: per JST day, coins wagered, net coins lost (signed) and seconds played — the
 *   counters the gate reads and writes in the movement's transaction; weeks and months add days up.
 * - `rp_restrictions`: breaks and self-exclusions (never deleted, never shortened).
 * - `rp_events`: the history operators see (who changed what, when it takes effect).
 * And an index of the ledger by account and time, for the play session's summary.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const account = (c: any) => c.notNull().references('accounts.account_id').onDelete('cascade');
  await db.schema
    .createTable('rp_settings')
    .addColumn('account_id', 'uuid', (c) => account(c).primaryKey())
    .addColumn('reality_check_minutes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`reality_check_minutes in (0, 15, 30, 60)`),
    )
    .addColumn('last_play_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rp_limits')
    .addColumn('account_id', 'uuid', (c) => account(c))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('wager', 'loss', 'time')`))
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('daily', 'weekly', 'monthly')`))
    .addColumn('value', 'bigint', (c) => c.check(sql`value > 0`))
    .addColumn('pending_value', 'bigint', (c) => c.check(sql`pending_value > 0`))
    .addColumn('pending_effective_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('rp_limits_pkey', ['account_id', 'kind', 'period'])
    .addCheckConstraint(
      'rp_limits_pending_check',
      sql`pending_value is null or pending_effective_at is not null`,
    )
    .execute();

  await db.schema
    .createTable('rp_usage_days')
    .addColumn('account_id', 'uuid', (c) => account(c))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('wagered', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`wagered >= 0`),
    )
    .addColumn('net_loss', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('play_seconds', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`play_seconds >= 0`),
    )
    .addPrimaryKeyConstraint('rp_usage_days_pkey', ['account_id', 'day'])
    .execute();

  await db.schema
    .createTable('rp_restrictions')
    .addColumn('restriction_id', 'uuid', (c) => c.primaryKey())
    .addColumn('account_id', 'uuid', (c) => account(c))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('break', 'exclusion')`))
    .addColumn('period', 'text', (c) =>
      c
        .notNull()
        .check(sql`period in ('1d', '3d', '7d', '14d', '30d', '6m', '1y', '3y', '5y', 'indefinite')`),
    )
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz')
    .addColumn('applied_by', 'text', (c) => c.notNull().check(sql`applied_by in ('player', 'operator')`))
    .addColumn('operator_id', 'text', (c) => c.check(sql`char_length(operator_id) <= 100`))
    .addColumn('note', 'text', (c) => c.check(sql`char_length(note) <= 500`))
    .addColumn('liftable_from', 'timestamptz')
    .addColumn('lift_requested_at', 'timestamptz')
    .addCheckConstraint(
      'rp_restrictions_end_check',
      sql`(period = 'indefinite') = (liftable_from is not null) and (ends_at is null or ends_at > started_at)`,
    )
    .execute();
  await db.schema
    .createIndex('rp_restrictions_account_idx')
    .on('rp_restrictions')
    .columns(['account_id', 'started_at'])
    .execute();

  await db.schema
    .createTable('rp_events')
    .addColumn('event_id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'uuid', (c) => account(c))
    .addColumn('type', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`type in ('limit_set', 'limit_scheduled', 'reality_check_set', 'break_started', 'exclusion_started', 'lift_requested')`,
        ),
    )
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('kind', 'text')
    .addColumn('period', 'text')
    .addColumn('value', 'bigint')
    .addColumn('previous_value', 'bigint')
    .addColumn('effective_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('actor', 'text', (c) => c.notNull().check(sql`char_length(actor) between 1 and 200`))
    .addColumn('note', 'text', (c) => c.check(sql`char_length(note) <= 500`))
    .execute();
  // The play session's summary sums the account's ledger since the session began.
  await db.schema
    .createIndex('wallet_transactions_account_time_idx')
    .on('wallet_transactions')
    .columns(['account_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('rp_events_account_idx')
    .on('rp_events')
    .columns(['account_id', 'at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('wallet_transactions_account_time_idx').execute();
  for (const table of ['rp_events', 'rp_restrictions', 'rp_usage_days', 'rp_limits', 'rp_settings'])
    await db.schema.dropTable(table).execute();
}
