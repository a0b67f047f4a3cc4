import { expect, test, type Page } from '@playwright/test';
import { LAUNCH_PATHS, PROGRESSION_PATHS, WALLET_PATHS } from '@casino/contract';
import { newPlayer, signUpByApi } from '../support/accounts.ts';
import { consoleLanguage, consoleSettled, operatorSignedIn } from '../support/console.ts';
import { OPERATOR } from '../support/constants.ts';
import { LANGS, expectAccessible, openIn, settle, shot } from '../support/site.ts';
import { apiSession, gameOpened, headers, playAndDraw } from '../support/studio.ts';
import { text } from '../support/texts.ts';

/**
 * Levels and VIP tiers (issue 30), in ja and en at 375×667 and 1440×900: a player close to level 2
 * spins in the game; the round's experience reaches the level and the "Level up!" dialog opens over
 * the game with its reward; the player claims it (the reward moment, the balance, the "Level reward"
 * row in the transaction history), then opens the tier page from the account menu: level, XP bar,
 * tier, progress to the next tier, benefits and the rules. The console shows the player's level, XP
 * and tier, and the level/tier table.
 */
const SIZES = [
  { width: 375, height: 667 },
  { width: 1440, height: 900 },
] as const;
const GAME = 'WNF_AZTEC_X';

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook destructures
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'w1440', 'one run: the spec sets its own viewport sizes');
});

const api = (path: string) => `/api${path}`;

async function xpOf(page: Page): Promise<number> {
  const res = await page.request.get(api(PROGRESSION_PATHS.me), { headers });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { xp: number }).xp;
}

async function walletBalance(page: Page): Promise<number> {
  const res = await page.request.get(api(WALLET_PATHS.balance), { headers });
  return ((await res.json()) as { balance: number }).balance;
}

let keys = 0;
/** Real rounds through the API (many, fast) until the experience is `xp`: 50 coins a round. */
async function playByApi(page: Page, xp: number) {
  const gameSessionId = await apiSession(page.request, GAME, 'real');
  while ((await xpOf(page)) + 50 <= xp) {
    const res = await page.request.post(api(LAUNCH_PATHS.studioRound), {
      headers,
      data: { gameSessionId, bet: 50, roundKey: `e2e-progression-${process.pid}-${keys++}` },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

for (const lang of LANGS) {
  for (const size of SIZES) {
    test(`a level-up after play is shown and claimed; the tier page states level, tier and rules (${lang}, ${size.width})`, async ({
      page,
    }, info) => {
      test.setTimeout(120_000);
      await page.setViewportSize(size);
      await signUpByApi(page, newPlayer());
      await playByApi(page, 950); // 50 XP short of level 2 (1,000 XP)

      // Play in the game, as the player does, until the level is reached: the dialog opens over it.
      await openIn(page, `/game-launch/${GAME}`, lang);
      const game = page.frameLocator('[data-testid="game-frame"]');
      await gameOpened(game);
      const dialog = page.getByTestId('popup-level-up');
      for (let spins = 0; (await xpOf(page)) < 1_000 && spins < 40; spins++) {
        await playAndDraw(page, game);
      }
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading')).toHaveText(text(lang, 'progression.levelUp.title'));
      await expect(dialog.getByTestId('level-up-lead')).toHaveText(
        text(lang, 'progression.levelUp.lead', { level: '2' }),
      );
      const claim = dialog.getByTestId('level-up-claim');
      await expect(claim).toHaveText(text(lang, 'progression.levelUp.claim', { amount: '100' }));
      await shot(page, info, `${lang}-level-up-${size.width}`);
      await expectAccessible(page);

      const before = await walletBalance(page);
      await claim.click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId('reward-toast')).toBeVisible();
      await expect.poll(() => walletBalance(page)).toBe(before + 100);
      await shot(page, info, `${lang}-level-up-claimed-${size.width}`);

      // The reward is a ledger row the player sees in the transaction history.
      await openIn(page, '/bet-history?view=transactions', lang);
      const row = page.locator('[data-testid="bet-history-row"][data-type="LEVEL_REWARD"]');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(text(lang, 'betHistory.types.LEVEL_REWARD'));

      // The tier page, from the account menu.
      await page.getByTestId('account-menu-button').click();
      await page.getByTestId('account-menu-vip').click();
      await expect(page).toHaveURL(/\/vip$/);
      await settle(page);
      await expect(page.locator('h1')).toHaveText(text(lang, 'pages.vip.heading'));
      await expect(page.getByTestId('player-level')).toHaveText(
        text(lang, 'progression.level', { level: '2' }),
      );
      await expect(page.getByTestId('xp-bar').getByRole('progressbar')).toBeVisible();
      await expect(page.getByTestId('player-tier')).toContainText(text(lang, 'progression.tiers.BRONZE'));
      await expect(page.getByTestId('tier-benefits')).toBeVisible();
      await expect(page.getByTestId('vip-rules').locator('tbody tr')).toHaveCount(5);
      await expect(page.getByTestId('vip-rules')).toContainText(
        text(lang, 'progression.rules.validityTitle'),
      );
      // Nothing left to claim: no claim button, and no dialog on the page.
      await expect(page.getByTestId('vip-claim-levels')).toHaveCount(0);
      await expect(page.getByTestId('popup-level-up')).toHaveCount(0);
      await shot(page, info, `${lang}-vip-${size.width}`);
      await expectAccessible(page);
    });
  }
}

const CONSOLE = {
  ja: { tab: 'レベルとVIP', level: 'レベル', bronze: 'ブロンズ', rules: 'レベルとVIPティア(現在のルール)' },
  en: {
    tab: 'Level & VIP',
    level: 'Level',
    bronze: 'Bronze',
    rules: 'Levels and VIP tiers (the rules in force)',
  },
} as const;

for (const lang of LANGS) {
  test(`the console shows a player's level, XP and tier, and the level/tier table (${lang})`, async ({
    page,
    browser,
  }, info) => {
    test.setTimeout(120_000);
    const playerContext = await browser.newContext({ baseURL: info.project.use.baseURL });
    const playerPage = await playerContext.newPage();
    const player = newPlayer();
    await signUpByApi(playerPage, player);
    await playByApi(playerPage, 1_100);
    const xp = await xpOf(playerPage);
    await playerContext.close();

    await consoleLanguage(page, lang);
    await page.goto('/operator/');
    await expect(page.locator('input[name="email"]')).toBeVisible({ timeout: 30_000 });
    await operatorSignedIn(page, OPERATOR.email, OPERATOR.password);
    await page.goto(`/operator/players?filter=${encodeURIComponent(JSON.stringify({ q: player.email }))}`);
    await consoleSettled(page);
    await page.getByText(player.email).first().click();
    await expect(page).toHaveURL(/\/operator\/players\/[0-9a-f-]{36}\/show/);
    await page.getByRole('tab', { name: CONSOLE[lang].tab }).click();
    await consoleSettled(page);
    const panel = page.getByTestId('bo-progression');
    await expect(panel.getByRole('row').first()).toHaveText(`${CONSOLE[lang].level}2`);
    await expect(panel).toContainText(xp.toLocaleString('en-US'));
    await expect(panel).toContainText(CONSOLE[lang].bronze);
    await shot(page, info, `${lang}-console-progression`);
    await expectAccessible(page);

    await page.goto('/operator/progression');
    await consoleSettled(page);
    const rules = page.getByTestId('bo-progression-rules');
    await expect(page.getByText(CONSOLE[lang].rules).first()).toBeVisible(); // the app bar's title
    await expect(rules.locator('table').first().locator('tbody tr')).toHaveCount(5);
    await expect(rules.locator('table').nth(1).locator('tbody tr')).toHaveCount(100);
    await shot(page, info, `${lang}-console-progression-rules`);
    await expectAccessible(page);
  });
}
