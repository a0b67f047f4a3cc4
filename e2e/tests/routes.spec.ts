import { expect, test, type Page } from '@playwright/test';
import {
  FRAMED_ROUTES,
  FRAMELESS_ROUTES,
  LANGS,
  expectAccessible,
  openIn,
  shot,
  viewportWidth,
  type Lang,
} from '../support/site.ts';

/**
 * axe-core checks each route at every width, in one language per width, the languages alternating by
 * route and width (a route checked in Japanese at 375 and 1440 px is checked in English at 1024 px):
 * every route is checked in both languages and at every width, at half the cost of every combination
 * (axe took most of this file's time, and the file a fifth of the browser suite's).
 */
const ROUTE_INDEX = new Map<string, number>(
  [...FRAMED_ROUTES, ...FRAMELESS_ROUTES].map((route, index) => [route.path, index]),
);
const WIDTH_INDEX: Record<number, number> = { 375: 0, 1024: 1, 1440: 2 };

async function accessibleIn(page: Page, lang: Lang, path: string): Promise<void> {
  const index = (ROUTE_INDEX.get(path) ?? 0) + (WIDTH_INDEX[viewportWidth(page)] ?? 0);
  if (LANGS[index % 2] === lang) await expectAccessible(page);
}

for (const lang of LANGS) {
  test.describe(`routes in ${lang}`, () => {
    for (const route of FRAMED_ROUTES) {
      test(`${route.path} renders inside the common frame`, async ({ page }, testInfo) => {
        await openIn(page, route.path, lang);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByTestId('site-header')).toBeVisible();
        await expect(page.getByTestId('site-footer')).toBeAttached();
        const tabBar = page.getByTestId('tab-bar');
        if (viewportWidth(page) < 768) await expect(tabBar).toBeVisible();
        else await expect(tabBar).toBeHidden();
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page).toHaveTitle(/.+/);
        await shot(page, testInfo, `${lang}-${route.name}`);
        await accessibleIn(page, lang, route.path);
      });
    }

    for (const route of FRAMELESS_ROUTES) {
      test(`${route.path} renders without the frame`, async ({ page }, testInfo) => {
        await openIn(page, route.path, lang);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByTestId('site-header')).toHaveCount(0);
        await expect(page.getByTestId('site-footer')).toHaveCount(0);
        await expect(page.getByTestId('tab-bar')).toHaveCount(0);
        await shot(page, testInfo, `${lang}-${route.name}`);
        await accessibleIn(page, lang, route.path);
      });
    }

    test('an unknown address shows page-not-found with a link home', async ({ page }, testInfo) => {
      await openIn(page, '/no-such-page/really', lang);
      await expect(page.getByTestId('not-found')).toBeVisible();
      await shot(page, testInfo, `${lang}-not-found`);
      await expectAccessible(page);
      await page.getByTestId('not-found').locator('a[href="/"]').first().click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('raffle history needs login and goes to the site root', async ({ page }) => {
      await openIn(page, '/transactions/raffle', lang);
      await expect(page).toHaveURL(/\/$/);
    });
  });
}

test('the variants show the page they stand for', async ({ page }) => {
  const heading = async (path: string) => {
    await openIn(page, path, 'en');
    return page.locator('h1').innerText();
  };
  const terms = await heading('/terms-of-use');
  expect(await heading('/privacy-policy')).toBe(terms);
  expect(await heading('/app-terms')).toBe(terms);
  const contact = await heading('/contact-us');
  expect(await heading('/password_reset')).toBe(contact);
  expect(await heading('/app-password-reset')).toBe(contact);
  expect(await heading('/app-contact-us')).toBe(contact);
  expect(await heading('/app-about')).toBe(await heading('/about'));
});

test('navigation scrolls to the top', async ({ page }) => {
  await openIn(page, '/category/slot', 'en');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByTestId('site-footer').locator('a[href="/about"]').first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
