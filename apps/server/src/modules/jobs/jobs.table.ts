import type { ColumnType, Generated } from 'kysely';

/** job_schedule: one row per scheduled job, claimed once per interval across every process. */
export interface JobScheduleTable {
  job_name: string;
  interval_ms: number;
  next_run_at: Date;
  runs: Generated<ColumnType<string, string | number | undefined, string | number>>;
  failures: Generated<ColumnType<string, string | number | undefined, string | number>>;
  last_started_at: Date | null;
  last_finished_at: Date | null;
  last_duration_ms: number | null;
  last_error: string | null;
  last_runner: string | null;
}
