import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CONFIG_META_NAME, gamesResponseSchema } from '@casino/contract';
import { createGamesService } from '../src/modules/games/games.service.ts';
import { pickEncoding } from '../src/plugins/compressed-body.ts';
import {
  CHANNEL,
  createSeededDatabase,
  setupTestApp,
  tempDir,
  testConfig,
  type TestDatabase,
} from './helper.ts';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

/** A dist as `vite build` + the precompress plugin leave it: each asset with its .br and .gz. */
function precompressedDist(): string {
  const dir = tempDir('casino-dist-br-');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><meta name="${PUBLIC_CONFIG_META_NAME}" content="" /></head><body><div id="root"></div></body></html>`,
  );
  const asset = path.join(dir, 'assets', 'index-abc123.js');
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  return dir;
}

const ctx = setupTestApp({ env: { WEB_DIST_DIR: precompressedDist() } });

describe('precompressed site files', () => {
  it('sends the brotli copy of an asset to a client that accepts it, with Vary and the long cache', async () => {
    const res = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip when brotli is not accepted and the file itself when nothing is', async () => {
    const gz = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': '' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('gives the compressed copies no URL of their own', async () => {
    expect((await ctx.app.inject({ url: '/assets/index-abc123.js.br' })).statusCode).toBe(404);
  });

  it('sends index.html compressed, never cached without asking, and by no shared cache', async () => {
    const res = await ctx.app.inject({ url: '/category/slot', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    // The page carries its first answers, the anonymous session among them when no cookie came (issue 31).
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root"></div>');
  });

  it('compresses API JSON above a kilobyte on the fly, and leaves small answers alone', async () => {
    const games = await ctx.app.inject({
      url: '/api/games',
      headers: { ...CHANNEL, 'accept-encoding': 'gzip' },
    });
    expect(games.headers['content-encoding']).toBe('gzip');
    expect(gamesResponseSchema.parse(JSON.parse(gunzipSync(games.rawPayload).toString()))).toHaveLength(1);
    const health = await ctx.app.inject({
      url: '/api/health',
      headers: { ...CHANNEL, 'accept-encoding': 'br' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('never inflates a compressed request body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { ...CHANNEL, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'a@b.example', password: 'x' })),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('the games catalogue cache', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createSeededDatabase();
  });
  afterAll(async () => testDb.destroy());

  it('serves from memory until invalidateCatalogue(), then reads the change', async () => {
    const games = createGamesService(testDb.db, testConfig(), { cacheTtlMs: 3_600_000 });
    const before = await games.listGames({ limit: 100 });
    const first = before[0]?.games[0];
    expect(first).toBeDefined();
    await testDb.db
      .updateTable('games')
      .set({ is_enabled: false })
      .where('game_code', '=', first!.gameCode)
      .execute();
    // Still cached: the change is not seen.
    expect((await games.listGames({ limit: 100 }))[0]?.totalCount).toBe(before[0]?.totalCount);
    expect(await games.findGame(first!.gameCode)).toBeDefined();
    games.invalidateCatalogue();
    const after = await games.listGames({ limit: 100 });
    expect(after[0]?.totalCount).toBe((before[0]?.totalCount ?? 0) - 1);
    expect(await games.findGame(first!.gameCode)).toBeUndefined();
    const body = JSON.parse((await games.listGamesBody({ limit: 100 })).identity.toString());
    expect(gamesResponseSchema.parse(body)).toEqual(after);
  });
});
