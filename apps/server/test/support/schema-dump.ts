import { sql } from 'kysely';
import type { Db } from '../../src/db/database.ts';

/**
 * The schema of the `public` schema as sorted lines of text: every column (type, nullability,
 * default), every constraint (as PostgreSQL prints its definition back) and every index. Two
 * databases with the same lines have the same schema, whatever SQL text made them.
 */
export async function dumpSchema(db: Db): Promise<string[]> {
  const columns = await sql<{ line: string }>`
    select format('column %s.%s %s%s%s', table_name, column_name,
        case when data_type = 'USER-DEFINED' or data_type = 'ARRAY' then udt_name else data_type end
          || coalesce('(' || character_maximum_length || ')', ''),
        case when is_nullable = 'NO' then ' not null' else '' end,
        coalesce(' default ' || column_default, '')) as line
    from information_schema.columns where table_schema = 'public'`.execute(db);
  const constraints = await sql<{ line: string }>`
    select format('constraint %s.%s %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid)) as line
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    -- NOT NULL is a column's nullability (above); PostgreSQL 18 (PGlite) also lists it here, 15 does not.
    where n.nspname = 'public' and c.contype <> 'n'`.execute(db);
  const indexes = await sql<{ line: string }>`
    select format('index %s.%s %s', tablename, indexname, indexdef) as line
    from pg_indexes where schemaname = 'public'`.execute(db);
  const sequences = await sql<{ line: string }>`
    select format('sequence %s %s', sequence_name, data_type) as line
    from information_schema.sequences where sequence_schema = 'public'`.execute(db);
  return [...columns.rows, ...constraints.rows, ...indexes.rows, ...sequences.rows]
    .map((r) => r.line.replace(/\s+/g, ' '))
    .sort();
}

/** What `after` has that `before` has not (`+ line`), and the other way round (`- line`). */
export function schemaChange(before: readonly string[], after: readonly string[]): string[] {
  const was = new Set(before);
  const is = new Set(after);
  return [
    ...before.filter((line) => !is.has(line)).map((line) => `- ${line}`),
    ...after.filter((line) => !was.has(line)).map((line) => `+ ${line}`),
  ];
}
