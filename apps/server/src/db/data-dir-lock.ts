import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { StartupError } from '../errors.ts';

/** The lock file inside DATA_DIR: JSON with the owner's pid, host and start time. */
export const LOCK_FILE = 'casino-server.lock';

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock if it is still ours (idempotent). */
  release(): void;
}

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' ? (owner as LockOwner) : { pid: -1, host: '', startedAt: '' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    return { pid: -1, host: '', startedAt: '' }; // unreadable or half-written: treated as stale
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, someone else's
  }
}

/**
 * PGlite is one process's database: two servers on one DATA_DIR both started, and a sign-up the second
 * answered 201 was lost (issue 17, hole 2). The first server takes this lock (a file created atomically
 * with link(2), holding its pid); a second one refuses to start with a StartupError naming the owner. A
 * lock whose process no longer runs (a killed server) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(me)}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(temp, file); // atomic: fails with EEXIST when another lock is there
        return lockOf(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = readOwner(file);
      if (owner === undefined) continue; // removed meanwhile: try again
      const otherHost = owner.host !== '' && owner.host !== me.host;
      if (owner.pid === process.pid && !otherHost) return lockOf(file);
      if (otherHost || isRunning(owner.pid)) {
        throw new StartupError(
          `DATA_DIR ${dataDir} is in use by another server process (pid ${owner.pid}` +
            `${otherHost ? ` on ${owner.host}` : ''}, since ${owner.startedAt}). PGlite serves one process: ` +
            `stop that server, or use another DATA_DIR, or DATABASE_URL (PostgreSQL) for several processes. ` +
            `If no such process runs, delete ${file}.`,
        );
      }
      // Stale: its process is gone. Move it aside (only one process can), then try again.
      try {
        renameSync(file, `${file}.stale-${owner.pid}-${process.pid}`);
        unlinkSync(`${file}.stale-${owner.pid}-${process.pid}`);
      } catch {
        // another starting process took it over first: the next round decides
      }
    }
    throw new StartupError(`Could not take the lock ${file}; try again.`);
  } finally {
    try {
      unlinkSync(temp);
    } catch {
      // already gone
    }
  }
}

function lockOf(file: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    if (readOwner(file)?.pid !== process.pid) return;
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.on('exit', release);
  return { file, release };
}
