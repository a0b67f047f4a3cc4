import * as contract from '@casino/contract';
import {
  API_PATHS,
  AUTH_PATHS,
  ERROR_CODES,
  FAIRNESS_PATHS,
  LAUNCH_PATHS,
  WALLET_PATHS,
} from '@casino/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTH_ENV, signedUp } from './auth-helpers.ts';
import { setupTestApp } from './helper.ts';

/**
 * Every API path of the contract, every method, anonymous and signed in, gets hostile input: broken
 * JSON, wrong JSON types, every known field set to junk, junk query strings, and arbitrary JSON from
 * fast-check. Nothing may answer 5xx, and every refusal of a player route carries a catalogue code.
 */
const ctx = setupTestApp({ env: { ...AUTH_ENV, RATE_LIMIT_MULTIPLIER: '100000' } });

const PATHS = [
  ...new Set<string>(
    [API_PATHS, AUTH_PATHS, FAIRNESS_PATHS, LAUNCH_PATHS, WALLET_PATHS].flatMap((p) => Object.values(p)),
  ),
];
/** The seamless-wallet API of providers answers in its own error format (signed server calls). */
const PROVIDER_PATHS = new Set<string>([
  WALLET_PATHS.providerSession,
  WALLET_PATHS.providerBalance,
  WALLET_PATHS.providerBet,
  WALLET_PATHS.providerWin,
  WALLET_PATHS.providerRollback,
]);

/** Every field name some request or query schema of the contract knows. */
const FIELDS = [
  ...new Set(
    Object.entries(contract)
      .filter(([name]) => /(Request|Query)Schema$/.test(name))
      .flatMap(([, schema]) =>
        typeof schema === 'object' && schema !== null && 'shape' in schema
          ? Object.keys(schema.shape as object)
          : [],
      ),
  ),
];

const JUNK: unknown[] = [
  null,
  -1,
  1e308,
  1.5,
  '',
  ' ',
  'x'.repeat(10_000),
  '\u0000\uffff💥',
  '../../etc/passwd',
  "' or 1=1 --",
  '1e309',
  true,
  [],
  [1, 'a', null],
  {},
  { $gt: '' },
  { __proto__: { admin: true } },
];

const RAW_BODIES = ['{', '{"a":', 'null', '[]', '"text"', '12', 'true', '{"__proto__":{"x":1}}', '\u0000'];

const QUERIES = [
  '?limit=-1&page=abc',
  '?limit=99999999999999999999&page=0',
  '?gameCode[]=a&gameCode[]=b',
  '?to=' + 'x'.repeat(3000),
  '?channelCode=%00&siteRef=%ff',
  `?${FIELDS.map((f) => `${f}=%27%22%3C`).join('&')}`,
];

type Who = 'anonymous' | 'player';

async function send(
  who: { cookie?: string },
  method: 'GET' | 'POST',
  path: string,
  body?: string,
): Promise<{ status: number; json: unknown }> {
  const res = await ctx.app.inject({
    method,
    url: `/api${path}`,
    headers: {
      channel: 'WEB',
      ...(who.cookie ? { cookie: who.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: body }),
  });
  let json: unknown = null;
  try {
    json = res.json();
  } catch {
    json = res.body;
  }
  return { status: res.statusCode, json };
}

function expectRefusedWell(path: string, what: string, res: { status: number; json: unknown }) {
  expect(res.status, `${what} → ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400 && !PROVIDER_PATHS.has(path)) {
    const code = (res.json as { error?: { code?: unknown } } | null)?.error?.code;
    expect(ERROR_CODES, `${what}: ${JSON.stringify(res.json)}`).toContain(code);
  }
}

async function players(): Promise<Record<Who, { cookie?: string }>> {
  const { browser } = await signedUp(ctx.app);
  return { anonymous: {}, player: { cookie: `sid=${encodeURIComponent(browser.sid!)}` } };
}

describe('hostile input on every API path', () => {
  it('a path parameter longer than the router takes: 404 NOT_FOUND in the catalogue shape, not 414', async () => {
    const long = 'x'.repeat(300);
    for (const url of [`/api/operator/content/documents/${long}/versions`, `/api/raffles/${long}/results`]) {
      const res = await ctx.app.inject({ url, headers: { channel: 'WEB' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND' } });
    }
  });

  it(`knows the paths and fields it attacks`, () => {
    expect(PATHS.length).toBeGreaterThanOrEqual(35);
    expect(FIELDS).toEqual(expect.arrayContaining(['email', 'password', 'bet', 'gameSessionId']));
  });

  it('broken and wrongly typed JSON bodies: a 4xx with a catalogue code, never 5xx', async () => {
    const who = await players();
    for (const path of PATHS) {
      for (const [name, user] of Object.entries(who)) {
        for (const raw of RAW_BODIES) {
          expectRefusedWell(path, `${name} POST ${path} ${raw}`, await send(user, 'POST', path, raw));
        }
        for (const junk of JUNK) {
          const body = JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, junk])));
          expectRefusedWell(path, `${name} POST ${path} all fields=${String(junk).slice(0, 20)}`, {
            ...(await send(user, 'POST', path, body)),
          });
        }
      }
    }
  });

  it('junk query strings on GET: never 5xx', async () => {
    const who = await players();
    for (const path of PATHS) {
      for (const [name, user] of Object.entries(who)) {
        for (const query of QUERIES) {
          expectRefusedWell(path, `${name} GET ${path}${query.slice(0, 60)}`, {
            ...(await send(user, 'GET', `${path}${query}`)),
          });
        }
      }
    }
  });

  it('arbitrary JSON (fast-check) to every POST path: never 5xx', async () => {
    const who = await players();
    const field = fc.constantFrom(...FIELDS);
    const value = fc.oneof(fc.jsonValue(), fc.string({ unit: 'binary', maxLength: 300 }));
    const body = fc.oneof(fc.jsonValue(), fc.dictionary(field, value, { maxKeys: 8 }));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PATHS),
        fc.constantFrom<Who>('anonymous', 'player'),
        body,
        async (path, name, b) => {
          const res = await send(who[name], 'POST', path, JSON.stringify(b) ?? 'null');
          expectRefusedWell(path, `${name} POST ${path} ${JSON.stringify(b)?.slice(0, 200)}`, res);
        },
      ),
      { numRuns: 400 },
    );
  });
});
