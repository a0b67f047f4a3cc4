import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/create-database.ts';
import type { Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { listSchedule } from '../src/modules/jobs/jobs.repository.ts';
import { createJobRunner, type Job } from '../src/modules/jobs/jobs.runner.ts';
import { ON_POSTGRES, createTestDatabase, logCollector, type TestDatabase } from './helper.ts';
import pino from 'pino';

/**
 * Jobs once per interval, not once per process (issue 27, item 4). Three runners stand for three
 * server processes (on PostgreSQL each has its own connection pool, as a process would); they poll
 * together, many times, and a job runs once per interval whoever polls. Time is moved in the data
 * (`next_run_at`), not waited for. Before job_schedule, every poll of every process ran the job.
 */
let testDb: TestDatabase;
const pools: Db[] = [];
const log = pino({ level: 'silent' });
const HOUR = 3_600_000;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.db);
  for (let i = 0; i < 3; i++)
    pools.push(testDb.url ? createDatabase({ kind: 'postgres', url: testDb.url }) : testDb.db);
});

afterAll(async () => {
  for (const pool of pools) if (pool !== testDb.db) await pool.destroy();
  await testDb.destroy();
});

function countingJob(name: string, lockKey: bigint, body: () => Promise<void> = async () => {}) {
  const job = {
    name,
    intervalMs: HOUR,
    lockKey,
    runs: 0,
    async run() {
      job.runs += 1;
      await body();
    },
  };
  return job satisfies Job;
}

/** Makes every job due now, as if its interval had passed. */
const intervalPasses = (name: string) =>
  sql`update job_schedule set next_run_at = now() - interval '1 millisecond' where job_name = ${name}`.execute(
    testDb.db,
  );

describe(`jobs across processes (${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('three processes polling 20 times each run a job once per interval, and the next one once more', async () => {
    const job = countingJob('test-once-per-interval', 9_900_001n);
    const runners = pools.map((pool, i) => createJobRunner(pool, [job], log, { runner: `process-${i}` }));
    await Promise.all(runners.flatMap((r) => Array.from({ length: 20 }, () => r.poll())));
    expect(job.runs).toBe(1);
    await Promise.all(runners.flatMap((r) => Array.from({ length: 20 }, () => r.poll())));
    expect(job.runs).toBe(1); // still the same interval

    await intervalPasses(job.name);
    await Promise.all(runners.flatMap((r) => Array.from({ length: 20 }, () => r.poll())));
    expect(job.runs).toBe(2);

    const [row] = (await listSchedule(testDb.db)).filter((r) => r.jobName === job.name);
    expect(row).toMatchObject({ runs: 2, failures: 0, lastError: null, intervalMs: HOUR });
    expect(row!.lastRunner).toMatch(/^process-[012]$/);
    // The next run is one interval after the last slot, on the database's clock.
    expect(row!.nextRunAt.getTime()).toBeGreaterThan(Date.now() + HOUR - 60_000);
  });

  it('when the process that ran a job is gone, another takes the next interval', async () => {
    const job = countingJob('test-takeover', 9_900_002n);
    const first = createJobRunner(pools[0]!, [job], log, { runner: 'first' });
    await first.poll();
    await first.stop(); // the process is gone
    const second = createJobRunner(pools[1]!, [job], log, { runner: 'second' });
    await second.poll();
    expect(job.runs).toBe(1);
    await intervalPasses(job.name);
    await second.poll();
    expect(job.runs).toBe(2);
    const [row] = (await listSchedule(testDb.db)).filter((r) => r.jobName === job.name);
    expect(row!.lastRunner).toBe('second');
  });

  it('a failing run is recorded with its message, logged, and the job runs again next interval', async () => {
    const logs = logCollector();
    let fail = true;
    const job = countingJob('test-failure', 9_900_003n, async () => {
      if (fail) throw new Error('the draw service is down');
    });
    const runner = createJobRunner(pools[0]!, [job], pino({ level: 'info' }, logs.stream));
    await runner.poll();
    let [row] = (await listSchedule(testDb.db)).filter((r) => r.jobName === job.name);
    expect(row).toMatchObject({ runs: 1, failures: 1, lastError: 'the draw service is down' });
    expect(logs.entries().some((e) => e.msg === 'job failed' && e.job === job.name)).toBe(true);

    fail = false;
    await intervalPasses(job.name);
    await runner.poll();
    [row] = (await listSchedule(testDb.db)).filter((r) => r.jobName === job.name);
    expect(row).toMatchObject({ runs: 2, failures: 1, lastError: null });
    expect(row!.lastDurationMs).toBeGreaterThanOrEqual(0);
  });

  it('runOnce runs every job now, due or not (tests and the dev clock route use it)', async () => {
    const job = countingJob('test-forced', 9_900_004n);
    const runner = createJobRunner(pools[0]!, [job], log);
    await runner.poll();
    await runner.runOnce();
    await runner.runOnce();
    expect(job.runs).toBe(3);
  });

  it('more jobs than the pool has connections all run: runs take turns instead of starving the pool', async () => {
    // Each run reserves a connection for its advisory lock and its body queries through the pool;
    // 14 jobs at once against a pool of 10 hung on PostgreSQL before runs took turns.
    const jobs = Array.from({ length: 14 }, (_, i) =>
      countingJob(`test-many-${i}`, 9_900_100n + BigInt(i), async () => {
        await sql`select pg_sleep(0.01)`.execute(pools[0]!);
      }),
    );
    const runner = createJobRunner(pools[0]!, jobs, log);
    await runner.runOnce();
    expect(jobs.map((job) => job.runs)).toEqual(jobs.map(() => 1));
  }, 30_000);
});
