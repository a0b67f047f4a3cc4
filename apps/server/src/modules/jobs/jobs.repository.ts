import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';

/** The SQL of the job schedule (job_schedule, migration 20261128600000). Times are the database's. */

/**
 * Claims this interval's run of a job: true for exactly one caller per interval, whichever process
 * asks first once `next_run_at` has passed. The next run stays on the job's grid (next + interval);
 * after downtime it starts again one interval from now rather than running every missed slot.
 * A job never seen before is due at once.
 */
export async function claimRun(db: DbOrTx, job: string, intervalMs: number): Promise<boolean> {
  const step = sql`(${intervalMs}::integer * interval '1 millisecond')`;
  const { rows } = await sql<{ job_name: string }>`
    insert into job_schedule as s (job_name, interval_ms, next_run_at)
    values (${job}, ${intervalMs}, now() + ${step})
    on conflict (job_name) do update set
      interval_ms = excluded.interval_ms,
      next_run_at = case when s.next_run_at + ${step} > now() then s.next_run_at + ${step} else now() + ${step} end
    where s.next_run_at <= now()
    returning s.job_name`.execute(db);
  // The insert branch (first ever claim) and the update branch both return the row; a claim that
  // found the job not yet due returns nothing.
  return rows.length > 0;
}

/** Records that a run started (`runs` counts started runs; `failures` those that threw). */
export async function recordStart(
  db: DbOrTx,
  job: string,
  intervalMs: number,
  runner: string,
): Promise<void> {
  await sql`
    insert into job_schedule as s (job_name, interval_ms, next_run_at, runs, last_started_at, last_runner)
    values (${job}, ${intervalMs}, now() + (${intervalMs}::integer * interval '1 millisecond'), 1, now(), ${runner})
    on conflict (job_name) do update set
      runs = s.runs + 1, last_started_at = now(), last_runner = ${runner}`.execute(db);
}

/** Records how a run ended: its duration and, if it threw, the failure and its message (cut to 1,000). */
export async function recordFinish(
  db: DbOrTx,
  job: string,
  outcome: { durationMs: number; error?: string },
): Promise<void> {
  await sql`
    update job_schedule set
      last_finished_at = now(),
      last_duration_ms = ${Math.max(0, Math.round(outcome.durationMs))},
      failures = failures + ${outcome.error === undefined ? 0 : 1},
      last_error = ${outcome.error === undefined ? null : outcome.error.slice(0, 1000)}
    where job_name = ${job}`.execute(db);
}

export interface JobScheduleRow {
  jobName: string;
  intervalMs: number;
  nextRunAt: Date;
  runs: number;
  failures: number;
  lastStartedAt: Date | null;
  lastDurationMs: number | null;
  lastError: string | null;
  lastRunner: string | null;
}

/** Every job's schedule and record, by name (operations, metrics, tests). */
export async function listSchedule(db: DbOrTx): Promise<JobScheduleRow[]> {
  const rows = await db.selectFrom('job_schedule').selectAll().orderBy('job_name').execute();
  return rows.map((r) => ({
    jobName: r.job_name,
    intervalMs: r.interval_ms,
    nextRunAt: r.next_run_at,
    runs: Number(r.runs),
    failures: Number(r.failures),
    lastStartedAt: r.last_started_at,
    lastDurationMs: r.last_duration_ms,
    lastError: r.last_error,
    lastRunner: r.last_runner,
  }));
}
