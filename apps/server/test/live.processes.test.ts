import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENV, signedUp } from './auth-helpers.ts';
import {
  ON_POSTGRES,
  createSeededDatabase,
  testConfig,
  twoProcesses,
  type App,
  type TestDatabase,
} from './helper.ts';
import { operatorSignin } from './operator-helpers.ts';
import { openStream, type Stream } from './support/sse.ts';

/**
 * Live streams across processes (issue 29): two apps on one database stand for two processes (on
 * PostgreSQL each LISTENs on its own connection). A player signed up through A holds a stream on B;
 * an operator adjusts the player through A and B's stream hears it; a tournament score made on A
 * reaches B's stream as a leaderboard hint.
 */
const ADMIN = { email: 'live.processes@casino.test', password: 'live-processes-password-1' };
let testDb: TestDatabase;
const apps: App[] = [];
let baseB = '';
const streams: Stream[] = [];

beforeAll(async () => {
  const env = { ...AUTH_ENV, OPERATOR_EMAIL: ADMIN.email, OPERATOR_PASSWORD: ADMIN.password };
  testDb = await createSeededDatabase(testConfig(env));
  apps.push(...(await twoProcesses(testDb, env)));
  await apps[1]!.listen({ port: 0, host: '127.0.0.1' });
  const address = apps[1]!.server.address();
  baseB = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  for (const app of apps) await app.close();
  await testDb.destroy();
});

describe(`live streams across processes (${ON_POSTGRES ? 'PostgreSQL NOTIFY' : 'one in-process bus'})`, () => {
  it("an adjustment made through A reaches the player's stream on B", async () => {
    const [a] = apps as [App, App];
    const player = await signedUp(a);
    const stream = await openStream(baseB, player.browser.sid);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.until(/event: ready/);
    await a.operators.ensureFirstOperator();
    const operator = await operatorSignin(a, ADMIN.email, ADMIN.password);
    const res = await operator.post(`/operator/players/${player.accountId}/adjustments`, {
      amount: 1234,
      reason: 'live across processes',
      idempotencyKey: 'live-processes-0001',
    });
    expect(res.statusCode).toBe(201);
    await stream.until(/event: balance\n/, 2_000);
  });
});
