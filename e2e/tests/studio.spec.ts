import { expect, test, type FrameLocator, type Locator, type Page, type TestInfo } from '@playwright/test';
import {
  CHANNEL_HEADER,
  GAME_CATALOGUE,
  LAUNCH_PATHS,
  WALLET_PATHS,
  WEB_CHANNEL_CODE,
} from '@casino/contract';
import { newPlayer, signUpByApi } from '../support/accounts.ts';
import {
  expectAccessible,
  LANGS,
  openIn,
  picturesDrawn,
  settle,
  shot,
  viewportWidth,
  runIn,
} from '../support/site.ts';
import { gameOpened, playAndDraw } from '../support/studio.ts';

const headers = { [CHANNEL_HEADER]: WEB_CHANNEL_CODE };

/** One game per engine family: the first is played logged in, the second in demo. */
const ENGINES = [
  { engine: 'slot', real: 'JPL_FIGHTING_SAMURAI', demo: 'WNF_OIRAN_DREAMS' },
  { engine: 'coin-flip', real: 'EVO_LIVE_CRAZY_COIN_FLIP', demo: 'EVO_LIVE_CRAZY_COIN_FLIP' },
  { engine: 'dice', real: 'EVO_LIVE_EXTRA_CHILLI_LIGHTNING_DICE', demo: 'EVO_LIVE_LIGHTNING_DICE' },
  { engine: 'wheel', real: 'EVO_LIVE_CRAZY_TIME', demo: 'EVO_LIVE_DREAM_CATCHER' },
  { engine: 'roulette', real: 'EVO_LIVE_JAPANESE_ROULETTE', demo: 'EVO_LIVE_JAPANESE_ROULETTE' },
  { engine: 'baccarat', real: 'EVO_LIVE_JAPANESE_SPEED_BACCARAT', demo: 'EVO_LIVE_JAPANESE_SPEED_BACCARAT' },
] as const;

/** Puts a bet on the table the way a player would: slots need none, table games a spot (roulette: two). */
async function placeBet(game: FrameLocator, engine: string): Promise<void> {
  const spots = {
    slot: [],
    'coin-flip': ['[data-testid="coin-side"]'],
    dice: ['[data-testid="dice-spot"][data-total="10"]'],
    wheel: ['[data-testid="wheel-spot"]'],
    // An outside bet and a split on the line between 17 and 20, so the server and the verify page see both.
    roulette: ['red', 'split-17-20'].map((spot) => `[data-testid="roulette-spot"][data-spot="${spot}"]`),
    baccarat: ['[data-testid="baccarat-spot"][data-spot="banker"]'],
  }[engine];
  for (const spot of spots ?? []) await game.locator(spot).first().click();
}

async function playOne(page: Page, game: FrameLocator, engine: string): Promise<{ balance: number }> {
  await placeBet(game, engine);
  await playAndDraw(page, game);
  return { balance: Number(await game.getByTestId('game-balance').getAttribute('data-balance')) };
}

/** Rotates the seed in the game's fairness panel; the verify page then recomputes the last round. */
async function expectVerified(page: Page, game: FrameLocator, info: TestInfo, name: string): Promise<void> {
  await game.getByTestId('fair-open').click();
  await game.getByTestId('fair-rotate').click();
  await expect(game.getByTestId('fair-revealed')).toBeVisible();
  const href = await game.getByTestId('fair-verify-link').getAttribute('href');
  expect(href).toBeTruthy();
  const verify = await page.context().newPage();
  await verify.goto(href!);
  await expect(verify.getByTestId('verify-status')).toHaveAttribute('data-status', 'verified', {
    timeout: 20_000,
  });
  await shot(verify, info, name);
  await verify.close();
}

async function walletBalance(page: Page): Promise<number> {
  const response = await page.request.get(`/api${WALLET_PATHS.balance}`, { headers });
  return ((await response.json()) as { balance: number }).balance;
}

test.describe('every engine plays a real and a demo round', () => {
  runIn(['w1440'], 'played once, at desktop width');

  for (const { engine, real, demo } of ENGINES) {
    test(`${engine}: a signed-in round moves the wallet, shows in bet history and verifies`, async ({
      page,
    }, info) => {
      test.setTimeout(120_000);
      await signUpByApi(page, newPlayer());
      await openIn(page, `/game-launch/${real}`, 'en');
      const game = page.frameLocator('[data-testid="game-frame"]');
      await expect(game.getByTestId('game-root')).toHaveAttribute('data-mode', 'real');
      const { balance } = await playOne(page, game, engine);
      // The balance the game shows is the wallet's.
      expect(balance).toBe(await walletBalance(page));
      await shot(page, info, `en-studio-${engine}-real`);

      await expectVerified(page, game, info, `en-studio-${engine}-verified`);

      await page.goto('/bet-history');
      await settle(page);
      const title = GAME_CATALOGUE.find((g) => g.gameCode === real)!.title.en;
      await expect(page.getByTestId('bet-round-row').filter({ hasText: title }).first()).toBeVisible();
    });

    test(`${engine}: a demo round plays logged out without touching any wallet`, async ({ page }, info) => {
      await openIn(page, `/game-launch/${demo}`, 'ja');
      const game = page.frameLocator('[data-testid="game-frame"]');
      await expect(game.getByTestId('game-root')).toHaveAttribute('data-mode', 'demo');
      await playOne(page, game, engine);
      await shot(page, info, `ja-studio-${engine}-demo`);
      await expectVerified(page, game, info, `ja-studio-${engine}-demo-verified`);
    });
  }
});

test('every game client opens and draws its table (screenshots)', async ({ page }, info) => {
  test.skip(viewportWidth(page) === 1024, 'screenshots at 375 and 1440 px');
  test.setTimeout(240_000);
  await signUpByApi(page, newPlayer());
  for (const g of GAME_CATALOGUE) {
    const response = await page.request.get(
      `/api${LAUNCH_PATHS.launchGame}?gameCode=${g.gameCode}&lobbyUrl=%2F&language=ja`,
      { headers },
    );
    expect(response.ok()).toBe(true);
    const { url } = (await response.json()) as { url: string };
    await page.goto(url);
    await expect(page.getByTestId('game-root')).toHaveAttribute('data-game-code', g.gameCode);
    // The engine's own view is a lazy chunk: wait for its table (and the seed set-up) before the picture.
    await gameOpened(page);
    await picturesDrawn(page);
    await shot(page, info, `ja-client-${g.gameCode}`);
  }
});

/**
 * A phone held sideways, the orientation the catalogue gives every game: one game per engine (the longest
 * title, the largest board of its family), each with the spots that must stay finger-sized.
 */
const PHONE_LANDSCAPE = { width: 667, height: 375 };
const LANDSCAPE_GAMES = [
  { engine: 'slot', gameCode: 'WNF_AZTEC_X', spots: '[data-testid="slot-autoplay-open"]', minSide: 32 },
  {
    engine: 'coin-flip',
    gameCode: 'EVO_LIVE_CRAZY_COIN_FLIP',
    spots: '[data-testid="coin-side"]',
    minSide: 44,
  },
  {
    engine: 'dice',
    gameCode: 'EVO_LIVE_EXTRA_CHILLI_LIGHTNING_DICE',
    spots: '[data-testid="dice-spot"]',
    minSide: 40,
  },
  { engine: 'wheel', gameCode: 'EVO_LIVE_CRAZY_TIME', spots: '[data-testid="wheel-spot"]', minSide: 40 },
  // The layout's cells are small by design (its bet-kind picker is the way in on a phone); the lines are thinner.
  {
    engine: 'roulette',
    gameCode: 'EVO_LIVE_JAPANESE_ROULETTE',
    spots: '[data-testid="roulette-spot"]',
    minSide: 8,
  },
  {
    engine: 'baccarat',
    gameCode: 'EVO_LIVE_JAPANESE_SPEED_BACCARAT',
    spots: '[data-testid="baccarat-spot"]',
    minSide: 40,
  },
] as const;

/**
 * What a player can do to bring an element into view: scroll the page or a panel that scrolls. Playwright's
 * scrollIntoViewIfNeeded also scrolls boxes that clip (overflow: hidden), which no finger can; so this
 * names any such box it had to scroll (and puts it back), and says whether something else covers the
 * element's centre.
 */
async function reachedHow(element: Locator): Promise<string> {
  return element.evaluate((el) => {
    const problems: string[] = [];
    for (let box = el.parentElement; box; box = box.parentElement) {
      const style = getComputedStyle(box);
      const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
      const cut =
        (box.scrollTop !== 0 && !scrolls(style.overflowY)) ||
        (box.scrollLeft !== 0 && !scrolls(style.overflowX));
      if (cut && box !== document.scrollingElement) {
        problems.push(`only by scrolling a box that clips (${box.className || box.tagName})`);
        box.scrollTop = 0;
        box.scrollLeft = 0;
      }
    }
    const rect = el.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    if (hit && !el.contains(hit)) problems.push(`covered by ${hit.className || hit.tagName}`);
    return problems.join('; ');
  });
}

test.describe('game clients on a phone held sideways (667×375)', () => {
  runIn(['w1440'], 'one run, at its own viewport');

  for (const { engine, gameCode, spots, minSide } of LANDSCAPE_GAMES) {
    test(`${engine} (${gameCode}): landscape — one-line header, no sideways scroll, every control reachable`, async ({
      page,
    }, info) => {
      await signUpByApi(page, newPlayer(), { verifyPhone: false });
      await page.setViewportSize(PHONE_LANDSCAPE);
      const response = await page.request.get(
        `/api${LAUNCH_PATHS.launchGame}?gameCode=${gameCode}&lobbyUrl=%2F&language=ja`,
        { headers },
      );
      expect(response.ok()).toBe(true);
      await page.goto(((await response.json()) as { url: string }).url);
      await expect(page.getByTestId('game-root')).toHaveAttribute('data-game-code', gameCode);
      await gameOpened(page);
      await picturesDrawn(page);
      await shot(page, info, `ja-landscape-${gameCode}`);

      // Nothing scrolls sideways.
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        view: window.innerWidth,
      }));
      expect(widths.page, 'page width').toBeLessThanOrEqual(widths.view);

      // The header's buttons keep one line (icon-only where the bar is short), and their names.
      const headerButtons = await page.locator('.top-bar button').all();
      expect(headerButtons.length).toBeGreaterThanOrEqual(3);
      for (const button of headerButtons) {
        await expect(button).toHaveAccessibleName(/\S/);
        const box = (await button.boundingBox())!;
        expect(box.height, `header button ${await button.getAttribute('data-testid')}`).toBeLessThanOrEqual(
          48,
        );
        const text = button.locator('.bar-button-text');
        if ((await text.count()) && (await text.isVisible())) {
          const lines = await text.evaluate(
            (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).fontSize),
          );
          expect(lines, `${await text.textContent()} on one line`).toBeLessThan(2);
        }
      }

      // Every button of the table and the controls (bet spots, Clear, the bet selector, Play) can be
      // brought into view by the player, is then wholly inside the viewport and not under anything.
      const buttons = await page.locator('.stage button:visible, .controls button:visible').all();
      const spotCount = await page.locator(spots).count();
      expect(spotCount).toBeGreaterThan(0);
      for (const target of [...buttons, page.getByTestId('game-balance'), page.getByTestId('game-result')]) {
        const name = (await target.getAttribute('aria-label')) ?? (await target.textContent()) ?? '';
        await target.scrollIntoViewIfNeeded();
        expect(await reachedHow(target), `${name} reachable`).toBe('');
        const box = (await target.boundingBox())!;
        expect(box.x, `${name} left`).toBeGreaterThanOrEqual(0);
        expect(box.y, `${name} top`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${name} right`).toBeLessThanOrEqual(PHONE_LANDSCAPE.width);
        expect(box.y + box.height, `${name} bottom`).toBeLessThanOrEqual(PHONE_LANDSCAPE.height);
      }
      // The spots are big enough to read and to tap: no total squeezed to one digit a line.
      for (const spot of await page.locator(spots).all()) {
        const box = (await spot.boundingBox())!;
        const name = (await spot.getAttribute('aria-label')) ?? (await spot.textContent()) ?? '';
        expect(Math.min(box.width, box.height), `${name} size`).toBeGreaterThanOrEqual(minSide);
      }
    });
  }
});

for (const lang of LANGS) {
  test(`roulette (${lang}): a split by pointer and a corner by keyboard land on their lines and settle (screenshots)`, async ({
    page,
  }, info) => {
    test.skip(viewportWidth(page) === 1024, 'screenshots at 375 and 1440 px');
    await openIn(page, '/game-launch/EVO_LIVE_JAPANESE_ROULETTE', lang);
    const game = page.frameLocator('[data-testid="game-frame"]');
    const spot = (name: string) => game.locator(`[data-testid="roulette-spot"][data-spot="${name}"]`);
    await expect(spot('split-17-20')).toBeVisible();

    // Pointer: the thin areas on the line between 17 and 20, and on the bottom edge between two streets.
    await spot('split-17-20').click();
    await spot('line-31').click();

    // Keyboard: the picker's arrow keys choose Corner, Tab skips the lines and reaches 17, Enter places it.
    await game.locator('[data-testid="roulette-kind"][value="straight"]').focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(game.locator('[data-testid="roulette-kind"][value="corner"]')).toBeChecked();
    // 0, the top row (3 … 36), then 2, 5, 8, 11, 14, 17.
    for (let i = 0; i < 19; i++) await page.keyboard.press('Tab');
    await expect(spot('straight-17')).toBeFocused();
    await page.keyboard.press('Enter');

    for (const name of ['split-17-20', 'line-31', 'corner-17'])
      await expect(spot(name).locator('.rl-chip')).toHaveText('1');
    await shot(page, info, `${lang}-studio-roulette-inside`);
    await expectAccessible(page);

    const request = page.waitForRequest((r) => r.url().endsWith('/api/studio/round'));
    await game.getByTestId('game-play').click();
    expect(((await request).postDataJSON() as { bets: Record<string, number> }).bets).toEqual({
      'split-17-20': 1,
      'line-31': 1,
      'corner-17': 1,
    });
    await expect(game.getByTestId('game-result')).toHaveAttribute('data-win', /^\d+$/, { timeout: 20_000 });
    await expect(game.getByTestId('roulette-result')).toBeVisible({ timeout: 20_000 });
    await expect(game.getByTestId('game-play')).toBeEnabled({ timeout: 20_000 });
    await shot(page, info, `${lang}-studio-roulette-inside-settled`);

    // The rules list every bet with its payout.
    await game.getByTestId('game-rules').click();
    await expect(game.getByTestId('roulette-rule')).toHaveCount(10);
    await expect(
      game.locator('[data-testid="roulette-rule"][data-kind="corner"] [data-pays="8"]'),
    ).toBeVisible();
    await shot(page, info, `${lang}-studio-roulette-rules`);
  });
}
