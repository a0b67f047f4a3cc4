import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Daily page-view roll-ups (issue 24): raw analytics events are kept ANALYTICS_RETENTION_DAYS days; the
 * `analytics-rollup` job folds them into one row per Asia/Tokyo day, channel and path first, and the
 * page-view report reads these rows. No ledger or balance change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_page_views_daily')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('channel_code', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_page_views_daily_pkey', ['day', 'channel_code', 'path'])
    .addCheckConstraint('analytics_page_views_daily_counts_check', sql`views >= 0 and visitors >= 0`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('analytics_page_views_daily').execute();
}
