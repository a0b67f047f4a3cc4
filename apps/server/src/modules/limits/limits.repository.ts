import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';

/**
 * Counts one hit in a fixed window, atomically (one INSERT … ON CONFLICT DO UPDATE … RETURNING): a
 * window that has ended starts again at `amount` (1 for a request; a batch's size for analytics events).
 * Returns the count within the current window and when that window started.
 */
export async function hit(
  db: DbOrTx,
  key: string,
  now: Date,
  windowMs: number,
  amount = 1,
): Promise<{ count: number; windowStart: Date }> {
  const windowEndedBefore = new Date(now.getTime() - windowMs);
  const result = await sql<{ count: number; window_start: Date | string }>`
    insert into rate_limit_counters as c (key, window_start, window_ms, count)
    values (${key}, ${now}, ${windowMs}, ${amount})
    on conflict (key) do update set
      window_start = case when c.window_start <= ${windowEndedBefore} then excluded.window_start else c.window_start end,
      window_ms = excluded.window_ms,
      count = case when c.window_start <= ${windowEndedBefore} then ${amount} else c.count + ${amount} end
    returning count, window_start`.execute(db);
  const row = result.rows[0];
  return { count: Number(row?.count ?? 0), windowStart: new Date(row?.window_start ?? now) };
}

/** Drops counters whose window ended before `before`. */
export async function deleteStale(db: DbOrTx, before: Date): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('window_start', '<', before).execute();
}
