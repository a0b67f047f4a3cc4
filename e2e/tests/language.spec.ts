import { expect, test } from '@playwright/test';
import { openIn, settle } from '../support/site.ts';

test('Japanese is the default and the switcher moves to English and back, remembered', async ({ page }) => {
  await page.goto('/about');
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const jaHeading = await page.locator('h1').innerText();
  const jaTitle = await page.title();

  const switcher = page.getByTestId('site-footer').getByTestId('language-switcher');
  await switcher.locator('[data-lang="en"]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(switcher.locator('[data-lang="en"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('h1')).not.toHaveText(jaHeading);
  expect(await page.title()).not.toBe(jaTitle);
  expect(await page.evaluate(() => localStorage.getItem('languageCode'))).toBe('en');

  await page.reload();
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByTestId('site-footer').getByTestId('language-switcher').locator('[data-lang="ja"]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('h1')).toHaveText(jaHeading);
});

test('page titles and descriptions follow the language', async ({ page }) => {
  const read = async () => ({
    title: await page.title(),
    description: await page.locator('meta[name="description"]').getAttribute('content'),
  });
  await openIn(page, '/category/slot', 'ja');
  const ja = await read();
  await openIn(page, '/category/slot', 'en');
  const en = await read();
  expect(ja.title).not.toBe(en.title);
  expect(ja.description).toBeTruthy();
  expect(en.description).toBeTruthy();
  expect(ja.description).not.toBe(en.description);
});
