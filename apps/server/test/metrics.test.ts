import { describe, expect, it } from 'vitest';
import { listenMetrics } from '../src/modules/metrics/metrics.server.ts';
import { AUTH_ENV, signedUp } from './auth-helpers.ts';
import { CHANNEL, setupTestApp, testConfig } from './helper.ts';

/**
 * Metrics and probes (issue 27, item 7): the Prometheus families an operator watches, served on their
 * own port, and liveness apart from readiness.
 */
const ctx = setupTestApp({
  env: AUTH_ENV,
  // A route that refuses as a rate limit does (the limits themselves are proven elsewhere).
  extend: (app) => app.get('/test-refused/:id', async (_request, reply) => reply.code(429).send({})),
});

/** The value of one sample line `name{labels} value` (labels in any order), or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('metrics', () => {
  it('count requests by route pattern, errors, refusals, committed ledger rows, job runs, the pool and the bus', async () => {
    const { app } = ctx;
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/api/health', headers: CHANNEL });
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-thing', headers: CHANNEL });
    expect(missing.statusCode).toBe(404);
    await signedUp(app); // the sign-up bonus: one committed ledger row
    await app.jobs.runOnce();

    const text = await app.metrics.render();
    expect(
      sample(text, 'casino_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/health',
        status_code: '200',
      }),
    ).toBe(3);
    expect(sample(text, 'casino_http_errors_total', { status_code: '404' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'casino_ledger_movements_total', { type: 'SIGNUP_BONUS' })).toBe(1);
    expect(sample(text, 'casino_ledger_coins_total', { type: 'SIGNUP_BONUS' })).toBeGreaterThan(0);
    expect(sample(text, 'casino_job_runs_total', { job: 'sweep-stale-rounds', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'casino_job_duration_seconds_count', { job: 'sweep-stale-rounds' })).toBe(1);
    expect(sample(text, 'casino_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'casino_event_bus_lag_seconds', { which: 'max' })).toBeGreaterThanOrEqual(0);
    expect(text).toContain('# TYPE casino_rate_limit_refusals_total counter'); // counted on each 429
    expect(text).toMatch(/^casino_process_resident_memory_bytes /m);
    // Raw URLs never become labels (ids would make a family per player).
    expect(text).not.toContain('no-such-thing');
  });

  it('a refused request (429) is counted as a refusal of its route', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({ method: 'GET', url: '/test-refused/7', headers: CHANNEL });
      expect(res.statusCode).toBe(429);
    }
    const text = await ctx.app.metrics.render();
    expect(sample(text, 'casino_rate_limit_refusals_total', { route: '/test-refused/:id' })).toBe(2);
  });

  it('are served on their own port, and nothing else is', async () => {
    const server = await listenMetrics(ctx.app.metrics, { port: 0, host: '127.0.0.1', log: ctx.app.log });
    try {
      const address = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await res.text()).toContain('# TYPE casino_http_request_duration_seconds histogram');
      expect((await fetch(`http://127.0.0.1:${address.port}/`)).status).toBe(404);
    } finally {
      server.close();
    }
    // The public port has no /metrics.
    const publicRes = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: CHANNEL });
    expect(publicRes.statusCode).toBe(404);
    expect(testConfig().metrics).toBeUndefined();
    expect(testConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
  });
});

describe('probes', () => {
  it('liveness answers without the database; readiness names the latest migration', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect(ready.json().migration).toMatch(/^\d{14}_/);
  });
});
