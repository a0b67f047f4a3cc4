import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CONFIG_META_NAME, publicConfigSchema } from '@casino/contract';
import { buildApp } from '../src/app.ts';
import { toPublicConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/create-database.ts';
import { StartupError } from '../src/errors.ts';
import { CHANNEL, setupTestApp, tempDir, testConfig } from './helper.ts';

const INDEX_HTML = `<!doctype html>
<html lang="ja">
  <head>
    <meta name="${PUBLIC_CONFIG_META_NAME}" content="" />
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A tiny stand-in for apps/web/dist. */
function fakeDist(indexHtml = INDEX_HTML): string {
  const dir = tempDir('casino-dist-');
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'game-icons'));
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'game-icons', 'WNF_AZTEC_X.png'), 'png');
  for (const name of [
    'WNF_AZTEC_X.0a1b2c3d4e.240.avif',
    'WNF_AZTEC_X.0a1b2c3d4e.240.png',
    'WNF_AZTEC_X.v2.png',
  ]) {
    writeFileSync(path.join(dir, 'game-icons', name), 'art');
  }
  return dir;
}

const LOBBY = "https://lobby.example/launcher.js?a=\"<b>&c='d'";
const ctx = setupTestApp({ env: { WEB_DIST_DIR: fakeDist(), LOBBY_LAUNCHER_URL: LOBBY } });

function metaContent(html: string): unknown {
  const match = new RegExp(`<meta name="${PUBLIC_CONFIG_META_NAME}" content="([^"]*)"`).exec(html);
  expect(match).not.toBeNull();
  const decoded = (match?.[1] ?? '')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  return JSON.parse(decoded);
}

describe('static site', () => {
  it('serves index.html at / with the public config in the meta tag', async () => {
    const res = await ctx.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).not.toContain('<b>');
    const config = publicConfigSchema.parse(metaContent(res.body));
    expect(config).toEqual(toPublicConfig(ctx.config));
    expect(config.lobbyLauncherUrl).toBe(LOBBY);
  });

  it('answers every other page path with index.html (SPA fallback)', async () => {
    for (const url of [
      '/category/slot',
      '/game-launch/WNF_AZTEC_X?popup=login',
      '/no/such/page',
      '/index.html',
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('content=""');
    }
  });

  it('serves hashed assets with long immutable caching, other files briefly', async () => {
    const asset = await ctx.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app");');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await ctx.app.inject({ url: '/game-icons/WNF_AZTEC_X.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('lets caches keep the content-hashed game art a year, and only it', async () => {
    for (const name of ['WNF_AZTEC_X.0a1b2c3d4e.240.avif', 'WNF_AZTEC_X.0a1b2c3d4e.240.png']) {
      const art = await ctx.app.inject({ url: `/game-icons/${name}` });
      expect(art.statusCode, name).toBe(200);
      expect(art.headers['cache-control'], name).toBe('public, max-age=31536000, immutable');
    }
    // A name without the hash may change its bytes: an hour.
    const unhashed = await ctx.app.inject({ url: '/game-icons/WNF_AZTEC_X.v2.png' });
    expect(unhashed.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers missing files with a real 404, not index.html', async () => {
    for (const url of ['/assets/missing.js', '/game-icons/NOPE.png', '/robots.txt']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('answers non-GET requests to site paths with 404 JSON', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/category/slot' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND' } });
  });

  it('keeps API 404s as JSON', async () => {
    const res = await ctx.app.inject({ url: '/api/nothing-here', headers: CHANNEL });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND' } });
  });

  it('never answers game-client paths with the site (no games dist here: 404)', async () => {
    for (const url of ['/studio/play/WNF_AZTEC_X?launch=x', '/studio/play', '/studio/play/']) {
      const res = await ctx.app.inject({ url, headers: CHANNEL });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('allows the lobby launcher origin in the CSP', async () => {
    const res = await ctx.app.inject({ url: '/' });
    expect(String(res.headers['content-security-policy'])).toContain(
      "script-src 'self' https://lobby.example",
    );
  });
});

describe('start-up checks', () => {
  const build = async (env: Record<string, string>) => {
    const db = createDatabase({ kind: 'memory' });
    try {
      const app = await buildApp(testConfig(env), { db });
      await app.close();
    } finally {
      await db.destroy();
    }
  };

  it('refuses to start in production without a built site', async () => {
    const error = await build({ NODE_ENV: 'production', WEB_DIST_DIR: tempDir('casino-empty-') }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(/^Invalid setting WEB_DIST_DIR: .*index\.html/);
  });

  it('refuses an index.html without the config meta tag', async () => {
    const error = await build({ WEB_DIST_DIR: fakeDist('<!doctype html><title>x</title>') }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StartupError);
  });
});
