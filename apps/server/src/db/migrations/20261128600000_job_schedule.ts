import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Jobs once per interval, not once per process (issue 27, item 4): one row per scheduled job. A
 * process's timer runs a job only if it moves `next_run_at` forward in a conditional update (the
 * claim): however many processes poll, one of them wins each interval. The row also keeps what an
 * operator wants to see of the job: runs, failures, the last start, duration, error and runner.
 * No ledger or balance change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_schedule')
    .addColumn('job_name', 'text', (c) => c.primaryKey().check(sql`char_length(job_name) between 1 and 100`))
    .addColumn('interval_ms', 'integer', (c) => c.notNull().check(sql`interval_ms > 0`))
    .addColumn('next_run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('runs', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`runs >= 0`),
    )
    .addColumn('failures', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`failures >= 0`),
    )
    .addColumn('last_started_at', 'timestamptz')
    .addColumn('last_finished_at', 'timestamptz')
    .addColumn('last_duration_ms', 'integer', (c) => c.check(sql`last_duration_ms >= 0`))
    .addColumn('last_error', 'text', (c) => c.check(sql`char_length(last_error) <= 1000`))
    .addColumn('last_runner', 'text', (c) => c.check(sql`char_length(last_runner) <= 200`))
    .addCheckConstraint('job_schedule_failures_within_runs_check', sql`failures <= runs`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_schedule').execute();
}
