import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';

/**
 * Counts one hit in a fixed window, atomically (one INSERT … ON CONFLICT DO UPDATE … RETURNING): a
 * window that has ended starts again at `amount` (1 for a request; a batch's size for analytics events). Returns the count within the current window.
 */
export async function hit(db: DbOrTx, key: string, now: Date, windowMs: number, amount = 1): Promise<number> {
  const windowEndedBefore = new Date(now.getTime() - windowMs);
  const result = await sql<{ count: number }>`
    insert into rate_limit_counters as c (key, window_start, window_ms, count)
    values (${key}, ${now}, ${windowMs}, ${amount})
    on conflict (key) do update set
      window_start = case when c.window_start <= ${windowEndedBefore} then excluded.window_start else c.window_start end,
      window_ms = excluded.window_ms,
      count = case when c.window_start <= ${windowEndedBefore} then ${amount} else c.count + ${amount} end
    returning count`.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}

/** Drops counters whose window ended before `before`. */
export async function deleteStale(db: DbOrTx, before: Date): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('window_start', '<', before).execute();
}
