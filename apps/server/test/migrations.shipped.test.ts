import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { migrateTo } from '../src/db/migrate.ts';
import { createTestDatabase, type TestDatabase } from './helper.ts';
import { dumpSchema, schemaChange } from './support/schema-dump.ts';

/**
 * Migrations that have run somewhere must go on producing exactly the same schema. This file walks
 * the shipped migrations up one at a time and back down, and holds what each step changes against
 * a recorded change log (__snapshots__/shipped-migrations.txt): an edit to an old migration (or to
 * the frozen helpers in src/db/migrations/ddl.ts) that changes any column, constraint or index fails
 * here. Migrations added later do not appear in it; add a name to SHIPPED only when it has shipped.
 * The same log must hold on PGlite and on PostgreSQL (npm run test:pg).
 */
const SHIPPED = [
  '20251123100000_foundation',
  '20251123100100_analytics_events',
  '20251201100000_accounts',
  '20251201100100_phone',
  '20251201100200_captcha_limits_outbox_secrets',
  '20251210100000_wallet',
  '20251220100000_wallet_account_fk',
  '20251220100100_studio',
  '20251223100000_studio_fairness',
  '20261124100000_operator',
  '20261125100000_raffles',
  '20261125200000_tournaments',
  '20261125300000_content',
  '20261125400000_kyc_analytics',
  '20261126300000_studio_decisions',
  '20261127100000_round_maths_version',
];

let testDb: TestDatabase;
let db: Db;
beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
});
afterAll(async () => {
  await testDb?.destroy();
});

describe('shipped migrations', () => {
  const schemas: string[][] = [];

  it('change the schema step by step exactly as recorded', async () => {
    let before = await dumpSchema(db);
    schemas.push(before);
    const log: string[] = [];
    for (const name of SHIPPED) {
      await migrateTo(db, name);
      const after = await dumpSchema(db);
      log.push(`== ${name}`, ...schemaChange(before, after), '');
      schemas.push(after);
      before = after;
    }
    await expect(log.join('\n')).toMatchFileSnapshot('__snapshots__/shipped-migrations.txt');
  }, 180_000); // sixteen migrations and seventeen catalogue reads: slow on PGlite on a busy machine

  it('step back down through the same schemas', async () => {
    // schemas[i] is the schema after the first i migrations.
    for (let step = SHIPPED.length - 1; step >= 1; step--) {
      await migrateTo(db, SHIPPED[step - 1]!);
      expect(schemaChange(schemas[step]!, await dumpSchema(db)), `down to ${SHIPPED[step - 1]}`).toEqual([]);
    }
  }, 180_000);
});
