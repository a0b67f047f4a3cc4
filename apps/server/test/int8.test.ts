import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { parseInt8 } from '../src/db/int8.ts';
import { createTestDatabase, type TestDatabase } from './helper.ts';

/** int8 is parsed once, where the database is created: safe integers as numbers, a loud error beyond. */
let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.destroy();
});

describe('int8', () => {
  it('parses text to a safe integer', () => {
    expect(parseInt8('0')).toBe(0);
    expect(parseInt8('-42')).toBe(-42);
    expect(parseInt8(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses a value it could not hold exactly', () => {
    expect(() => parseInt8('9007199254740992')).toThrow(RangeError);
    expect(() => parseInt8('-9007199254740993')).toThrow(RangeError);
  });

  it('the database answers int8 as numbers (on PGlite and on PostgreSQL alike)', async () => {
    const { rows } = await sql<{
      n: unknown;
      big: unknown;
    }>`select 7::int8 as n, ${String(Number.MAX_SAFE_INTEGER)}::int8 as big`.execute(testDb.db);
    expect(rows[0]).toEqual({ n: 7, big: Number.MAX_SAFE_INTEGER });
  });

  it('an int8 beyond 2^53 − 1 fails the query instead of being rounded', async () => {
    await expect(sql`select 9007199254740993::int8 as n`.execute(testDb.db)).rejects.toThrow(RangeError);
  });
});
