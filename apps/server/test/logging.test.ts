import { describe, expect, it } from 'vitest';
import { loggableUrl } from '../src/plugins/request-logging.ts';
import { CHANNEL, setupTestApp } from './helper.ts';

const SECRET = 'Pa55w0rd-DO-NOT-LOG-8f3a';

const ctx = setupTestApp({ env: { LOG_LEVEL: 'trace' } });

describe('request logging', () => {
  it('writes one line per request with method, url, status and response time', async () => {
    ctx.logs.lines.length = 0;
    await ctx.app.inject({ url: '/api/games?limit=1', headers: CHANNEL });
    const completed = ctx.logs.entries().filter((e) => e.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ method: 'GET', url: '/api/games?limit=1', statusCode: 200 });
    expect(typeof completed[0]?.responseTime).toBe('number');
  });

  it('never logs request bodies, even malformed ones, nor secret headers', async () => {
    ctx.logs.lines.length = 0;
    const headers = {
      ...CHANNEL,
      'content-type': 'application/json',
      cookie: `session=${SECRET}`,
      authorization: `Bearer ${SECRET}`,
    };
    const url = '/api/analytics/events';
    // A valid body with an extra password-looking field, an invalid one and a malformed one
    // (JSON.parse quotes the text it fails on in its message).
    for (const payload of [
      JSON.stringify({ events: [{ type: 'page_view', path: '/' }], password: SECRET }),
      JSON.stringify({ email: 'a@b.example', password: SECRET }),
      `{"password": "${SECRET}", oops`,
    ]) {
      await ctx.app.inject({ method: 'POST', url, headers, payload });
    }
    await ctx.app.inject({ method: 'POST', url: '/api/auth/signin', headers, payload: { password: SECRET } });
    expect(ctx.logs.lines.length).toBeGreaterThan(0);
    expect(ctx.logs.lines.join('\n')).not.toContain(SECRET);
  });

  it('drops query strings from /auth/ API paths and site pages', () => {
    expect(loggableUrl('/api/auth/reset-password?token=abc', '/api')).toBe('/api/auth/reset-password');
    expect(loggableUrl('/reset-password?token=abc', '/api')).toBe('/reset-password');
    expect(loggableUrl('/api/games?limit=5', '/api')).toBe('/api/games?limit=5');
    expect(loggableUrl('/api/games', '/api')).toBe('/api/games');
  });
});
