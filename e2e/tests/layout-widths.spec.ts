import { expect, test, type Locator, type Page } from '@playwright/test';
import { newPlayer, signUpByApi } from '../support/accounts.ts';
import { LANGS, openIn, shot, type Lang, runIn } from '../support/site.ts';
import { gameOpened } from '../support/studio.ts';

/**
 * The widths between the suite's three projects where the frame used to break (issue 12): the header
 * at 768–900 px with a signed-in player, the popups' language switcher, settings at 1440 px, a phone
 * held sideways on the game page, and layout shift on first load. Each test sets its own viewport, so
 * it runs once (in the w1440 project).
 */
runIn(['w1440'], 'one run, at its own viewports');

/** How many lines an element's text takes (its height over its line height). */
async function lines(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const style = getComputedStyle(el);
    const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.3;
    const range = document.createRange();
    range.selectNodeContents(el);
    const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
    const tops = new Set(rects.map((r) => Math.round(r.top / (lineHeight / 2))));
    return Math.max(1, tops.size);
  });
}

async function expectOneLine(element: Locator, what: string) {
  expect(await lines(element), `${what} (“${await element.textContent()}”) on one line`).toBe(1);
}

/** The daily-bonus buttons a player can see right now (header or tab bar). */
async function visibleBonusButtons(page: Page): Promise<number> {
  let visible = 0;
  for (const button of await page.getByTestId('daily-bonus').all())
    if (await button.isVisible()) visible += 1;
  return visible;
}

for (const width of [768, 800, 900] as const) {
  for (const lang of LANGS) {
    test(`signed in at ${width} px (${lang}): one-line header and navigation, exactly one daily-bonus button`, async ({
      page,
    }, info) => {
      await signUpByApi(page, newPlayer());
      await page.setViewportSize({ width, height: 700 });
      await openIn(page, '/', lang);
      await expect(page.getByTestId('balance').first()).toBeVisible();
      await shot(page, info, `${lang}-header-${width}`);

      const header = (await page.getByTestId('site-header').boundingBox())!;
      expect(header.height, 'header height').toBeLessThanOrEqual(72);
      expect(await visibleBonusButtons(page), 'visible daily-bonus buttons').toBe(1);

      // Whichever navigation shows at this width (header or tab bar), its labels keep one line.
      const labels = page.locator('.site-header__nav-link:visible, .tab-bar__link:visible > span');
      expect(await labels.count()).toBeGreaterThanOrEqual(4);
      for (const label of await labels.all()) await expectOneLine(label, 'navigation label');

      // Nothing scrolls sideways.
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(scroll, 'sideways overflow').toBeLessThanOrEqual(0);
    });
  }
}

for (const lang of LANGS) {
  for (const width of [375, 800] as const) {
    test(`popup language switcher keeps its labels whole beside a long title at ${width} px (${lang})`, async ({
      page,
    }) => {
      await signUpByApi(page, newPlayer());
      await page.setViewportSize({ width, height: 700 });
      await openIn(page, '/?popup=change-password', lang);
      const switcher = page.getByTestId('popup-language-switcher');
      await expect(switcher).toBeVisible();
      for (const button of await switcher.locator('button').all()) await expectOneLine(button, 'language');
    });
  }
}

test('settings at 1440 px use the width: no empty right half', async ({ page }, info) => {
  await signUpByApi(page, newPlayer());
  await page.setViewportSize({ width: 1440, height: 900 });
  await openIn(page, '/settings', 'en');
  const main = (await page.locator('#main .container').first().boundingBox())!;
  const settings = (await page.locator('.settings').first().boundingBox())!;
  await shot(page, info, 'en-settings-1440');
  expect(settings.width, 'settings width against the content width').toBeGreaterThan(main.width * 0.85);
  // Sections sit side by side: some section starts in the right half.
  const lefts = await page
    .locator('.settings__section')
    .evaluateAll((sections) => sections.map((s) => s.getBoundingClientRect().left));
  expect(Math.max(...lefts)).toBeGreaterThan(1440 / 2);
});

test('a phone held sideways (812×375): the game gets the screen, the roulette table and Play in view', async ({
  page,
}, info) => {
  await signUpByApi(page, newPlayer());
  await page.setViewportSize({ width: 812, height: 375 });
  await openIn(page, '/game-launch/EVO_LIVE_JAPANESE_ROULETTE', 'ja');
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('game-play')).toBeVisible({ timeout: 20_000 });
  await gameOpened(game);
  await shot(page, info, 'ja-landscape-812-game-launch');

  const frame = (await page.getByTestId('game-frame').boundingBox())!;
  expect(frame.width, 'game frame width').toBeGreaterThanOrEqual(812 * 0.85);
  expect(frame.height, 'game frame height').toBeGreaterThanOrEqual(300);

  // Without scrolling anything: the betting grid and Play are on screen.
  for (const target of [game.locator('[data-testid="roulette-layout"]'), game.getByTestId('game-play')]) {
    await expect(target).toBeVisible();
    const box = (await target.boundingBox())!;
    const name = (await target.getAttribute('data-testid')) ?? '';
    expect(box.y, `${name} top`).toBeGreaterThanOrEqual(0);
    expect(box.y + Math.min(box.height, 40), `${name} on screen`).toBeLessThanOrEqual(375);
    expect(box.x + box.width, `${name} right`).toBeLessThanOrEqual(812);
  }
  const play = (await game.getByTestId('game-play').boundingBox())!;
  expect(play.y + play.height, 'Play wholly on screen').toBeLessThanOrEqual(375);
});

/** Sum of layout-shift entries since navigation (what CLS adds up), after the page and its data settled. */
async function layoutShift(page: Page): Promise<{ value: number; sources: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ value: number; sources: string[] }>((resolve) => {
        let value = 0;
        const sources: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            value += entry.value;
            for (const source of entry.sources ?? []) {
              const node = source.node as Element | undefined;
              sources.push(
                node?.className ? `${node.tagName}.${String(node.className)}` : String(node?.nodeName),
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ value, sources }), 500);
      }),
  );
}

for (const { width, height } of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  for (const path of ['/', '/category/slot'] as const) {
    for (const lang of ['ja', 'en'] as Lang[]) {
      test(`no layout shift while ${path} loads at ${width} px (${lang})`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await openIn(page, path, lang);
        const shift = await layoutShift(page);
        expect(shift.sources, 'elements that moved').toEqual([]);
        expect(shift.value).toBe(0);
      });
    }
  }
}
