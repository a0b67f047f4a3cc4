import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionRows } from '../src/db/session-rows.ts';
import { insertOperator } from '../src/modules/operator/operator.repository.ts';
import { createSeededDatabase, testAccount, type TestDatabase } from './helper.ts';

/** The session writes player and operator sessions share: touch, revoke one, revoke an owner's. */
let testDb: TestDatabase;
const t0 = new Date('2030-01-01T00:00:00Z');
const later = new Date('2030-01-01T01:00:00Z');
const hash = (n: number) => n.toString(16).padStart(64, '0');
const times = {
  created_at: t0,
  last_seen_at: t0,
  expires_at: new Date('2030-02-01T00:00:00Z'),
  revoked_at: null,
};

beforeAll(async () => {
  testDb = await createSeededDatabase();
});
afterAll(async () => {
  await testDb?.destroy();
});

async function playerSessions(accountId: string) {
  return testDb.db
    .selectFrom('sessions')
    .select(['session_hash', 'last_seen_at', 'revoked_at'])
    .where('account_id', '=', accountId)
    .orderBy('session_hash')
    .execute();
}

describe('session rows', () => {
  const rows = sessionRows('sessions');

  it('touches and revokes one session; a second revoke keeps the first time', async () => {
    const accountId = await testAccount(testDb.db);
    await testDb.db
      .insertInto('sessions')
      .values({ session_hash: hash(1), account_id: accountId, ...times })
      .execute();
    await rows.touch(testDb.db, hash(1), later);
    await rows.revoke(testDb.db, hash(1), later);
    await rows.revoke(testDb.db, hash(1), new Date('2030-01-01T02:00:00Z'));
    expect(await playerSessions(accountId)).toEqual([
      { session_hash: hash(1), last_seen_at: later, revoked_at: later },
    ]);
  });

  it("revokes an owner's live sessions: all, only one, or all but one; counts what it revoked", async () => {
    const accountId = await testAccount(testDb.db);
    const other = await testAccount(testDb.db);
    await testDb.db
      .insertInto('sessions')
      .values([
        ...[11, 12, 13, 14].map((n) => ({ session_hash: hash(n), account_id: accountId, ...times })),
        { session_hash: hash(15), account_id: other, ...times },
      ])
      .execute();
    expect(await rows.revokeOwned(testDb.db, accountId, later, { only: hash(11) })).toBe(1);
    expect(await rows.revokeOwned(testDb.db, accountId, later, { except: hash(12) })).toBe(2);
    expect((await playerSessions(accountId)).map((s) => s.revoked_at !== null)).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect(await rows.revokeOwned(testDb.db, accountId, later)).toBe(1);
    expect(await rows.revokeOwned(testDb.db, accountId, later)).toBe(0);
    expect((await playerSessions(other))[0]?.revoked_at).toBeNull();
  });

  it('keys operator sessions by their operator', async () => {
    const operatorId = randomUUID();
    await insertOperator(testDb.db, {
      operator_id: operatorId,
      email: 'rows@operators.example',
      password_hash: '!',
      role: 'admin',
      must_change_password: false,
      now: t0,
    });
    await testDb.db
      .insertInto('operator_sessions')
      .values([21, 22].map((n) => ({ session_hash: hash(n), operator_id: operatorId, ...times })))
      .execute();
    expect(
      await sessionRows('operator_sessions').revokeOwned(testDb.db, operatorId, later, { except: hash(21) }),
    ).toBe(1);
    const live = await testDb.db
      .selectFrom('operator_sessions')
      .select('session_hash')
      .where('operator_id', '=', operatorId)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([{ session_hash: hash(21) }]);
  });
});
