import { expect, test, type Page } from '@playwright/test';
import {
  COLLECTION_PATHS,
  collectionsResponseSchema,
  operatorCollectionsResponseSchema,
} from '@casino/contract';
import { consoleLanguage, consoleSettled, operatorSignedIn } from '../support/console.ts';
import { OPERATOR } from '../support/constants.ts';
import {
  expectAccessible,
  LANGS,
  openIn,
  settle,
  shot,
  viewportWidth,
  type Lang,
  runIn,
  runInWidthFor,
} from '../support/site.ts';
import { text } from '../support/texts.ts';

/**
 * Issue 29: the home page built from the console's collections (in its order and the page's
 * language), a reorder in the console showing on home, a category filter that narrows and survives a
 * reload, and the tiles' facts. In Japanese and English, at 375×667 and 1440×900.
 */
runIn(['w375', 'w1440'], 'checked at 375×667 and 1440×900');
test.beforeEach(async ({ page }) => {
  if (viewportWidth(page) === 375) await page.setViewportSize({ width: 375, height: 667 });
});

/** The rows' names as the public API answers them now (the console's order). */
async function apiRowNames(page: Page, lang: Lang): Promise<string[]> {
  const res = await page.request.get(`/api${COLLECTION_PATHS.list}?language=${lang}`, {
    headers: { channel: 'WEB' },
  });
  expect(res.status()).toBe(200);
  return collectionsResponseSchema.parse(await res.json()).collections.map((c) => c.name);
}

const homeRowNames = (page: Page) => page.getByTestId('home-collection').locator('h2').allTextContents();

for (const lang of LANGS) {
  test.describe(lang, () => {
    runInWidthFor(lang);
    test(`${lang}: home rows in console order with the promotions after the first, tiles with their facts`, async ({
      page,
    }, info) => {
      await openIn(page, '/', lang);
      const rows = page.getByTestId('home-collection');
      await expect(rows.first()).toBeVisible();
      // Another test may reorder the console meanwhile: both sides are read again until they agree.
      await expect(async () =>
        expect(await homeRowNames(page)).toEqual(await apiRowNames(page, lang)),
      ).toPass();
      const names = await homeRowNames(page);
      expect(names).toContain(lang === 'ja' ? 'ジャックポット' : 'Jackpot');
      expect(names).toContain(lang === 'ja' ? '和テーマ' : 'Japanese themes');

      // The running promotions strip follows the first row.
      const strip = page.getByTestId('home-promotions');
      await expect(strip).toBeVisible();
      const firstRow = (await rows.first().boundingBox())!;
      const second = (await rows.nth(1).boundingBox())!;
      const stripBox = (await strip.boundingBox())!;
      expect(stripBox.y).toBeGreaterThan(firstRow.y);
      expect(stripBox.y).toBeLessThan(second.y);

      // A slot's tile shows its RTP, volatility and top prize.
      // (by its heading: a progressive jackpot's tile meter says "Jackpot" in other rows too, issue 30)
      const jackpot = rows.filter({
        has: page.getByRole('heading', {
          level: 2,
          name: lang === 'ja' ? 'ジャックポット' : 'Jackpot',
          exact: true,
        }),
      });
      const tile = jackpot.locator('[data-testid="game-tile"][data-game-code="WNF_DRAGON_PEARL"]');
      await expect(tile.getByTestId('game-tile-rtp')).toBeVisible();
      const facts = tile.getByTestId('game-tile-facts');
      // The top prize compact on the tile (15,629 × bet: "15.6K", "1.6万"); the word "Max" only where it fits.
      const compact = new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'ja-JP', {
        notation: 'compact',
        maximumFractionDigits: 1,
      }).format(15_629);
      await expect(facts).toHaveText(
        `${text(lang, 'games.facts.volatilityShort.medium')}·${text(lang, 'games.facts.max')}×${compact}`,
      );
      // Nothing cut to an ellipsis, even on a phone's 80 px tile.
      expect(await facts.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      // Its accessible name says them whole.
      await expect(tile).toHaveAttribute('aria-label', /15,629/);
      await shot(page, info, `${lang}-home-collections`);
      await expectAccessible(page);
    });

    test(`${lang}: a category filter narrows, survives a reload, and says when nothing matches`, async ({
      page,
    }, info) => {
      await openIn(page, '/category/slot', lang);
      const tiles = page.getByTestId('game-grid').getByTestId('game-tile');
      const all = await tiles.count();
      expect(all).toBeGreaterThan(10);

      // Keyboard: the "Hold and win" chip is a button; Enter presses it.
      const holdAndWin = page.getByTestId('facet-feature-hold-and-win');
      await holdAndWin.focus();
      await page.keyboard.press('Enter');
      await expect(holdAndWin).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/feature=hold-and-win/);
      const codes = () =>
        tiles.evaluateAll((els) => els.map((el) => el.getAttribute('data-game-code')).sort());
      await expect
        .poll(codes)
        .toEqual(['WNF_DRAGON_PEARL', 'WNF_DREAMS_OF_GOLD', 'WNF_MILLION_TREE', 'WNF_MOON_RABBIT']);

      const medium = page.getByTestId('facet-volatility-medium');
      await medium.focus();
      await page.keyboard.press('Space');
      await expect(page).toHaveURL(/volatility=medium/);
      await shot(page, info, `${lang}-category-filtered`);
      await expectAccessible(page);

      await page.reload();
      await settle(page);
      await expect(page.getByTestId('facet-feature-hold-and-win')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('facet-volatility-medium')).toHaveAttribute('aria-pressed', 'true');
      await expect
        .poll(codes)
        .toEqual(['WNF_DRAGON_PEARL', 'WNF_DREAMS_OF_GOLD', 'WNF_MILLION_TREE', 'WNF_MOON_RABBIT']);

      // Cascades AND hold-and-win: no slot has both — the empty state says so, and clearing brings all back.
      await page.getByTestId('facet-feature-cascades').click();
      await expect(page.getByTestId('games-empty')).toHaveText(text(lang, 'lobby.facets.empty'));
      await shot(page, info, `${lang}-category-filter-empty`);
      await expectAccessible(page);
      await page.getByTestId('facets-clear').click();
      await expect(tiles).toHaveCount(all);
      await expect(page).not.toHaveURL(/feature=|volatility=/);
    });
  });
}

test('a reorder in the console shows on the home page, in both languages', async ({ page }, info) => {
  // One project only: it changes the shared order (other tests compare home with the API's answer).
  test.skip(info.project.name !== 'w1440', 'the console is checked once, at 1440×900');
  test.setTimeout(120_000);
  await operatorSignedIn(page, OPERATOR.email, OPERATOR.password);
  await consoleLanguage(page, 'ja');
  const listed = operatorCollectionsResponseSchema.parse(
    await (await page.request.get('/api/operator/collections', { headers: { channel: 'WEB' } })).json(),
  );
  const themes = listed.data.find((c) => c.nameEn === 'Japanese themes')!;
  const before = themes.position;
  try {
    await page.goto('/operator/collections');
    await consoleSettled(page);
    const row = page.locator('tr', { hasText: themes.nameJa });
    await expect(row).toBeVisible();
    await shot(page, info, 'ja-console-collections');
    await expectAccessible(page);
    // Up, place by place, until it is the first row.
    for (let place = before; place > 0; place--) {
      await row.getByTestId('collection-move-up').click();
      await expect(row.locator('td').first()).toHaveText(String(place));
    }
    for (const lang of LANGS) {
      await openIn(page, '/', lang);
      await expect(page.getByTestId('home-collection').first().locator('h2')).toHaveText(
        lang === 'ja' ? themes.nameJa : themes.nameEn,
      );
      await shot(page, info, `${lang}-home-after-reorder`);
    }
    // The change is in the audit trail.
    const audit = await page.request.get(
      `/api/operator/audit?action=collection.updated&target=collection:${themes.id}`,
      { headers: { channel: 'WEB' } },
    );
    expect(((await audit.json()) as { total: number }).total).toBeGreaterThanOrEqual(1);
  } finally {
    const res = await page.request.patch(`/api/operator/collections/${themes.id}`, {
      headers: { channel: 'WEB' },
      data: { position: before },
    });
    expect(res.status()).toBe(200);
  }
});
