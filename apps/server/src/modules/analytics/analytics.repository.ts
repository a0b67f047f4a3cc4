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

/** Page views per Asia/Tokyo day and path since `from`, newest day first, busiest path first. */
export async function pageViewsSince(db: DbOrTx, from: Date) {
  const day = sql<string>`to_char((received_at at time zone 'Asia/Tokyo')::date, 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom('analytics_events')
    .select([
      day.as('day'),
      'path',
      (eb) => eb.fn.countAll<string | number>().as('views'),
      (eb) => eb.fn.count<string | number>('anonymous_id').distinct().as('visitors'),
    ])
    .where('event_type', '=', 'page_view')
    .where('received_at', '>=', from)
    .groupBy([day, 'path'])
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
