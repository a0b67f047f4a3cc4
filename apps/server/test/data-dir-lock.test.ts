import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, LOCK_FILE } from '../src/db/data-dir-lock.ts';
import { StartupError } from '../src/errors.ts';
import { tempDir } from './helper.ts';
import { startServer, waitReady, type ServerProcess } from './support/server-process.ts';

/** Issue 17, hole 2: one server process per PGlite data directory. */
const started: ServerProcess[] = [];
afterAll(async () => {
  for (const server of started) await server.kill('SIGKILL');
});

describe('the data-directory lock', () => {
  it('holds the pid; a lock of a process that is gone is taken over', () => {
    const dir = tempDir('casino-lock-');
    const file = path.join(dir, LOCK_FILE);
    writeFileSync(file, JSON.stringify({ pid: 2 ** 22 + 12345, host: 'x', startedAt: 'then' }));
    // another host's lock is never taken over…
    expect(() => acquireDataDirLock(dir)).toThrow(StartupError);
    // …a dead local process's is.
    writeFileSync(file, JSON.stringify({ pid: 2 ** 22 + 12345, host: '', startedAt: 'then' }));
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('a second server on the same DATA_DIR refuses to start, naming the first; after a SIGKILL the next one starts', async () => {
    const dataDir = tempDir('casino-lock-data-');
    const first = startServer(3172, { DATA_DIR: dataDir });
    started.push(first);
    await waitReady(first);
    const lockFile = path.join(dataDir, LOCK_FILE);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(first.child.pid);

    const second = startServer(3173, { DATA_DIR: dataDir });
    started.push(second);
    const outcome = await Promise.race([
      second.exited,
      new Promise((resolve) => setTimeout(() => resolve('still running'), 30_000)),
    ]);
    expect(outcome).toBe(1);
    expect(second.output()).toContain(`is in use by another server process (pid ${first.child.pid}`);
    // The first one still serves.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    await first.kill('SIGKILL'); // the lock file stays behind, stale
    expect(existsSync(lockFile)).toBe(true);
    const third = startServer(3174, { DATA_DIR: dataDir });
    started.push(third);
    await waitReady(third);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(third.child.pid);
    await third.kill('SIGTERM');
    expect(existsSync(lockFile)).toBe(false); // released at a clean stop
  }, 120_000);
});
