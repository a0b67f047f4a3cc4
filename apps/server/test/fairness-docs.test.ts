import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedUp } from './auth-helpers.ts';
import { manualClock, setupTestApp } from './helper.ts';
import { HOUR, raffleAdmin, raffleInput, raffleSuiteEnv } from './support/raffle-http.ts';

/**
 * Issue 32, item 3: every example request written in the fairness docs is sent, exactly as written,
 * through HTTP, in the order the docs give; each must answer 2xx with the fields the doc shows after
 * it (same names, same JSON types, recursively; "…" values are placeholders). `{name}` in a request is
 * a value read from an earlier answer (gameSessionId, roundId, the launch token of a launch URL, …).
 */
const ADMIN_EMAIL = 'docs-raffles@casino.test';
const clock = manualClock(new Date('2030-07-01T00:00:00Z'));
const ctx = setupTestApp({ env: raffleSuiteEnv(ADMIN_EMAIL), clock });
const DOCS = path.resolve(import.meta.dirname, '../../../docs');

interface Example {
  doc: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
  shape: unknown;
}

/** Each ```http block of a doc, with the ```json block that follows it (the answer's shape). */
function examplesOf(doc: string): Example[] {
  const text = readFileSync(path.join(DOCS, doc), 'utf8');
  const blocks = [...text.matchAll(/```(http|json)\n([\s\S]*?)```/g)].map((m) => ({
    kind: m[1]!,
    body: m[2]!,
  }));
  const examples: Example[] = [];
  blocks.forEach((block, i) => {
    if (block.kind !== 'http') return;
    const next = blocks[i + 1];
    expect(next?.kind, `${doc}: an http example is followed by its answer's json`).toBe('json');
    const [head, ...rest] = block.body.split('\n\n');
    const [requestLine, ...headerLines] = head!.trim().split('\n');
    const [method, url] = requestLine!.split(' ');
    const headers = Object.fromEntries(
      headerLines.map((line) => {
        const at = line.indexOf(':');
        return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()];
      }),
    );
    const body = rest.join('\n\n').trim() || undefined;
    examples.push({ doc, method: method!, url: url!, headers, body, shape: JSON.parse(next!.body) });
  });
  return examples;
}

const typeOf = (v: unknown): string => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);

/** Every field the doc shows is in the answer with the same JSON type (objects and arrays recursively). */
function expectShape(actual: unknown, shape: unknown, where: string): void {
  expect(typeOf(actual), where).toBe(typeOf(shape));
  if (Array.isArray(shape) && Array.isArray(actual) && shape.length > 0) {
    expect(actual.length, `${where}: a non-empty list`).toBeGreaterThan(0);
    expectShape(actual[0], shape[0], `${where}[0]`);
  } else if (typeOf(shape) === 'object') {
    for (const [key, value] of Object.entries(shape as Record<string, unknown>))
      expectShape((actual as Record<string, unknown>)[key], value, `${where}.${key}`);
  }
}

/** Values later examples may name: every string field of every answer, and a launch URL's token. */
function remember(values: Map<string, string>, answer: unknown): void {
  if (Array.isArray(answer)) return answer.forEach((item) => remember(values, item));
  if (answer === null || typeof answer !== 'object') return;
  for (const [key, value] of Object.entries(answer)) {
    if (typeof value === 'string' && !values.has(key)) values.set(key, value);
    if (key === 'url' && typeof value === 'string') {
      const launch = new URL(value, 'http://x').searchParams.get('launch');
      if (launch) values.set('launch', launch);
    }
    if (typeof value === 'object') remember(values, value);
  }
}

const fill = (text: string, values: Map<string, string>): string =>
  text.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => {
    const value = values.get(name);
    expect(value, `a value for ${whole}`).toBeDefined();
    return value!;
  });

async function playExamples(docs: string[], known: Record<string, string> = {}): Promise<number> {
  const values = new Map<string, string>(Object.entries(known));
  let sent = 0;
  for (const example of docs.flatMap(examplesOf)) {
    const url = fill(example.url, values);
    const res = await ctx.app.inject({
      method: example.method as 'GET' | 'POST',
      url,
      headers: example.headers,
      ...(example.body === undefined ? {} : { payload: fill(example.body, values) }),
    });
    const where = `${example.doc}: ${example.method} ${url}`;
    expect(res.statusCode, `${where} → ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, `${where} → ${res.body.slice(0, 200)}`).toBeLessThan(300);
    const answer: unknown = res.json();
    expectShape(answer, example.shape, where);
    remember(values, answer);
    sent++;
  }
  return sent;
}

describe('the fairness docs’ example requests', () => {
  it('docs/provably-fair.md §5 and docs/provably-fair-maths.md: each answers 2xx with the documented shape', async () => {
    const sent = await playExamples(['provably-fair.md', 'provably-fair-maths.md']);
    expect(sent).toBeGreaterThanOrEqual(10);
  });

  it('docs/raffles.md: the public results of a drawn raffle answer 2xx with the documented shape', async () => {
    const operator = await raffleAdmin(ctx.app, ADMIN_EMAIL);
    const created = await operator.post(
      '/operator/raffles',
      raffleInput(clock.now(), { tournamentRef: 'docs-raffle' }),
    );
    expect(created.statusCode).toBe(201);
    const { browser } = await signedUp(ctx.app);
    const launch = await browser.get('/launchgame?gameCode=WNF_AZTEC_X&lobbyUrl=%2F&language=en');
    const launchToken = new URL(launch.json().url, 'http://x').searchParams.get('launch');
    const session = await browser.post('/studio/session', { launchToken });
    const round = await browser.post('/studio/round', {
      gameSessionId: session.json().gameSessionId,
      bet: 100,
      roundKey: 'docs-raffle-round-1',
    });
    expect(round.statusCode).toBe(200);
    clock.advance(HOUR + 60_000); // past the close and its beacon round
    await ctx.app.jobs.runOnce();
    const sent = await playExamples(['raffles.md'], { raffleId: String(created.json().id) });
    expect(sent).toBe(1);
  });
});
