import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createSeededDatabase, testConfig, type App, type TestDatabase } from './helper.ts';

/**
 * Issue 17, holes 3 and 5, on a listening server (app.inject() never goes through Node's HTTP parser):
 * a slow body cannot hold a connection, and the parser's own errors answer the catalogue's shape.
 */
const PORT = 3171;
let app: App;
let testDb: TestDatabase;

beforeAll(async () => {
  const config = testConfig();
  testDb = await createSeededDatabase(config);
  app = await buildApp(config, {
    db: testDb.db,
    httpTimeouts: { requestMs: 1_000, headersMs: 1_000, connectionMs: 3_000, checkIntervalMs: 200 },
  });
  await app.listen({ port: PORT, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await testDb?.destroy();
});

/**
 * Writes raw bytes; resolves with what the server sent and whether it closed before the test gave
 * up listening (`waitMs`, set above the server's own timeout: closing at all is what is asserted).
 */
function raw(chunks: string[], waitMs: number): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(PORT, '127.0.0.1');
    let text = '';
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closed });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on('data', (data) => (text += data.toString('utf8')));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk);
    });
  });
}

const bodyOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as unknown;
const CATALOGUE_400 = { error: { code: 'REQUEST_VALIDATION_ERROR' } };

describe('slow clients (hole 3)', () => {
  it('closes a request that announces 100 bytes and sends 9, within the request timeout', async () => {
    const res = await raw(
      [
        'POST /api/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nchannel: WEB\r\n' +
          'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
      ],
      6_000,
    );
    expect(res.closed).toBe(true);
    expect(res.text).toMatch(/^HTTP\/1\.1 408/);
    expect(bodyOf(res.text)).toEqual(CATALOGUE_400);
  });

  it('closes a connection whose headers never end', async () => {
    const res = await raw(['GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n'], 6_000);
    expect(res.closed).toBe(true);
  });
});

describe("Node's HTTP parser errors (hole 5)", () => {
  it('answers an unparsable request with the catalogue shape', async () => {
    const res = await raw(['THIS IS NOT HTTP\r\n\r\n'], 3_000);
    expect(res.text).toMatch(/^HTTP\/1\.1 400/);
    expect(bodyOf(res.text)).toEqual(CATALOGUE_400);
  });

  it('answers headers that are too large with 431 and the catalogue shape', async () => {
    const res = await raw(
      [`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
      3_000,
    );
    expect(res.text).toMatch(/^HTTP\/1\.1 431/);
    expect(bodyOf(res.text)).toEqual(CATALOGUE_400);
  });
});
