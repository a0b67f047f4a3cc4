import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WALLET_PATHS } from '@casino/contract';
import { buildApp } from '../src/app.ts';
import { batchReads } from '../src/db/read-batch.ts';
import { AUTH_ENV, signedUp, type Browser } from './auth-helpers.ts';
import { createSeededDatabase, testConfig, type App, type TestDatabase } from './helper.ts';
import { StatementCounter } from './support/statement-counter.ts';

/**
 * The balance polls that arrive together are read in one statement (issue 31: each poll sent its
 * own, and the statements were the poll's cost under load).
 */
describe('batchReads', () => {
  it('reads the keys asked for in one turn once, each caller getting its own answer', async () => {
    const read = vi.fn(async (keys: string[]) => new Map(keys.map((key) => [key, key.toUpperCase()])));
    const get = batchReads(read);
    const answers = await Promise.all(['a', 'b', 'a', 'c'].map((key) => get(key)));
    expect(answers).toEqual(['A', 'B', 'A', 'C']);
    expect(read).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith(['a', 'b', 'c']);
    // A later turn is a new batch, read after it was asked for.
    expect(await get('d')).toBe('D');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('answers undefined for a key the read left out, and fails the whole batch with the read', async () => {
    const get = batchReads(async (keys: number[]) => new Map(keys.filter((k) => k > 0).map((k) => [k, k])));
    expect(await Promise.all([get(1), get(-1)])).toEqual([1, undefined]);
    const failing = batchReads<number, number>(() => {
      throw new Error('database gone');
    });
    const results = await Promise.allSettled([failing(1), failing(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });

  it('sends a full batch at once and starts another', async () => {
    const read = vi.fn(async (keys: number[]) => new Map(keys.map((k) => [k, k * 2])));
    const get = batchReads(read, { maxBatch: 2 });
    expect(await Promise.all([1, 2, 3].map((k) => get(k)))).toEqual([2, 4, 6]);
    expect(read.mock.calls.map(([keys]) => keys)).toEqual([[1, 2], [3]]);
  });
});

describe('GET /balance under load', () => {
  const counter = new StatementCounter();
  let testDb: TestDatabase;
  let app: App;
  const players: { browser: Browser; accountId: string }[] = [];

  beforeAll(async () => {
    const config = testConfig(AUTH_ENV);
    testDb = await createSeededDatabase(config);
    app = await buildApp(config, { db: testDb.db.withPlugin(counter) });
    await app.ready();
    for (let i = 0; i < 8; i++) players.push(await signedUp(app));
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.destroy();
  });

  it('answers polls that arrive together from one statement, each player their own wallet', async () => {
    // Each player polls once first (their session is then known to this process, the signup bonus there).
    for (const { browser } of players) expect((await browser.get(WALLET_PATHS.balance)).statusCode).toBe(200);
    // Distinct balances, so an answer given to the wrong player would show.
    for (const [i, { accountId }] of players.entries()) {
      await testDb.db
        .updateTable('wallets')
        .set({ balance: 1_000 + i })
        .where('account_id', '=', accountId)
        .execute();
    }
    counter.count = 0;
    const answers = await Promise.all(players.map(({ browser }) => browser.get(WALLET_PATHS.balance)));
    expect(answers.map((res) => res.statusCode)).toEqual(players.map(() => 200));
    expect(answers.map((res) => res.json().balance)).toEqual(players.map((_, i) => 1_000 + i));
    expect(counter.count).toBe(1);

    // A poll after a movement sees it (the batch is read after the poll arrived).
    await testDb.db
      .updateTable('wallets')
      .set({ balance: 7 })
      .where('account_id', '=', players[0]!.accountId)
      .execute();
    expect((await players[0]!.browser.get(WALLET_PATHS.balance)).json().balance).toBe(7);
  });
});
