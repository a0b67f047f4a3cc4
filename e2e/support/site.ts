import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Lang = 'ja' | 'en';
export const LANGS: readonly Lang[] = ['ja', 'en'];

/** The projects of playwright.config.ts: one per window width. */
export type Project = 'w375' | 'w1024' | 'w1440';

/**
 * At file or describe level: the tests around it run only in these projects (a test that sizes the
 * window itself runs once, in w1440). The others skip them from the project's viewport alone, before
 * any browser page is opened: a skip decided inside a test (or a hook taking `page`) opened a page
 * first, and ~430 of those cost the CI run about ten minutes.
 */
export function runIn(projects: readonly Project[], why: string): void {
  test.skip(({ viewport }) => !projects.includes(`w${viewport?.width ?? 0}` as Project), why);
}

/**
 * Where a flow that is checked in both languages at a phone's and a desktop's width runs each language:
 * Japanese (the default, mostly played on phones) at 375 px, English at 1440 px. Each language and each
 * width is covered, at half the cost of every pair: the CI run has a time limit and the browser suite
 * is most of it. Call it inside the describe that holds one language's tests.
 */
export const WIDTH_FOR: Record<Lang, Project> = { ja: 'w375', en: 'w1440' };

export function runInWidthFor(lang: Lang): void {
  runIn(
    [WIDTH_FOR[lang]],
    `${lang} at ${WIDTH_FOR[lang].slice(1)} px, the other language at the other width`,
  );
}

const screenshotRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** Every route of SPEC §2, with the frame it must (or must not) have. */
export const FRAMED_ROUTES = [
  { path: '/', name: 'home' },
  { path: '/category/featured', name: 'category-featured' },
  { path: '/category/slot', name: 'category-slot' },
  { path: '/category/live', name: 'category-live' },
  { path: '/game-launch/WNF_AZTEC_X', name: 'game-launch' },
  { path: '/about', name: 'about' },
  { path: '/terms-of-use', name: 'terms-of-use' },
  { path: '/contact-us', name: 'contact-us' },
  { path: '/privacy-policy', name: 'privacy-policy' },
  { path: '/reset-password', name: 'reset-password' },
  { path: '/settings', name: 'settings' },
  { path: '/bet-history', name: 'bet-history' },
  { path: '/promotions/welcome', name: 'promotion' },
  { path: '/tournaments', name: 'tournaments' },
] as const;

export const FRAMELESS_ROUTES = [
  { path: '/kyc', name: 'kyc' },
  { path: '/app-about', name: 'app-about' },
  { path: '/app-terms', name: 'app-terms' },
  { path: '/app-privacy-policy', name: 'app-privacy-policy' },
  { path: '/app-contact-us', name: 'app-contact-us' },
  { path: '/password_reset', name: 'password_reset' },
  { path: '/app-password-reset', name: 'app-password-reset' },
] as const;

/** Opens a page with the language already chosen, as a returning player would have it. */
export async function openIn(page: Page, path: string, lang: Lang): Promise<void> {
  await page.addInitScript((l) => window.localStorage.setItem('languageCode', l), lang);
  await page.goto(path);
  await settle(page);
}

/**
 * Waits for what the player waits for: the page's heading, no spinner (a lazy page or a query still
 * loading), nothing marked aria-busy (a skeleton row, the balance pill), and the pictures in view drawn.
 * Never on the network going quiet: the game page polls the balance and the game frame keeps loading.
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByTestId('spinner')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await picturesDrawn(page);
}

/** The web fonts loaded and every image a player can see loaded: what a screenshot shows is final. */
export async function picturesDrawn(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          await document.fonts.ready;
          // The part of an image a player can see: inside the window and inside every scrolling or
          // clipping ancestor (a home row scrolls sideways; its lazy tiles past the edge load later).
          const seen = (image: HTMLImageElement) => {
            let { left, top, right, bottom } = image.getBoundingClientRect();
            right = Math.min(right, window.innerWidth);
            bottom = Math.min(bottom, window.innerHeight);
            left = Math.max(left, 0);
            top = Math.max(top, 0);
            for (let el = image.parentElement; el && el !== document.body; el = el.parentElement) {
              const style = getComputedStyle(el);
              if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
              const clip = el.getBoundingClientRect();
              left = Math.max(left, clip.left);
              top = Math.max(top, clip.top);
              right = Math.min(right, clip.right);
              bottom = Math.min(bottom, clip.bottom);
            }
            return right - left > 1 && bottom - top > 1;
          };
          return Array.from(document.images)
            .filter((image) => !image.complete && seen(image))
            .map((image) => image.currentSrc || image.src);
        }),
      { message: 'pictures in view still loading' },
    )
    .toEqual([]);
}

/** axe-core on the current page: no serious or critical violations. */
export async function expectAccessible(page: Page): Promise<void> {
  const started = performance.now();
  // Only the violations are collected: axe-core otherwise gathers every passed and incomplete check
  // with its nodes too, which we never read (the home page has about 1,800 elements).
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  timed('axe', started);
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Full-page screenshot into e2e/screenshots/<width>/<lang>-<name>.png (git ignores that folder). */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = join(screenshotRoot, testInfo.project.name, `${name}.png`);
  mkdirSync(dirname(file), { recursive: true });
  const started = performance.now();
  await page.screenshot({ path: file, fullPage: true });
  timed('screenshot', started);
}

/** Notes the time one step took on the running test, for the durations table at the end of a run. */
function timed(step: 'axe' | 'screenshot', started: number): void {
  test
    .info()
    .annotations.push({ type: `${step}-ms`, description: String(Math.round(performance.now() - started)) });
}

export function viewportWidth(page: Page): number {
  return page.viewportSize()?.width ?? 0;
}
