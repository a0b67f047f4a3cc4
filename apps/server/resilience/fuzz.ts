import fc from 'fast-check';
import { errorResponseSchema, walletErrorResponseSchema } from '@casino/contract';
import { signWalletRequest } from '../src/modules/wallet/game-wallet/wallet-provider.routes.ts';
import type { RouteEntry } from '../src/plugins/route-table.ts';
import { asQuery, hostileValue, mutated, toJsonSchema, validish } from './arbitraries.ts';
import { PROVIDER, suiteApp, type App } from './env.ts';
import { injectAnswer } from './inject-answer.ts';
import { signUp } from './players.ts';
import { check, noServerError, stats } from './stats.ts';

/**
 * Bad input (issue 17): every route of the app — found in its route table, so modules added later
 * (the operator's) are fuzzed without being listed — gets requests generated from its zod schemas by
 * fast-check, valid-ish and broken (missing fields, wrong types, oversized, unicode-heavy, injection
 * payloads), anonymous, signed in, without CHANNEL and (provider API) correctly signed. Every answer
 * must be a 2xx or a 4xx with the catalogue's shape; a 5xx fails the part.
 */
const RUNS = Number(process.env.RESILIENCE_FUZZ_RUNS ?? 25);

type Context = 'anonymous' | 'signed-in' | 'no-channel' | 'provider';

interface FuzzRequest {
  body: unknown;
  query: unknown;
  params: unknown;
  sendBody: boolean;
}

function contextsOf(route: RouteEntry, apiBase: string): Context[] {
  if (route.url.startsWith(`${apiBase}/wallet/v1/`)) return ['provider', 'anonymous'];
  if (route.url.startsWith(apiBase)) return ['anonymous', 'signed-in', 'no-channel'];
  return ['anonymous'];
}

function fillPath(url: string, params: unknown): string {
  const values = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  return url
    .replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodeURIComponent(String(values[name] ?? 'x')))
    .replace(/\*$/, encodeURIComponent(String(values['*'] ?? 'index.html')));
}

function requestArbitrary(route: RouteEntry): fc.Arbitrary<FuzzRequest> {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const body = mutated(validish(toJsonSchema(schema.body) ?? { type: 'object' }));
  const query = mutated(validish(toJsonSchema(schema.querystring)));
  const params = fc.oneof(validish(toJsonSchema(schema.params)), fc.dictionary(fc.string(), hostileValue));
  return fc.record({ body, query, params, sendBody: fc.boolean() });
}

function checkAnswer(route: RouteEntry, ctx: Context, status: number, text: string, apiBase: string) {
  const what = `${route.method} ${route.url} (${ctx})`;
  stats.requestsFuzzed += 1;
  noServerError(status, what);
  if (status < 400) return;
  if (!route.url.startsWith(apiBase) && status === 404) return; // the site's own 404 page
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    check(false, `${what} answered ${status} with a body that is not JSON: ${text.slice(0, 80)}`);
  }
  const provider = route.url.startsWith(`${apiBase}/wallet/v1/`);
  const shape = provider ? walletErrorResponseSchema.strict() : errorResponseSchema.strict();
  const ok = shape.safeParse(json).success || errorResponseSchema.strict().safeParse(json).success;
  check(ok, `${what} answered ${status} outside the catalogue: ${text.slice(0, 120)}`);
}

async function send(app: App, route: RouteEntry, ctx: Context, req: FuzzRequest, cookie: string) {
  const url = fillPath(route.url, req.params);
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE' && req.sendBody;
  const raw = hasBody ? JSON.stringify(req.body ?? null) : undefined;
  const headers: Record<string, string> = {};
  if (ctx !== 'no-channel' && ctx !== 'provider') headers.channel = 'WEB';
  if (ctx === 'signed-in') headers.cookie = cookie;
  if (raw !== undefined) headers['content-type'] = 'application/json';
  if (ctx === 'provider') {
    const timestamp = String(Math.floor(Date.now() / 1000));
    headers['x-provider'] = PROVIDER.code;
    headers['x-timestamp'] = timestamp;
    headers['x-signature'] = signWalletRequest(PROVIDER.secret, timestamp, raw ?? '');
  }
  const query = asQuery(req.query as never);
  const res = await injectAnswer(app, {
    method: route.method as 'GET',
    url,
    headers,
    ...(query ? { query } : {}),
    ...(raw !== undefined ? { payload: raw } : {}),
  });
  return { status: res.statusCode, text: res.body };
}

export async function fuzzRoutes(): Promise<string> {
  const suite = await suiteApp({ RATE_LIMIT_MULTIPLIER: '100000' });
  try {
    const { app, config } = suite;
    const apiBase = config.apiBasePath;
    const routes = app.routeTable.filter((r) => r.method !== 'OPTIONS');
    check(routes.length > 20, `the route table lists only ${routes.length} routes`);
    const player = await signUp(app);
    let combos = 0;
    for (const route of routes) {
      for (const ctx of contextsOf(route, apiBase)) {
        combos += 1;
        await fc.assert(
          fc.asyncProperty(requestArbitrary(route), async (req) => {
            // A route that ends the session (logout, deletion…) must not blind the rest of the run.
            const res = await send(app, route, ctx, req, await player.cookie());
            checkAnswer(route, ctx, res.status, res.text, apiBase);
          }),
          { numRuns: RUNS, seed: 17, endOnFailure: true },
        );
      }
    }
    return `${routes.length} routes × contexts = ${combos} properties, ${RUNS} runs each`;
  } finally {
    await suite.close();
  }
}
