import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, pageWithTotal } from '../src/db/paging.ts';
import { createSeededDatabase, type TestDatabase } from './helper.ts';

/** The back office's list pages: one page of rows and the size of the whole filtered list. */
let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createSeededDatabase();
  await testDb.db
    .insertInto('outbox_messages')
    .values(
      ['a', 'b', 'a', 'a', 'c'].map((recipient, i) => ({
        channel: 'EMAIL' as const,
        recipient: `${recipient}@paging.example`,
        subject: null,
        text: `message ${i}`,
      })),
    )
    .execute();
});
afterAll(async () => {
  await testDb?.destroy();
});

describe('paging', () => {
  it('counts the rows of the base query, with its filter', async () => {
    const all = testDb.db.selectFrom('outbox_messages').where('recipient', 'like', '%@paging.example');
    expect(await countRows(all)).toBe(5);
    expect(await countRows(all.where('recipient', '=', 'a@paging.example'))).toBe(3);
    expect(await countRows(all.where('recipient', '=', 'nobody@paging.example'))).toBe(0);
  });

  it('reads one page and the total of the whole list', async () => {
    const base = testDb.db.selectFrom('outbox_messages').where('recipient', '=', 'a@paging.example');
    const page = await pageWithTotal(base.select('text').orderBy('id').limit(2).offset(1), base);
    expect(page).toEqual({ rows: [{ text: 'message 2' }, { text: 'message 3' }], total: 3 });
    const past = await pageWithTotal(base.select('text').orderBy('id').limit(2).offset(10), base);
    expect(past).toEqual({ rows: [], total: 3 });
  });
});
