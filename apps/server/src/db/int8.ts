import type { ColumnType } from 'kysely';
import pg from 'pg';

/*
 * int8 (bigint) columns — coins, ledger ids, nonces, counts — are parsed ONCE, where the database is
 * created (create-database.ts), into JavaScript numbers that are safe integers. A value beyond
 * 2^53 − 1 cannot be a number without losing digits, so it fails loudly instead of being rounded
 * (the wallet's CHECKs keep balances below it; an id or a count would take centuries to get there).
 * Repositories and services then see plain numbers from either engine (pg sends text, PGlite too).
 */

/** PostgreSQL's type id of int8. */
export const INT8_OID = 20;

export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value beyond the safe integer range: ${text}`);
  return value;
}

/** node-postgres: the per-pool type parsers (the global pg.types stay untouched). */
export const pgTypeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? parseInt8
      : pg.types.getTypeParser(oid, format ?? 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

/** PGlite: its parser table's entry for int8. */
export const pgliteParsers = { [INT8_OID]: parseInt8 };

/** An int8 column as Kysely sees it after parseInt8: a number, inserted and updated as a number. */
export type Int8 = ColumnType<number, number, number>;
/** An int8 the database generates (identity ids): read only. */
export type GeneratedInt8 = ColumnType<number, never, never>;
