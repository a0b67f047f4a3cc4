import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** Page-view events: the local default analytics sink (SPEC §1). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_events')
    .addColumn('analytics_event_id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('channel_code', 'text', (col) => col.notNull())
    .addColumn('event_type', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('title', 'text')
    .addColumn('language', 'text')
    .addColumn('referrer', 'text')
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('analytics_events_event_type_check', sql`event_type in ('page_view')`)
    .addCheckConstraint('analytics_events_path_check', sql`path like '/%' and length(path) <= 2048`)
    .execute();
  await db.schema
    .createIndex('analytics_events_received_at_idx')
    .on('analytics_events')
    .column('received_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('analytics_events').execute();
}
