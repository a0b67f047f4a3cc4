import { expect, test, type FrameLocator, type Page, type TestInfo } from '@playwright/test';
import {
  CHANNEL_HEADER,
  GAME_CATALOGUE,
  LAUNCH_PATHS,
  WALLET_PATHS,
  WEB_CHANNEL_CODE,
} from '@casino/contract';
import { newPlayer, signUpByApi } from '../support/accounts.ts';
import { expectAccessible, LANGS, openIn, settle, shot, viewportWidth } from '../support/site.ts';

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

const ENGINE_VIEWS = ['slot-reels', 'coin', 'dice-board', 'wheel-svg', 'roulette-layout', 'baccarat-spot']
  .map((id) => `[data-testid="${id}"]`)
  .join(', ');

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

async function playOne(game: FrameLocator, engine: string): Promise<{ win: number; balance: number }> {
  await placeBet(game, engine);
  await game.getByTestId('game-play').click();
  await expect(game.getByTestId('game-result')).toHaveAttribute('data-win', /^\d+$/, { timeout: 20_000 });
  await expect(game.getByTestId('game-play')).toBeEnabled({ timeout: 20_000 });
  return {
    win: Number(await game.getByTestId('game-result').getAttribute('data-win')),
    balance: Number(await game.getByTestId('game-balance').getAttribute('data-balance')),
  };
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
  test.beforeEach(({ page }) => test.skip(viewportWidth(page) !== 1440, 'played once, at desktop width'));

  for (const { engine, real, demo } of ENGINES) {
    test(`${engine}: a signed-in round moves the wallet, shows in bet history and verifies`, async ({
      page,
    }, info) => {
      test.setTimeout(120_000);
      await signUpByApi(page, newPlayer());
      await openIn(page, `/game-launch/${real}`, 'en');
      const game = page.frameLocator('[data-testid="game-frame"]');
      await expect(game.getByTestId('game-root')).toHaveAttribute('data-mode', 'real');
      const { balance } = await playOne(game, engine);
      // The balance the game shows is the wallet's.
      expect(balance).toBe(await walletBalance(page));
      await shot(page, info, `en-studio-${engine}-real`);

      await expectVerified(page, game, info, `en-studio-${engine}-verified`);

      await page.goto('/bet-history');
      await settle(page);
      const title = GAME_CATALOGUE.find((g) => g.gameCode === real)!.title.en;
      await expect(page.getByTestId('bet-history-row').filter({ hasText: title }).first()).toBeVisible();
    });

    test(`${engine}: a demo round plays logged out without touching any wallet`, async ({ page }, info) => {
      await openIn(page, `/game-launch/${demo}`, 'ja');
      const game = page.frameLocator('[data-testid="game-frame"]');
      await expect(game.getByTestId('game-root')).toHaveAttribute('data-mode', 'demo');
      await playOne(game, engine);
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
    await expect(page.getByTestId('game-play')).toBeVisible();
    // The engine's own view is a lazy chunk: wait for its table before the picture.
    await expect(page.locator(ENGINE_VIEWS).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot(page, info, `ja-client-${g.gameCode}`);
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
