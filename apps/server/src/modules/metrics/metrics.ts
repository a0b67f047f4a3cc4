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
  const errors = new Counter({
    name: 'casino_http_errors_total',
    help: 'Answers with a 4xx or 5xx status, by route pattern and status code',
    labelNames: ['route', 'status_code'] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'casino_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit or a lockout (429), by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const movements = new Counter({
    name: 'casino_ledger_movements_total',
    help: 'Committed ledger rows written by this process, by transaction type',
    labelNames: ['type'] as const,
    registers: [registry],
  });
  const coins = new Counter({
    name: 'casino_ledger_coins_total',
    help: 'Coins moved by committed ledger rows of this process (absolute amounts), by transaction type',
    labelNames: ['type'] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'casino_job_runs_total',
    help: 'Scheduled job runs in this process, by job and outcome (ok, failed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'casino_job_duration_seconds',
    help: 'Duration of scheduled job runs in this process, by job',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers: [registry],
  });
  new Gauge({
    name: 'casino_db_pool_connections',
    help: 'Database pool connections now, by state (total, idle, waiting = requests queued for one)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = sources.pool();
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'casino_event_bus_lag_seconds',
    help: 'Delivery lag of the event bus: the last event received from another process, and the largest',
    labelNames: ['which'] as const,
    registers: [registry],
    collect() {
      const stats = sources.bus();
      this.set({ which: 'last' }, (stats.lastLagMs ?? 0) / 1000);
      this.set({ which: 'max' }, stats.maxLagMs / 1000);
    },
  });
  new Gauge({
    name: 'casino_event_bus_events',
    help: 'Events this process published, received from others, and listener reconnects (since start)',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      const stats = sources.bus();
      this.set({ kind: 'published' }, stats.published);
      this.set({ kind: 'received' }, stats.received);
      this.set({ kind: 'reconnects' }, stats.reconnects);
    },
  });

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
