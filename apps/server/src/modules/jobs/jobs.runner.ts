import { hostname } from 'node:os';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { claimRun, recordFinish, recordStart } from './jobs.repository.ts';

/** A piece of scheduled work: run once every `intervalMs` across every process, never two at a time. */
export interface Job {
  name: string;
  intervalMs: number;
  /** The PostgreSQL advisory-lock key (a 64-bit integer, unique per job). */
  lockKey: bigint;
  run(): Promise<void>;
}

export interface JobRunner {
  /** Runs every job once now, due or not (if its lock is free); resolves when they finished. Tests call it. */
  runOnce(): Promise<void>;
  /** What the timers do: runs each job this process can claim for the current interval. */
  poll(): Promise<void>;
  start(): void;
  /** Stops the timers and waits for runs in progress. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  /** Who runs (recorded in job_schedule.last_runner); default `<host>:<pid>`. */
  runner?: string;
  /** How often a process asks whether a job is due; default a quarter of its interval, 250 ms to 15 s. */
  pollMs?: (job: Job) => number;
  /** Told after each run of this process (the metrics). */
  onRun?: (job: string, ok: boolean, seconds: number) => void;
  /** Runs at once in this process, default MAX_CONCURRENT_RUNS; the others wait their turn. */
  maxConcurrentRuns?: number;
}

/**
 * At most this many job runs at once in one process. A run holds a pooled connection for its lock and
 * needs others for its work: with 11 jobs due together (a start, `runOnce`) against a pool of 10, every
 * run held one and waited for another that none would give back, and the process hung.
 */
export const MAX_CONCURRENT_RUNS = 2;

/** A queue of at most `max` tasks at once: a finished task hands its place to the next in line. */
function concurrencyLimit(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

const defaultPollMs = (job: Job) => Math.min(15_000, Math.max(250, Math.floor(job.intervalMs / 4)));

/**
 * Every process polls each job, and runs it only after claiming the interval in `job_schedule` (a
 * conditional update of `next_run_at`, jobs.repository.ts): with N processes a job still runs once per
 * interval, and if the process that ran it dies, whichever polls next takes the following interval —
 * no leader to elect or hand over. The run itself happens under `pg_try_advisory_lock(key)` on a
 * connection reserved for it, so a run that outlasts its interval is never overlapped (the overlapping
 * claim is skipped). Session-level locks are released explicitly (and by PostgreSQL when the connection
 * dies). PGlite has advisory locks too; it has a single session, so there the lock only keeps
 * overlapping runs apart, which the runner already does, and no connection is reserved (it would queue
 * the job's own queries behind it). Each run's start, duration and failure are recorded in the row.
 */
export function createJobRunner(
  db: Db,
  jobs: readonly Job[],
  log: FastifyBaseLogger,
  options: JobRunnerOptions = {},
): JobRunner {
  const runner = options.runner ?? `${hostname()}:${process.pid}`;
  const pollMs = options.pollMs ?? defaultPollMs;
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<void>>();
  const inTurn = concurrencyLimit(Math.max(1, options.maxConcurrentRuns ?? MAX_CONCURRENT_RUNS));
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
        log.debug({ job: job.name }, 'job skipped: another run is still going');
        return;
      }
      try {
        await recordStart(db, job.name, job.intervalMs, runner);
        const started = performance.now();
        let error: unknown;
        try {
          await job.run();
        } catch (caught) {
          error = caught;
        }
        const durationMs = performance.now() - started;
        options.onRun?.(job.name, error === undefined, durationMs / 1000);
        await recordFinish(db, job.name, {
          durationMs,
          ...(error === undefined ? {} : { error: error instanceof Error ? error.message : String(error) }),
        });
        if (error !== undefined) throw error;
      } finally {
        await sql`select pg_advisory_unlock(${job.lockKey.toString()}::bigint)`.execute(conn);
      }
    });
  }

  function tick(job: Job, force: boolean): Promise<void> {
    const current = running.get(job.name);
    if (current) return current; // never two runs of one job in one process
    const run = (async () => {
      if (!force && !(await claimRun(db, job.name, job.intervalMs))) return; // not due, or claimed elsewhere
      await inTurn(() => runLocked(job));
    })()
      .catch((error: unknown) => log.error({ err: error, job: job.name }, 'job failed'))
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  }

  return {
    async runOnce() {
      await Promise.all(jobs.map((job) => tick(job, true)));
    },
    async poll() {
      await Promise.all(jobs.map((job) => tick(job, false)));
    },
    start() {
      if (stopped) throw new Error('the job runner was stopped');
      for (const job of jobs) {
        const timer = setInterval(() => void tick(job, false), pollMs(job));
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
