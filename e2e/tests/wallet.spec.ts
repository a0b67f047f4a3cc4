import { expect, test, type Page } from '@playwright/test';
import { GAME_CATALOGUE } from '@casino/contract';
import { newPlayer, signUpByApi } from '../support/accounts.ts';
import { expectAccessible, openIn, settle, shot, runIn, runInWidthFor } from '../support/site.ts';
import { playAndDraw } from '../support/studio.ts';

// Wallet flows run at phone and desktop width (the bonus button lives in the tab bar on phones).
runIn(['w375', 'w1440'], 'wallet flows run at 375 and 1440 px');

const SIGNUP_BONUS = 10_000;
const PHONE_BONUS = 1_000;
const DAILY_BONUS = 1_000;
/** Where the daily-bonus part starts: both one-off bonuses paid. */
const START = SIGNUP_BONUS + PHONE_BONUS;

/** The header's balance pill: its target value and the number it currently shows. */
async function balanceOf(page: Page): Promise<{ target: number; shown: number }> {
  const pill = page.getByTestId('balance').first();
  const target = Number(await pill.getAttribute('data-balance'));
  const shown = Number((await pill.innerText()).replace(/[^0-9]/g, ''));
  return { target, shown };
}

/**
 * Records, inside the page, every number the header pill shows from now on (each animation frame that
 * changes it), so a test can check the count-up afterwards instead of racing it with polls.
 */
async function recordShownBalances(page: Page): Promise<() => Promise<number[]>> {
  await page
    .getByTestId('balance')
    .first()
    .locator('.balance-pill__value')
    .evaluate((value) => {
      const seen: string[] = [];
      (window as unknown as { shownBalances: string[] }).shownBalances = seen;
      new MutationObserver(() => seen.push(value.textContent ?? '')).observe(value, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
  return async () =>
    (await page.evaluate(() => (window as unknown as { shownBalances: string[] }).shownBalances)).map(
      (text) => Number(text.replace(/[^0-9]/g, '')),
    );
}

/**
 * Records, from the page's first script on, the text of every toast shown: a toast closes itself after
 * 5 s, which a loaded machine can spend loading the page, so the test reads what was shown, not what
 * is still there.
 */
async function recordToasts(page: Page): Promise<() => Promise<string>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { shownToasts: string[] }).shownToasts = seen;
    new MutationObserver(() => {
      document.querySelectorAll('.Toastify__toast').forEach((toast) => seen.push(toast.textContent ?? ''));
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return async () =>
    (await page.evaluate(() => (window as unknown as { shownToasts?: string[] }).shownToasts ?? [])).join(
      '\n',
    );
}

const visibleBonusButton = (page: Page) => page.locator('[data-testid="daily-bonus"]:visible').first();

for (const lang of ['ja', 'en'] as const) {
  test.describe(lang, () => {
    runInWidthFor(lang);
    test(`${lang}: claim the daily bonus, play a round, see it all in the bet history`, async ({
      page,
    }, info) => {
      const player = newPlayer();
      // Verified by API but the bonus not collected (as if the tab closed): the site collects it on load.
      await signUpByApi(page, player, { collectPhoneBonus: false });
      const toastsShown = await recordToasts(page);
      await openIn(page, '/', lang);
      await expect.poll(toastsShown).toContain('1,000');
      await expect.poll(async () => (await balanceOf(page)).shown).toBe(START);
      await expect(page.getByTestId('balance').first()).toContainText('11,000');
      await shot(page, info, `${lang}-wallet-0-phone-bonus-collected`);
      // Let that toast go (it closes itself after 5 s), so the next one seen is the daily bonus's. Not a
      // click on its close button: on a loaded machine the toast may already be gone by then.
      await expect(page.getByTestId('reward-toast')).toHaveCount(0, { timeout: 15_000 });

      const bonus = visibleBonusButton(page);
      await expect(bonus).toHaveAttribute('data-state', 'ready');
      await shot(page, info, `${lang}-wallet-1-bonus-ready`);
      await expectAccessible(page);
      const frames = await recordShownBalances(page);
      await bonus.click();
      await expect(page.locator('.Toastify')).toContainText('1,000');
      await expect.poll(async () => (await balanceOf(page)).shown).toBe(START + DAILY_BONUS);
      // It counted up rather than jumped: every number the pill showed on the way, recorded in the page.
      const seen = await frames();
      expect(seen.some((value) => value > START && value < START + DAILY_BONUS)).toBe(true);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      expect(seen.at(-1)).toBe(START + DAILY_BONUS);
      await expect(bonus).toHaveAttribute('data-state', 'waiting');
      await shot(page, info, `${lang}-wallet-2-bonus-waiting`);

      // A real round in the studio's game client, inside the site's frame.
      await page.goto('/game-launch/WNF_AZTEC_X');
      await settle(page);
      const game = page.frameLocator('[data-testid="game-frame"]');
      await expect(game.getByTestId('game-root')).toHaveAttribute('data-mode', 'real');
      await expect(game.getByTestId('game-balance')).toHaveAttribute(
        'data-balance',
        String(START + DAILY_BONUS),
      );
      const bet = Number(await game.getByTestId('game-bet').getAttribute('data-bet'));
      const { win } = await playAndDraw(page, game);
      const expected = START + DAILY_BONUS - bet + win;
      await expect(game.getByTestId('game-balance')).toHaveAttribute('data-balance', String(expected));
      // The header follows the wallet while the game is open.
      await expect.poll(async () => (await balanceOf(page)).target).toBe(expected);
      // The picture once the header has counted to it: mid-count it showed 11,977 beside the game's 11,950.
      await expect.poll(async () => (await balanceOf(page)).shown).toBe(expected);
      await shot(page, info, `${lang}-wallet-3-game`);

      await page.goto('/bet-history?view=transactions');
      await settle(page);
      const rows = page.getByTestId('bet-history-row');
      const types = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-type')));
      expect(types).toContain('SIGNUP_BONUS');
      expect(types).toContain('PROMO_BONUS');
      expect(types).toContain('DAILY_BONUS');
      expect(types).toContain('BET');
      if (win > 0) expect(types).toContain('WIN');
      expect(types.indexOf('BET')).toBeLessThan(types.indexOf('SIGNUP_BONUS')); // newest first
      await shot(page, info, `${lang}-wallet-4-bet-history`);
      await expectAccessible(page);
    });
  });
}

test('a demo game plays logged out on a demo balance', async ({ page }, info) => {
  const demo = GAME_CATALOGUE.find((g) => g.isDemoAvailable)!;
  await openIn(page, `/game-launch/${demo.gameCode}`, 'en');
  await expect(page.getByTestId('game-launch-demo-badge')).toBeVisible();
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('game-root')).toHaveAttribute('data-mode', 'demo');
  await playAndDraw(page, game);
  await expect(page.getByTestId('login-button').first()).toBeVisible();
  await shot(page, info, 'en-demo-game');
});

test('a game without demo asks for login, then launches after it', async ({ page }) => {
  const player = newPlayer();
  await signUpByApi(page, player);
  await page.context().clearCookies();
  const noDemo = GAME_CATALOGUE.find((g) => g.tags.includes('SLOT') && !g.isDemoAvailable)!;
  await openIn(page, '/category/slot', 'en');
  await page.locator(`[data-testid="game-tile"][data-game-code="${noDemo.gameCode}"]`).click();
  await expect(page.getByTestId('popup-login')).toBeVisible();
  await page.getByTestId('login-email').fill(player.email);
  await page.getByTestId('login-password').fill(player.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(new RegExp(`/game-launch/${noDemo.gameCode}$`));
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('game-root')).toHaveAttribute('data-mode', 'real');
});
