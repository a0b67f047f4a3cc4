import { expect, test } from '@playwright/test';
import { GAME_CATALOGUE } from '@casino/contract';
import { expectAccessible, openIn, shot, viewportWidth } from '../support/site.ts';

const expectedColumns = (width: number) => (width >= 1280 ? 7 : width >= 768 ? 5 : 3);

for (const tag of ['slot', 'live', 'featured'] as const) {
  test(`/category/${tag} lists every ${tag} game in a 3/5/7-column grid`, async ({ page }) => {
    await openIn(page, `/category/${tag}`, 'en');
    const grid = page.getByTestId('game-grid');
    const expected = GAME_CATALOGUE.filter((g) => g.tags.includes(tag.toUpperCase() as never));
    await expect(grid.getByTestId('game-tile')).toHaveCount(expected.length);
    const codes = await grid
      .getByTestId('game-tile')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-game-code')));
    expect(codes.sort()).toEqual(expected.map((g) => g.gameCode).sort());
    const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(expectedColumns(viewportWidth(page)));
  });
}

test('every tile shows its generated art, with no broken image', async ({ page }) => {
  await openIn(page, '/category/slot', 'en');
  const images = page.getByTestId('game-grid').locator('img');
  await expect(images.first()).toBeVisible();
  await expect(images).toHaveCount(await page.getByTestId('game-grid').getByTestId('game-tile').count());
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect
    .poll(() =>
      images.evaluateAll(
        (els) =>
          els.filter((e) => !(e as HTMLImageElement).complete || (e as HTMLImageElement).naturalWidth === 0)
            .length,
      ),
    )
    .toBe(0);
  const response = await page.request.get('/game-icons/JPL_FIGHTING_SAMURAI.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/png');
});

test('hovering a tile shows the play overlay with the title', async ({ page }, testInfo) => {
  test.skip(viewportWidth(page) < 768, 'hover is a pointer affordance');
  await openIn(page, '/category/live', 'ja');
  const tile = page.locator('[data-testid="game-tile"][data-game-code="EVO_LIVE_CRAZY_TIME"]');
  await tile.hover();
  await expect(tile).toContainText('クレイジータイム');
  await shot(page, testInfo, 'ja-tile-hover');
});

test('a logged-out click on a game without demo opens the login popup instead', async ({
  page,
}, testInfo) => {
  await openIn(page, '/category/slot', 'en');
  const noDemo = GAME_CATALOGUE.find((g) => g.tags.includes('SLOT') && !g.isDemoAvailable);
  expect(noDemo).toBeDefined();
  await page.locator(`[data-testid="game-tile"][data-game-code="${noDemo!.gameCode}"]`).click();
  await expect(page).toHaveURL(/\/category\/slot\?popup=login/);
  await expect(page.getByTestId('popup-overlay')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shot(page, testInfo, 'en-login-popup-after-tile');
});

test('a logged-out click on a demo game goes to its launch page', async ({ page }) => {
  await openIn(page, '/category/slot', 'en');
  const demo = GAME_CATALOGUE.find((g) => g.tags.includes('SLOT') && g.isDemoAvailable);
  await page.locator(`[data-testid="game-tile"][data-game-code="${demo!.gameCode}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/game-launch/${demo!.gameCode}$`));
});

for (const popup of ['login', 'signup'] as const) {
  test(`the ${popup} button opens the popup over a dark overlay`, async ({ page }, testInfo) => {
    await openIn(page, '/', 'ja');
    await page
      .getByTestId(popup === 'login' ? 'login-button' : 'register-button')
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`\\?popup=${popup}`));
    const overlay = page.getByTestId('popup-overlay');
    await expect(overlay).toBeVisible();
    await expect(page.getByTestId(`popup-${popup}`)).toBeVisible();
    await shot(page, testInfo, `ja-popup-${popup}`);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);
  });
}
