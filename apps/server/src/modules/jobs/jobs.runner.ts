import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';

/** A piece of scheduled work: run every `intervalMs`, at most once at a time across every process. */
export interface Job {
  name: string;
  intervalMs: number;
  /** The PostgreSQL advisory-lock key (a 64-bit integer, unique per job). */
  lockKey: bigint;
  run(): Promise<void>;
}

export interface JobRunner {
  /** Runs every job once now (if its lock is free); resolves when they finished. Tests call it. */
  runOnce(): Promise<void>;
  start(): void;
  /** Stops the timers and waits for runs in progress. */
  stop(): Promise<void>;
}

/**
 * Runs each job under `pg_try_advisory_lock(key)` on a connection reserved for the run: if another
 * process (or an earlier run still going) holds the lock, this run is skipped. Session-level locks
 * are released explicitly (and by PostgreSQL when the connection dies). The job itself uses the
 * ordinary pool. PGlite has advisory locks too; it has a single session, so there the lock only
 * keeps overlapping runs apart, which the runner already does (PGlite is one process anyway), and
 * no connection is reserved (it would queue the job's own queries behind it).
 */
export function createJobRunner(db: Db, jobs: readonly Job[], log: FastifyBaseLogger): JobRunner {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<void>>();
  let stopped = false;

  // PGlite is one connection (Kysely queues every other query behind a reserved one): there the
  // lock is taken on the shared session and the job runs beside it.
  const singleConnection = db.getExecutor().adapter.supportsMultipleConnections === false;

  async function runLocked(job: Job): Promise<void> {
    const withConnection = <T>(work: (conn: Db) => Promise<T>) =>
      singleConnection ? work(db) : db.connection().execute(work);
    await withConnection(async (conn) => {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_lock(${job.lockKey.toString()}::bigint) as locked`.execute(conn);
      if (!rows[0]?.locked) {
        log.debug({ job: job.name }, 'job skipped: another process runs it');
        return;
      }
      try {
        await job.run();
      } finally {
        await sql`select pg_advisory_unlock(${job.lockKey.toString()}::bigint)`.execute(conn);
      }
    });
  }

  function tick(job: Job): Promise<void> {
    const current = running.get(job.name);
    if (current) return current; // never two runs of one job in one process
    const run = runLocked(job)
      .catch((error: unknown) => log.error({ err: error, job: job.name }, 'job failed'))
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  }

  return {
    async runOnce() {
      await Promise.all(jobs.map((job) => tick(job)));
    },
    start() {
      if (stopped) throw new Error('the job runner was stopped');
      for (const job of jobs) {
        const timer = setInterval(() => void tick(job), job.intervalMs);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      stopped = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
