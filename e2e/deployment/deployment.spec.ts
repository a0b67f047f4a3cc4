import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { CHANNEL_HEADER, WEB_CHANNEL_CODE } from '@casino/contract';
import { randomInt } from 'node:crypto';
import pg from 'pg';
import { newPlayer, signUpByApi } from '../support/accounts.ts';
import { consoleSettled, operatorSignedIn } from '../support/console.ts';
import { CAPTCHA_TEST_ANSWER, OPERATOR } from '../support/constants.ts';
import { startDeployment, type Deployment } from '../support/deployment.ts';
import { openIn, shot } from '../support/site.ts';

/**
 * The tested deployment (issue 27): Debian's nginx with the shipped config (deploy/nginx.conf.template)
 * in front of three compiled server processes A, B and C on one PostgreSQL. A player and an operator
 * walk the site THROUGH THE PROXY while the test checks what only holds if nothing lives in one
 * process: a game switched off through A leaves B's and C's catalogue within a second (event bus); a
 * limit counts requests to A, B and C together (counters in PostgreSQL); a KYC document uploaded
 * through B opens in the console after B was killed (documents in the database); the walk carries on
 * after the kill (nginx retries the next process); every job ran once per interval, not once per
 * process (job_schedule).
 */
const databaseUrl = process.env.DATABASE_URL;
const port = Number(process.env.DEPLOY_PORT ?? 3190);
const channel = { [CHANNEL_HEADER]: WEB_CHANNEL_CODE };
/** A real 8×8 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4ssAGK2IYWhIAWT5sAVx7WDsAAAAASUVORK5CYII=',
  'base64',
);

let deployment: Deployment;
let db: pg.Client;
/** The database's clock just before the processes started: no job may have run before it. */
let startedAt: Date;
const runsBefore = new Map<string, number>();

const dbNow = async () => (await db.query<{ now: Date }>('select now() as now')).rows[0]!.now;

test.beforeAll(async () => {
  if (!databaseUrl)
    throw new Error('needs DATABASE_URL: bash scripts/with-postgres.sh npm run test:deployment');
  test.setTimeout(150_000);
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  startedAt = await dbNow();
  // Runs recorded before these processes started (none on the fresh database CI gives it).
  const earlier = await db
    .query<{ job_name: string; runs: string }>('select job_name, runs from job_schedule')
    .catch(() => ({ rows: [] }));
  for (const row of earlier.rows) runsBefore.set(row.job_name, Number(row.runs));
  deployment = await startDeployment({
    proxyPort: port,
    serverPorts: [port + 1, port + 2, port + 3],
    metricsPorts: [port + 5, port + 6, port + 7],
    databaseUrl,
    env: {
      CAPTCHA_TEST_ANSWER,
      OPERATOR_EMAIL: OPERATOR.email,
      OPERATOR_PASSWORD: OPERATOR.password,
      LOG_LEVEL: 'warn',
    },
  });
});

test.afterAll(async () => {
  await deployment?.stop();
  await db?.end();
});

/** Whether a process lists `code` in its public catalogue (GET /api/games, cached 5 s per process). */
async function listed(base: string, code: string): Promise<boolean> {
  const res = await fetch(`${base}/api/games?limit=1000`, { headers: channel });
  expect(res.status).toBe(200);
  const groups = (await res.json()) as Array<{ games: Array<{ gameCode: string }> }>;
  return groups.some((group) => group.games.some((game) => game.gameCode === code));
}

/** The milliseconds until `base` stops (or starts) listing `code`; fails after one second. */
async function seenWithinASecond(base: string, code: string, want: boolean, since: number) {
  await expect.poll(() => listed(base, code), { timeout: 1_000, intervals: [25] }).toBe(want);
  return Date.now() - since;
}

/** The game codes the slot category shows (a fresh browser context: no cached /api/games). */
async function slotTiles(page: Page): Promise<string[]> {
  await openIn(page, '/category/slot', 'en');
  const tiles = page.getByTestId('game-grid').getByTestId('game-tile');
  await expect(tiles.first()).toBeVisible();
  return tiles.evaluateAll((els) => els.map((el) => el.getAttribute('data-game-code') ?? ''));
}

test('the site through nginx while three processes share one PostgreSQL', async ({ page, browser }, info) => {
  const [A, B, C] = deployment.servers.map((server) => server.url) as [string, string, string];
  const errors: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 500) errors.push(`${res.status()} ${res.url()}`);
  });
  const player = newPlayer();

  await test.step('a player signs up and opens the site through the proxy', async () => {
    await signUpByApi(page, player); // the phone's code read from the outbox, through the proxy
    await openIn(page, '/', 'en');
    await shot(page, info, 'en-home-through-nginx');
  });

  await test.step('a game switched off through A leaves B, C and the site within a second', async () => {
    const code = (await slotTiles(page))[0]!;
    // B and C hold the catalogue in their cache now: only the event bus can tell them.
    expect(await listed(B, code)).toBe(true);
    expect(await listed(C, code)).toBe(true);
    const operator = await playwrightRequest.newContext({ baseURL: A, extraHTTPHeaders: channel });
    const signin = await operator.post('/api/operator/auth/signin', { data: OPERATOR });
    expect(signin.status(), await signin.text()).toBe(200);
    const switchOff = Date.now();
    expect(
      (await operator.patch(`/api/operator/games/${code}`, { data: { isEnabled: false } })).status(),
    ).toBe(200);
    const off = [
      await seenWithinASecond(B, code, false, switchOff),
      await seenWithinASecond(C, code, false, switchOff),
    ];
    const fresh = await browser.newPage({ baseURL: deployment.proxyURL, viewport: page.viewportSize() });
    expect(await slotTiles(fresh)).not.toContain(code);
    await shot(fresh, info, `en-slot-without-${code}`);
    const switchOn = Date.now();
    expect(
      (await operator.patch(`/api/operator/games/${code}`, { data: { isEnabled: true } })).status(),
    ).toBe(200);
    const on = [
      await seenWithinASecond(B, code, true, switchOn),
      await seenWithinASecond(C, code, true, switchOn),
    ];
    await fresh.close();
    await operator.dispose();
    console.log(
      `event bus: ${code} off on B, C after ${off.join(', ')} ms; on again after ${on.join(', ')} ms`,
    );
  });

  await test.step('a limit counts requests to A, B and C together', async () => {
    // One client address (X-Forwarded-For from 127.0.0.1, which TRUST_PROXY names): 60 unknown paths
    // a minute (RULES.notFoundIp), 20 to each process; counted per process, none would refuse.
    const address = { ...channel, 'x-forwarded-for': `203.0.113.${randomInt(1, 255)}` };
    const probe = (base: string, i: number) =>
      fetch(`${base}/api/deployment-probe-${i}`, { headers: address }).then((res) => res.status);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push(await probe([A, B, C][i % 3]!, i));
    expect(statuses.filter((status) => status === 404)).toHaveLength(60);
    expect([await probe(A, 60), await probe(B, 61), await probe(C, 62)]).toEqual([429, 429, 429]);
    // Through the proxy the forged header is replaced by the client's own address: not refused.
    expect((await fetch(`${deployment.proxyURL}/api/deployment-probe`, { headers: address })).status).toBe(
      404,
    );
  });

  const fullName = `Deploy ${player.displayName}`;
  await test.step('the player sends a KYC document to B', async () => {
    const sent = await page.request.post(`${B}/api/kyc`, {
      headers: channel,
      data: {
        fullName,
        dateOfBirth: '1990-05-06',
        postCode: '150-0001',
        prefecture: 'Tokyo',
        municipality: 'Shibuya',
        address: '1-2-3 Jingumae',
        document: { fileName: 'id.png', contentType: 'image/png', data: PNG.toString('base64') },
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  });

  const killedAt = await test.step('B is killed mid-walk; the walk carries on through A and C', async () => {
    await deployment.servers[1]!.kill('SIGKILL');
    const at = await dbNow();
    for (const path of ['/kyc', '/category/slot', '/', '/settings', '/kyc']) await openIn(page, path, 'en');
    await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'pending');
    await shot(page, info, 'en-kyc-pending-after-kill');
    // nginx did send requests to B and went on to the next process.
    expect(deployment.errorLog()).toContain(`127.0.0.1:${port + 2}`);
    return at;
  });

  await test.step('the operator opens the document B stored, through the proxy', async () => {
    const context = await browser.newContext({ baseURL: deployment.proxyURL, viewport: page.viewportSize() });
    const operator = await context.newPage();
    operator.on('response', (res) => {
      if (res.status() >= 500) errors.push(`${res.status()} ${res.url()}`);
    });
    await operatorSignedIn(operator, OPERATOR.email, OPERATOR.password);
    await operator.goto('/operator/kyc');
    await consoleSettled(operator);
    await operator.getByText(fullName).first().click();
    await expect(operator).toHaveURL(/\/operator\/kyc\/[0-9a-f-]{36}\/show/);
    await consoleSettled(operator);
    await expect(operator.getByTestId('kyc-document').locator('img')).toBeVisible();
    await shot(operator, info, 'en-console-kyc-document-from-b');
    const id = /\/operator\/kyc\/([0-9a-f-]{36})\//.exec(operator.url())![1]!;
    for (const base of [deployment.proxyURL, A, C]) {
      const document = await operator.request.get(`${base}/api/operator/kyc/${id}/document`, {
        headers: channel,
      });
      expect(document.status()).toBe(200);
      expect(Buffer.from(await document.body()).equals(PNG)).toBe(true);
    }
    await context.close();
  });

  await test.step('each job ran once per interval, not once per process', async () => {
    type Row = {
      job_name: string;
      interval_ms: number;
      runs: string;
      failures: string;
      last_started_at: Date;
    };
    const schedule = async () => (await db.query<Row>('select * from job_schedule order by job_name')).rows;
    // The survivors take over: the 15-second jobs run again after B died.
    await expect
      .poll(
        async () => {
          const raffles = (await schedule()).find((row) => row.job_name === 'raffles');
          return (raffles?.last_started_at.getTime() ?? 0) > killedAt.getTime();
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const rows = await schedule();
    const elapsed = (await dbNow()).getTime() - startedAt.getTime();
    expect(rows.map((row) => row.job_name)).toEqual(
      expect.arrayContaining(['analytics-rollup', 'prune-expired', 'raffles', 'sweep-stale-rounds']),
    );
    for (const row of rows) {
      // Claims stay on the job's grid: at most one per interval since the processes started.
      const runs = Number(row.runs) - (runsBefore.get(row.job_name) ?? 0);
      const most = 1 + Math.floor(elapsed / row.interval_ms);
      // A job new to this database runs at once; one scheduled by an earlier run waits for its slot.
      if (!runsBefore.has(row.job_name))
        expect(runs, `${row.job_name} runs in ${elapsed} ms`).toBeGreaterThanOrEqual(1);
      expect(runs, `${row.job_name} runs in ${elapsed} ms`).toBeLessThanOrEqual(most);
      expect(Number(row.failures), row.job_name).toBe(0);
    }
    console.log(
      `jobs after ${Math.round(elapsed / 1000)} s: ${rows.map((r) => `${r.job_name} ${r.runs}`).join(', ')}`,
    );
  });

  await test.step('metrics stay off the public port', async () => {
    const res = await fetch(`${deployment.proxyURL}/metrics`);
    expect(await res.text()).not.toContain('casino_http_request_duration_seconds');
    const own = await fetch(`http://127.0.0.1:${port + 5}/metrics`);
    expect(await own.text()).toContain('casino_http_request_duration_seconds');
  });

  expect(errors).toEqual([]);
});
