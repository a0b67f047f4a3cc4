import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { EventBusStats } from '../events/events.ts';

/**
 * What an operator watches (issue 27, item 7): Prometheus families of one process, in a registry of
 * its own (several apps in one test process never mix). Served by metrics.server.ts on METRICS_PORT,
 * never on the public port. docs/operations.md says how to scrape it and what to alert on.
 */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsSources {
  /** The database pool's connections now (PostgreSQL); PGlite has one. */
  pool: () => PoolStats;
  /** The event bus's counters and lag. */
  bus: () => EventBusStats;
  /** The live streams this process holds (modules/live); none when not given. */
  live?: () => { streams: number; players: number; sent: number; dropped: number };
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'casino_' });

  const requestSeconds = new Histogram({
    name: 'casino_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: SECONDS,
    registers: [registry],
  });
  const counter = <L extends string>(name: string, labelNames: readonly L[], help: string) =>
    new Counter({ name, help, labelNames, registers: [registry] });
  const errors = counter(
    'casino_http_errors_total',
    ['route', 'status_code'],
    'Answers with a 4xx or 5xx status, by route pattern and status code',
  );
  const refusals = counter(
    'casino_rate_limit_refusals_total',
    ['route'],
    'Requests refused by a rate limit or a lockout (429), by route pattern',
  );
  const movements = counter(
    'casino_ledger_movements_total',
    ['type'],
    'Committed ledger rows written by this process, by transaction type',
  );
  const coins = counter(
    'casino_ledger_coins_total',
    ['type'],
    'Coins moved by committed ledger rows of this process (absolute amounts), by transaction type',
  );
  const jobRuns = counter(
    'casino_job_runs_total',
    ['job', 'outcome'],
    'Scheduled job runs in this process, by job and outcome (ok, failed)',
  );
  const jobSeconds = new Histogram({
    name: 'casino_job_duration_seconds',
    help: 'Duration of scheduled job runs in this process, by job',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers: [registry],
  });
  // Gauges read when scraped: one sample per label value, from what `read` returns then (nothing: no sample).
  const sampled = (name: string, label: string, read: () => object | undefined, help: string) =>
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers: [registry],
      collect() {
        for (const [value, sample] of Object.entries(read() ?? {})) this.set({ [label]: value }, sample);
      },
    });
  const pick = <T extends object, K extends keyof T>(stats: T | undefined, keys: readonly K[]) =>
    stats && Object.fromEntries(keys.map((key) => [key, stats[key]]));
  sampled(
    'casino_db_pool_connections',
    'state',
    () => pick(sources.pool(), ['total', 'idle', 'waiting']),
    'Database pool connections now, by state (total, idle, waiting = requests queued for one)',
  );
  const lag = ({ lastLagMs, maxLagMs }: EventBusStats) => ({
    last: (lastLagMs ?? 0) / 1000,
    max: maxLagMs / 1000,
  });
  sampled(
    'casino_event_bus_lag_seconds',
    'which',
    () => lag(sources.bus()),
    'Delivery lag of the event bus: the last event received from another process, and the largest',
  );
  sampled(
    'casino_event_bus_events',
    'kind',
    () => pick(sources.bus(), ['published', 'received', 'reconnects']),
    'Events this process published, received from others, and listener reconnects (since start)',
  );
  sampled(
    'casino_live_streams',
    'kind',
    () => pick(sources.live?.(), ['streams', 'players', 'sent', 'dropped']),
    'Live event streams this process holds now, their players, and events sent and streams ended by it since start',
  );

  return {
    registry,
    /** One answered request (route: the pattern, never the raw URL: ids would explode the labels). */
    request(method: string, route: string, statusCode: number, seconds: number) {
      const status = String(statusCode);
      requestSeconds.observe({ method, route, status_code: status }, seconds);
      if (statusCode >= 400) errors.inc({ route, status_code: status });
      if (statusCode === 429) refusals.inc({ route });
    },
    ledger(rows: ReadonlyArray<{ type: string; amount: number }>) {
      for (const row of rows) {
        movements.inc({ type: row.type });
        coins.inc({ type: row.type }, Math.abs(row.amount));
      }
    },
    job(name: string, ok: boolean, seconds: number) {
      jobRuns.inc({ job: name, outcome: ok ? 'ok' : 'failed' });
      jobSeconds.observe({ job: name }, seconds);
    },
    render: () => registry.metrics(),
    contentType: registry.contentType,
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
