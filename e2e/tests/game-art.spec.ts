import { expect, test, type Page, type Response, type TestInfo } from '@playwright/test';
import { openIn, shot, viewportWidth, runIn } from '../support/site.ts';

/**
 * Issue 31: the tile art comes sized for the screen in AVIF, the first row at once with high
 * priority, the rest lazily, cacheable for a year. Prints the bytes the page's art cost against the
 * plain 400 px PNG each tile loaded before (docs/performance.md quotes them).
 */
async function categoryArt(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const art: Response[] = [];
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/game-icons/')) asked.push(pathname.split('/')[2]!.split('.')[0]!);
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/game-icons/')) art.push(response);
  });
  await openIn(page, '/category/slot', 'en');
  const grid = page.getByTestId('game-grid');
  const images = grid.locator('img');
  const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  // The tiles below the first screen get their picture once that screen is painted.
  await expect(images).toHaveCount(await grid.getByTestId('game-tile').count());

  const loading = await images.evaluateAll((els) =>
    els.map((e) => [e.getAttribute('loading'), e.getAttribute('fetchpriority')]),
  );
  // The first row at its widest (7 tiles: FIRST_SCREEN_TILES in the contract) at once and first; the rest lazily.
  for (const [index, attrs] of loading.entries()) {
    expect(attrs, `tile ${index}`).toEqual(index < 7 ? ['eager', 'high'] : ['lazy', 'auto']);
  }
  // The first screen's art is asked for before any other tile's (the server preloads it from the page).
  const codes = await grid
    .getByTestId('game-tile')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-game-code')!));
  const firstScreen = new Set(codes.slice(0, 7));
  const firstOther = asked.findIndex((code) => !firstScreen.has(code));
  expect(firstOther, asked.join(' ')).toBeGreaterThanOrEqual(firstScreen.size);

  // Every image the browser chose is AVIF, at least as wide as the tile's device pixels and at most
  // one step of the width ladder (1.5×) wider: crisp, not oversized.
  await expect(images.first()).toBeVisible();
  const chosen = await images.evaluateAll((els) =>
    (els as HTMLImageElement[])
      .filter((e) => e.currentSrc !== '')
      .map((e) => ({ src: e.currentSrc, shown: e.getBoundingClientRect().width * window.devicePixelRatio })),
  );
  expect(chosen.length).toBeGreaterThanOrEqual(columns);
  for (const { src, shown } of chosen) {
    const [, width, ext] = /\.(\d+)\.(\w+)$/.exec(src) ?? [];
    expect(ext, src).toBe('avif');
    expect(Number(width), src).toBeGreaterThanOrEqual(Math.min(shown, 720));
    expect(Number(width), src).toBeLessThanOrEqual(shown * 1.5 + 1);
  }

  const loaded = art.filter((r) => r.status() === 200);
  expect(loaded.length).toBeGreaterThan(0);
  let bytes = 0;
  let plainPngBytes = 0;
  for (const response of loaded) {
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    bytes += (await response.body()).length;
    const code = new URL(response.url()).pathname.split('/')[2]!.split('.')[0]!;
    plainPngBytes += (await (await page.request.get(`/game-icons/${code}.png`)).body()).length;
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const dpr = await page.evaluate(() => window.devicePixelRatio);
  console.log(
    `game art on /category/slot at ${viewportWidth(page)} px ×${dpr}: ${loaded.length} images, ${kb(bytes)} ` +
      `(the same tiles as plain 400 px PNGs: ${kb(plainPngBytes)})`,
  );
  await shot(page, testInfo, name);
}

test('the category page loads each tile at its shown size in AVIF, the first row first', async ({
  page,
}, testInfo) => {
  await categoryArt(page, testInfo, 'en-category-slot-art');
});

test.describe('on a 3× phone screen', () => {
  test.use({ deviceScaleFactor: 3 });
  runIn(['w375'], 'a phone');
  test('the tiles come at three times their size, still AVIF', async ({ page }, testInfo) => {
    await categoryArt(page, testInfo, 'en-category-slot-art-3x');
  });
});

test('home shows the sized art in its rows', async ({ page }, testInfo) => {
  await openIn(page, '/', 'en');
  const image = page.getByTestId('game-row').first().locator('img').first();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((e) => (e as HTMLImageElement).currentSrc)).toMatch(/\.\d+\.avif$/);
  await shot(page, testInfo, 'en-home-art');
});
