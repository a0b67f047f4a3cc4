import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelService } from '../src/modules/channel/channel.service.ts';
import { createSeededDatabase, type TestDatabase } from './helper.ts';
import { StatementCounter } from './support/statement-counter.ts';

/**
 * The channel's feature flags are read on every round by the maintenance guard (issue 31): they come
 * from a cache that a change in this process forgets at once, another process's change forgets
 * through the event bus (`invalidate`, wired to `channels.changed`), and a lost notification within
 * the cache's lifetime at the latest.
 */
let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createSeededDatabase();
});
afterAll(async () => {
  await testDb?.destroy();
});

describe('the channel flags cache', () => {
  it('reads once for a burst, re-reads after a change, an invalidation or its lifetime', async () => {
    const counter = new StatementCounter();
    let now = 0;
    const changed: string[] = [];
    const channels = createChannelService(testDb.db.withPlugin(counter), {
      cacheTtlMs: 10_000,
      now: () => now,
      onChanged: (code) => changed.push(code),
    });

    const burst = await Promise.all(Array.from({ length: 20 }, () => channels.getFlags('WEB')));
    expect(burst.every((f) => f.maintenence === false)).toBe(true);
    const afterFirstRead = counter.count;
    expect(afterFirstRead).toBe(2); // the channel, then its flags: once for twenty callers
    await channels.getFlags('WEB');
    expect(counter.count).toBe(afterFirstRead);

    // A change here is seen by the next read of this process, and told to the others.
    await channels.setFlags('WEB', { maintenence: true });
    expect(changed).toEqual(['WEB']);
    expect((await channels.getFlags('WEB')).maintenence).toBe(true);

    // Another process's change: the bus calls invalidate(); the next read goes to the database.
    const other = createChannelService(testDb.db);
    await other.setFlags('WEB', { maintenence: false });
    expect((await channels.getFlags('WEB')).maintenence).toBe(true); // not told yet: cached
    channels.invalidate();
    expect((await channels.getFlags('WEB')).maintenence).toBe(false);

    // A lost notification: the cache's lifetime bounds how long a stale value is served.
    await other.setFlags('WEB', { maintenence: true });
    now += 10_001;
    expect((await channels.getFlags('WEB')).maintenence).toBe(true);
    await other.setFlags('WEB', { maintenence: false });
  });

  it('does not remember an unknown channel', async () => {
    const counter = new StatementCounter();
    const channels = createChannelService(testDb.db.withPlugin(counter));
    await expect(channels.getFlags('NOPE')).rejects.toMatchObject({ statusCode: 404 });
    await expect(channels.getFlags('NOPE')).rejects.toMatchObject({ statusCode: 404 });
    expect(counter.count).toBe(2);
  });
});
