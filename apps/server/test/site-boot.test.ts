import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BOOT_DATA_ID,
  bootKey,
  FIRST_SCREEN_TILES,
  GAME_CATALOGUE,
  GRID_TILE_SIZES,
  PUBLIC_CONFIG_META_NAME,
} from '@casino/contract';
import { jsonForScript } from '../src/plugins/site-boot.ts';
import { CHANNEL, setupTestApp, tempDir } from './helper.ts';

const INDEX_HTML = `<!doctype html>
<html lang="ja">
  <head>
    <meta name="${PUBLIC_CONFIG_META_NAME}" content="" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A dist with a Vite manifest: the entry imports `shared`, the home route imports `shared` and `rows`. */
function fakeDist(): string {
  const dir = tempDir('casino-boot-dist-');
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");');
  const manifest = {
    'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_shared-1.js'] },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    '_rows-2.js': { file: 'assets/rows-2.js', css: ['assets/rows-2.css'] },
    'src/app/routes/home.tsx': {
      file: 'assets/home-3.js',
      isDynamicEntry: true,
      imports: ['_shared-1.js', '_rows-2.js', 'index.html'],
      css: ['assets/home-3.css'],
    },
    'src/app/routes/category.tsx': { file: 'assets/category-4.js', isDynamicEntry: true },
    'src/app/routes/game-launch.tsx': { file: 'assets/game-launch-5.js', isDynamicEntry: true },
  };
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  // Generated art for every title at two widths (the file names are all the server reads).
  mkdirSync(path.join(dir, 'game-icons'));
  for (const { gameCode } of GAME_CATALOGUE) {
    for (const name of [
      `${gameCode}.0abc12.240.avif`,
      `${gameCode}.0abc12.120.avif`,
      `${gameCode}.0abc12.120.webp`,
    ]) {
      writeFileSync(path.join(dir, 'game-icons', name), '');
    }
  }
  return dir;
}

const ctx = setupTestApp({ env: { WEB_DIST_DIR: fakeDist() } });

function bootData(html: string): Record<string, unknown> {
  const match = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`).exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match?.[1] ?? '{}') as Record<string, unknown>;
}

describe('site pages carry what their first render needs', () => {
  it('writes the anonymous answers of the first GETs, the same as the API gives', async () => {
    const res = await ctx.app.inject({ url: '/category/slot' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(String(res.headers.vary)).toContain('cookie');
    const data = bootData(res.body);
    const games = await ctx.app.inject({ url: '/api/games?siteRef=casino-web&limit=500', headers: CHANNEL });
    expect(data[bootKey('/api/games?siteRef=casino-web&limit=500')]).toEqual(games.json());
    const channel = await ctx.app.inject({ url: '/api/channel?channelCode=WEB', headers: CHANNEL });
    expect(data[bootKey('/api/channel?channelCode=WEB')]).toEqual(channel.json());
    expect(data['/api/auth/session']).toEqual({ player: null });
  });

  it('leaves the session out when the request carries a session cookie', async () => {
    for (const cookie of ['sid=abc', 'player=%7B%7D; other=1']) {
      const res = await ctx.app.inject({ url: '/', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      const data = bootData(res.body);
      expect(data).not.toHaveProperty('/api/auth/session');
      expect(data).toHaveProperty(bootKey('/api/games?siteRef=casino-web&limit=500'));
    }
  });

  it("preloads the route's chunk and the chunks the entry does not load, with its stylesheets", async () => {
    const home = await ctx.app.inject({ url: '/' });
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-3.js" />');
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/rows-2.js" />');
    expect(home.body).not.toContain('href="/assets/shared-1.js"');
    expect(home.body).not.toContain('modulepreload" crossorigin href="/assets/index-abc123.js"');
    expect(home.body).toContain('<link rel="stylesheet" crossorigin href="/assets/home-3.css" />');
    expect(home.body).toContain('<link rel="stylesheet" crossorigin href="/assets/rows-2.css" />');
    // The hints and the data sit in the head.
    expect(home.body.indexOf(BOOT_DATA_ID)).toBeLessThan(home.body.indexOf('</head>'));

    const category = await ctx.app.inject({ url: '/category/live' });
    expect(category.body).toContain('href="/assets/category-4.js"');
    expect(category.body).not.toContain('home-3');
    // A game launch: its route's chunk comes with the entry, not after it ran.
    const launch = await ctx.app.inject({ url: '/game-launch/WNF_AZTEC_X' });
    expect(launch.body).toContain('<link rel="modulepreload" crossorigin href="/assets/game-launch-5.js" />');
    const other = await ctx.app.inject({ url: '/settings' });
    expect(other.body).not.toContain('modulepreload');
  });

  it("preloads the art of a category's first screen, the tiles the site draws first, with their srcset and sizes", async () => {
    const games = await ctx.app.inject({ url: '/api/games?siteRef=casino-web&limit=500', headers: CHANNEL });
    const slots = (games.json() as [{ games: { gameCode: string; tags: string[] }[] }])[0].games
      .filter((game) => game.tags.some((tag) => tag.toUpperCase() === 'SLOT'))
      .slice(0, FIRST_SCREEN_TILES)
      .map((game) => game.gameCode);
    expect(slots).toHaveLength(FIRST_SCREEN_TILES);
    const page = await ctx.app.inject({ url: '/category/slot' });
    const links = page.body.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(links).toEqual(
      slots.map(
        (code) =>
          `<link rel="preload" as="image" type="image/avif" imagesrcset="/game-icons/${code}.0abc12.120.avif 120w, /game-icons/${code}.0abc12.240.avif 240w" imagesizes="${GRID_TILE_SIZES}" fetchpriority="high" />`,
      ),
    );
    // Filters in the URL change the first screen; other pages have no grid first.
    for (const url of ['/category/slot?volatility=high', '/', '/tournaments']) {
      expect((await ctx.app.inject({ url })).body).not.toContain('rel="preload" as="image"');
    }
  });

  it('writes JSON that cannot close its script element', () => {
    const text = jsonForScript({ a: '</script><script>alert(1)</script>', b: '&\u2028' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(JSON.parse(text)).toEqual({ a: '</script><script>alert(1)</script>', b: '&\u2028' });
  });
});
