import { sql, type SelectQueryBuilder } from 'kysely';

/**
 * The back office's lists come a page at a time with the size of the whole list. Both are read from
 * one base query (its FROM, JOINs and WHERE; nothing selected yet), so the count can never disagree
 * with the filter the page was read with.
 */

/** How many rows `base` matches: `select count(*)` over its FROM and WHERE. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database, any tables: only count(*) is selected
export async function countRows(base: SelectQueryBuilder<any, any, object>): Promise<number> {
  const row = await base.select(sql<string | number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page (`page`: `base` with its columns, order, limit and offset) and how many rows `base` matches. */
export async function pageWithTotal<Row>(
  page: { execute(): Promise<Row[]> },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as countRows
  base: SelectQueryBuilder<any, any, object>,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, total] = await Promise.all([page.execute(), countRows(base)]);
  return { rows, total };
}
