import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { sql } from 'kysely';
import { PUBLIC_CONFIG_META_NAME } from '@casino/contract';
import { INJECTION, toJsonSchema, validish } from './arbitraries.ts';
import { suiteApp } from './env.ts';
import { injectAnswer } from './inject-answer.ts';
import { ledgerViolations } from './invariants.ts';
import { signUp } from './players.ts';
import { check, checkEqual, noServerError, stats } from './stats.ts';
import { tempDir } from './temp.ts';

/**
 * Injection and XSS (issue 17): every classic payload in every string field and query parameter of
 * every API route, signed in, changes nothing (no 5xx, no delay from pg_sleep, the tables and the
 * ledger intact); script payloads in display names are refused; the site's CSP forbids inline script.
 */
const SITE_INDEX = `<!doctype html><html><head><meta name="${PUBLIC_CONFIG_META_NAME}" content="" /></head><body>site</body></html>`;

function siteDir(): string {
  const dir = tempDir('casino-site-');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), SITE_INDEX);
  return dir;
}

type Props = { properties?: Record<string, { type?: unknown }> };

function stringFields(schema: unknown): { base: Record<string, unknown>; fields: string[] } | undefined {
  const json = toJsonSchema(schema) as Props | undefined;
  if (!json?.properties) return undefined;
  const [base] = fc.sample(validish(json as never), { numRuns: 1, seed: 17 });
  const fields = Object.entries(json.properties)
    .filter(([, p]) => p.type === 'string' || p.type === undefined)
    .map(([k]) => k);
  return { base: (base ?? {}) as Record<string, unknown>, fields };
}

export async function injectionPart(): Promise<string> {
  const suite = await suiteApp({ RATE_LIMIT_MULTIPLIER: '100000', WEB_DIST_DIR: siteDir() });
  try {
    const { app, db, config } = suite;
    const player = await signUp(app);
    let sent = 0;
    let slowest = 0;
    for (const route of app.routeTable) {
      if (!route.url.startsWith(config.apiBasePath) || route.url.includes('/wallet/v1/')) continue;
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      for (const where of ['body', 'querystring'] as const) {
        const shape = stringFields(schema[where]);
        if (!shape) continue;
        for (const field of shape.fields) {
          for (const payload of INJECTION) {
            const value = { ...shape.base, [field]: payload };
            const t0 = performance.now();
            const res = await injectAnswer(app, {
              method: route.method as 'GET',
              url: route.url,
              headers: { channel: 'WEB', cookie: await player.cookie() },
              ...(where === 'body'
                ? { payload: value }
                : { query: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)])) }),
            });
            const ms = performance.now() - t0;
            slowest = Math.max(slowest, ms);
            sent += 1;
            stats.requestsFuzzed += 1;
            noServerError(res.statusCode, `${route.method} ${route.url} ${field}=${JSON.stringify(payload)}`);
            check(ms < 3_000, `${route.method} ${route.url} ${field}=${payload} took ${ms.toFixed(0)} ms`);
          }
        }
      }
    }
    // Nothing was dropped or rewritten: the tables answer, no display name holds markup, the ledger adds up.
    const names = await sql<{
      n: string;
    }>`select count(*)::text as n from accounts where display_name ~ '[<>"''&]'`.execute(db);
    checkEqual(names.rows[0]?.n, '0', 'display names with markup');
    const violations = await ledgerViolations(db);
    check(violations.length === 0, violations.join('; '));
    const script = await app.inject({
      method: 'POST',
      url: '/api/auth/IsEmailUsernameUnique',
      headers: { channel: 'WEB' },
      payload: { email: 'x@example.com', displayName: '<script>alert(1)</script>' },
    });
    checkEqual(script.statusCode, 400, 'a display name with a script');
    // The site: a CSP without inline script, nosniff everywhere.
    const page = await app.inject({ url: '/' });
    const csp = String(page.headers['content-security-policy'] ?? '');
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    check(
      scriptSrc.includes("'self'") &&
        !scriptSrc.includes('unsafe-inline') &&
        !scriptSrc.includes('unsafe-eval'),
      `script-src: ${scriptSrc}`,
    );
    check(csp.includes("object-src 'none'"), `CSP without object-src 'none': ${csp}`);
    const api = await app.inject({ url: '/api/balance', headers: { channel: 'WEB' } });
    checkEqual(api.headers['x-content-type-options'], 'nosniff', 'nosniff on API answers');
    return `${sent} payloads in string fields of every route, slowest ${slowest.toFixed(0)} ms; CSP script-src ${scriptSrc}`;
  } finally {
    await suite.close();
  }
}
