import { sql, type Insertable } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import type { AnalyticsEventTable } from './analytics.table.ts';

/** One INSERT for a whole batch. */
export async function insertEvents(
  db: DbOrTx,
  events: ReadonlyArray<Insertable<AnalyticsEventTable>>,
): Promise<number> {
  if (events.length === 0) return 0;
  const result = await db.insertInto('analytics_events').values(events).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

const TOKYO_DAY = sql`(received_at at time zone 'Asia/Tokyo')::date`;

/**
 * Folds the raw page views received since `from` into the daily roll-up (one row per Tokyo day, channel
 * and path), replacing those days' rows: idempotent, so every process may run it and a rerun changes
 * nothing. Returns how many roll-up rows it wrote.
 */
export async function rollUpSince(db: DbOrTx, from: Date): Promise<number> {
  const result = await sql`
    insert into analytics_page_views_daily as d (day, channel_code, path, views, visitors)
    select ${TOKYO_DAY}, channel_code, path, count(*), count(distinct anonymous_id)
    from analytics_events
    where event_type = 'page_view' and received_at >= ${from}
    group by 1, 2, 3
    on conflict (day, channel_code, path) do update set views = excluded.views, visitors = excluded.visitors
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Deletes raw events received before `before` (their days are in the roll-up already). */
export async function deleteEventsBefore(db: DbOrTx, before: Date): Promise<number> {
  const result = await db.deleteFrom('analytics_events').where('received_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Page views per Asia/Tokyo day and path from the day of `from`, newest day first, busiest path first. */
export async function pageViewsSince(db: DbOrTx, from: Date) {
  const fromDay = sql<string>`(${from}::timestamptz at time zone 'Asia/Tokyo')::date`;
  const rows = await db
    .selectFrom('analytics_page_views_daily')
    .select([
      sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
      'path',
      (eb) => eb.fn.sum<string | number>('views').as('views'),
      (eb) => eb.fn.sum<string | number>('visitors').as('visitors'),
    ])
    .where('day', '>=', fromDay)
    .groupBy(['day', 'path'])
    .orderBy('day', 'desc')
    .orderBy('views', 'desc')
    .orderBy('path')
    .execute();
  return rows.map((r) => ({
    day: r.day,
    path: r.path,
    views: Number(r.views),
    visitors: Number(r.visitors),
  }));
}
