import { expect, test, type Page } from '@playwright/test';
import { LAUNCH_PATHS, MISSION_PATHS, missionListResponseSchema } from '@casino/contract';
import { newPlayer, signUpByApi } from '../support/accounts.ts';
import { consoleLanguage, consoleSettled, operatorSignedIn } from '../support/console.ts';
import { OPERATOR } from '../support/constants.ts';
import { LANGS, expectAccessible, openIn, shot } from '../support/site.ts';
import { apiSession, headers } from '../support/studio.ts';
import { text } from '../support/texts.ts';

/**
 * Missions (issue 30), in ja and en at 375×667 and 1440×900: a player plays slot rounds, the daily
 * slot ladder shows them (bronze completed, silver under way), more rounds move it on the page, and
 * "claim all" pays every completed mission once (balance, toast, Claimed, nothing left to claim).
 * Then the console shows the player's missions and the paid rewards.
 */
const SIZES = [
  { width: 375, height: 667 },
  { width: 1440, height: 900 },
] as const;

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook destructures
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'w1440', 'one run: the spec sets its own viewport sizes');
});

const balance = async (page: Page) =>
  Number(await page.getByTestId('balance').first().getAttribute('data-balance'));

let keys = 0;
/** Plays `n` real rounds of a slot through the API (a player who played in another tab). */
async function playRounds(page: Page, gameSessionId: string, n: number) {
  for (let i = 0; i < n; i++) {
    const response = await page.request.post(`/api${LAUNCH_PATHS.studioRound}`, {
      headers,
      data: { gameSessionId, bet: 50, roundKey: `e2e-missions-${process.pid}-${keys++}` },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

async function missionsByApi(page: Page) {
  const response = await page.request.get(`/api${MISSION_PATHS.list}?languageCode=en`, { headers });
  expect(response.ok()).toBe(true);
  return missionListResponseSchema.parse(await response.json());
}

const slotLadder = (page: Page) =>
  page.locator('[data-testid="mission-ladder"][data-ladder="daily-slot-rounds"]');
const tier = (page: Page, name: 'BRONZE' | 'SILVER' | 'GOLD') =>
  slotLadder(page).locator(`[data-tier="${name}"]`);

for (const lang of LANGS) {
  for (const size of SIZES) {
    test(`a mission ladder moves with the rounds played and claim-all pays once (${lang}, ${size.width})`, async ({
      page,
    }, info) => {
      await page.setViewportSize(size);
      await signUpByApi(page, newPlayer());
      const gameSessionId = await apiSession(page.request, 'WNF_AZTEC_X', 'real');
      await playRounds(page, gameSessionId, 10);

      // The page, reached from the account menu.
      await openIn(page, '/bet-history', lang);
      if (size.width < 769) await expect(page.getByTestId('account-menu-button')).toBeVisible();
      await page.getByTestId('account-menu-button').click();
      await page.getByTestId('account-menu-missions').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'pages.missions.heading'));
      await expect(tier(page, 'BRONZE').getByTestId('mission-progress')).toHaveText('10 / 10');
      await expect(tier(page, 'SILVER').getByTestId('mission-progress')).toHaveText('10 / 20');
      await expect(tier(page, 'BRONZE').getByTestId('mission-claim')).toBeVisible();
      await expect(tier(page, 'SILVER').getByTestId('mission-claim')).toHaveCount(0);
      await shot(page, info, `${lang}-missions-ladder-${size.width}`);
      await expectAccessible(page);

      // Two more rounds: the ladder moves on (the page asks again when it is focused or reopened).
      await playRounds(page, gameSessionId, 2);
      await page.reload();
      await expect(tier(page, 'SILVER').getByTestId('mission-progress')).toHaveText('12 / 20');
      await expect(tier(page, 'GOLD').getByTestId('mission-progress')).toHaveText('12 / 50');

      // Claim all: every completed mission's reward, once.
      const completed = (await missionsByApi(page)).missions.filter((m) => m.completed && !m.claimedDate);
      const total = completed.reduce((sum, m) => sum + m.reward, 0);
      expect(completed.length).toBeGreaterThanOrEqual(1);
      const before = await balance(page);
      const claimAll = page.getByTestId('missions-claim-all');
      await expect(claimAll).toBeEnabled();
      await claimAll.click();
      await expect(page.getByTestId('reward-toast')).toBeVisible();
      await expect(tier(page, 'BRONZE').getByTestId('mission-claimed')).toHaveText(
        text(lang, 'missions.claimed'),
      );
      await expect(page.getByTestId('mission-claim')).toHaveCount(0);
      await expect(claimAll).toBeDisabled();
      await expect.poll(() => balance(page)).toBe(before + total);
      await shot(page, info, `${lang}-missions-claimed-${size.width}`);
      await expectAccessible(page);
      // Claiming again pays nothing.
      const again = await page.request.post(`/api${MISSION_PATHS.claimAll}`, { headers });
      expect(await again.json()).toMatchObject({ claimed: [], total: 0 });
      await page.reload();
      await expect.poll(() => balance(page)).toBe(before + total);
    });
  }
}

test('the console lists the missions and shows a player’s missions with the paid reward', async ({
  page,
  browser,
}, info) => {
  await signUpByApi(page, newPlayer());
  const session = await page.request.get('/api/auth/session', { headers });
  const accountId = ((await session.json()) as { player: { accountId: string } }).player.accountId;
  const gameSessionId = await apiSession(page.request, 'WNF_AZTEC_X', 'real');
  await playRounds(page, gameSessionId, 10);
  const claimed = await page.request.post(`/api${MISSION_PATHS.claimAll}`, { headers });
  expect(claimed.ok()).toBe(true);

  const office = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await consoleLanguage(office, 'en');
  await office.goto('/operator/');
  await expect(office.locator('input[name="email"]')).toBeVisible({ timeout: 30_000 });
  await operatorSignedIn(office, OPERATOR.email, OPERATOR.password);
  await office.goto('/operator/missions');
  await consoleSettled(office);
  await expect(office.getByText('Play 10 rounds of any slot').first()).toBeVisible();
  await shot(office, info, 'en-console-missions');
  await office.goto(`/operator/players/${accountId}/show/missions`);
  await consoleSettled(office);
  const table = office.getByTestId('player-missions');
  await expect(table).toContainText('Play 10 rounds of any slot');
  await expect(table).toContainText('10 / 10');
  await shot(office, info, 'en-console-player-missions');
  await office.close();
});
