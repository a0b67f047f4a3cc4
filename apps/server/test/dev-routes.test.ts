import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@casino/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { CHANNEL, setupTestApp } from './helper.ts';

const ctx = setupTestApp();
const api = (path: string) => `/api${path}`;

describe('test-only clock and job routes', () => {
  it('moves the server clock forward and runs the jobs on demand', async () => {
    const before = Date.now();
    const moved = await ctx.app.inject({
      method: 'POST',
      url: api(AUTH_PATHS.devClock),
      headers: CHANNEL,
      payload: { advanceMs: 3_600_000 },
    });
    expect(moved.statusCode).toBe(200);
    expect(new Date(moved.json<{ now: string }>().now).getTime()).toBeGreaterThanOrEqual(before + 3_600_000);
    const ran = await ctx.app.inject({ method: 'POST', url: api(AUTH_PATHS.devRunJobs), headers: CHANNEL });
    expect(ran.statusCode).toBe(200);
    const backwards = await ctx.app.inject({
      method: 'POST',
      url: api(AUTH_PATHS.devClock),
      headers: CHANNEL,
      payload: { advanceMs: -1 },
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('does not exist outside NODE_ENV=test', async () => {
    const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
    const app = await buildApp(config, { db: ctx.db });
    try {
      for (const path of [AUTH_PATHS.devClock, AUTH_PATHS.devRunJobs]) {
        const res = await app.inject({ method: 'POST', url: api(path), headers: CHANNEL, payload: {} });
        expect(res.statusCode).toBe(404);
      }
    } finally {
      await app.close();
    }
  });
});
