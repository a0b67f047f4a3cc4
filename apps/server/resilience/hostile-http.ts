import { connect, type Socket } from 'node:net';
import { errorResponseSchema } from '@casino/contract';
import { suiteApp } from './env.ts';
import { check, checkEqual, noServerError, stats } from './stats.ts';

/**
 * Hostile HTTP on a listening server (issue 17): oversized bodies, deep JSON, wrong content types,
 * header floods, and slow clients that must neither hold their connections nor starve others.
 */
const PORT = Number(process.env.RESILIENCE_HTTP_PORT ?? 3175);
const BASE = `http://127.0.0.1:${PORT}`;
const SLOW_CLIENTS = 200;

async function expectCatalogue(res: Response, status: number | number[], what: string) {
  stats.requestsFuzzed += 1;
  noServerError(res.status, what);
  check([status].flat().includes(res.status), `${what}: status ${res.status}, expected ${String(status)}`);
  const body = await res.text();
  check(
    errorResponseSchema.strict().safeParse(JSON.parse(body)).success,
    `${what}: body ${body.slice(0, 100)}`,
  );
}

const post = (path: string, body: string | Uint8Array, headers: Record<string, string>) =>
  fetch(`${BASE}/api${path}`, { method: 'POST', body, headers: { channel: 'WEB', ...headers } });

function openSlowClient(): Promise<{ socket: Socket; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(PORT, '127.0.0.1');
    const closed = new Promise<void>((r) => socket.on('close', () => r()));
    socket.on('error', () => {});
    socket.once('connect', () => {
      socket.resume(); // read (and drop) the 408, or 'close' never comes
      socket.write(
        'POST /api/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nchannel: WEB\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100\r\n\r\n{"email":',
      );
      resolve({ socket, closed });
    });
    socket.once('error', reject);
  });
}

export async function hostileHttp(): Promise<string> {
  const suite = await suiteApp(
    { RATE_LIMIT_MULTIPLIER: '100000' },
    { httpTimeouts: { requestMs: 2_000, headersMs: 2_000, connectionMs: 5_000, checkIntervalMs: 250 } },
  );
  try {
    await suite.app.listen({ port: PORT, host: '127.0.0.1' });
    const json = { 'content-type': 'application/json' };

    const huge = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024) });
    await expectCatalogue(await post('/auth/signin', huge, json), 413, 'a 1 MiB body');
    const deep = '['.repeat(30_000) + ']'.repeat(30_000);
    await expectCatalogue(await post('/auth/signin', deep, json), 400, 'JSON nested 30,000 deep');
    await expectCatalogue(await post('/auth/signin', '{"email":', json), 400, 'truncated JSON');
    await expectCatalogue(await post('/auth/signin', '', json), 400, 'an empty JSON body');
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=utf-16',
    ]) {
      await expectCatalogue(
        await post('/auth/signin', 'email=a&password=b', { 'content-type': type }),
        [400, 415],
        type,
      );
    }
    // Header floods: many headers, one huge header, a huge cookie.
    const many: Record<string, string> = { channel: 'WEB' };
    for (let i = 0; i < 300; i++) many[`x-flood-${i}`] = 'y'.repeat(40);
    const flood = await fetch(`${BASE}/api/health`, { headers: many });
    stats.requestsFuzzed += 1;
    noServerError(flood.status, 'a header flood');
    await expectCatalogue(
      await fetch(`${BASE}/api/health`, { headers: { channel: 'WEB', 'x-big': 'z'.repeat(20_000) } }),
      431,
      'a 20 kB header',
    );
    const cookieFlood = await fetch(`${BASE}/api/balance`, {
      headers: {
        channel: 'WEB',
        cookie: Array.from({ length: 200 }, (_, i) => `c${i}=${'v'.repeat(30)}`).join('; '),
      },
    });
    stats.requestsFuzzed += 1;
    noServerError(cookieFlood.status, 'a cookie flood');

    // Slow clients: 200 connections that never finish their body.
    const slow = await Promise.all(Array.from({ length: SLOW_CLIENTS }, openSlowClient));
    const t0 = Date.now();
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${BASE}/api/health`, { signal: AbortSignal.timeout(5_000) });
      stats.requestsFuzzed += 1;
      checkEqual(res.status, 200, 'health while 200 slow clients hold connections');
    }
    check(Date.now() - t0 < 5_000, `20 requests took ${Date.now() - t0} ms beside the slow clients`);
    let closed = 0;
    for (const s of slow) void s.closed.then(() => (closed += 1));
    await Promise.race([
      Promise.all(slow.map((s) => s.closed)),
      new Promise<void>((r) => setTimeout(r, 6_000)),
    ]);
    for (const s of slow) s.socket.destroy();
    checkEqual(closed, SLOW_CLIENTS, 'slow clients the server disconnected within 6 s (request timeout 2 s)');
    stats.limitsVerified += 1;
    return `body limit, deep JSON, 5 content types, header floods, ${SLOW_CLIENTS} slow clients cut after the request timeout`;
  } finally {
    await suite.close();
  }
}
