import type { Insertable } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import type { AnalyticsEventTable } from './analytics.table.ts';

export async function insertEvents(
  db: DbOrTx,
  events: ReadonlyArray<Insertable<AnalyticsEventTable>>,
): Promise<number> {
  if (events.length === 0) return 0;
  const result = await db.insertInto('analytics_events').values(events).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
