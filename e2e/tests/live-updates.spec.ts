import { expect, test, type Page } from '@playwright/test';
import { LAUNCH_PATHS } from '@casino/contract';
import { newPlayer, signUpByApi } from '../support/accounts.ts';
import { OPERATOR } from '../support/constants.ts';
import { LANGS, openIn, shot, type Lang } from '../support/site.ts';
import { apiSession, headers } from '../support/studio.ts';

/**
 * Live updates (issue 29), on the shared server: a player's two tabs, and an operator's adjustment or a
 * round that scores in a tournament reaches the other tab without a reload — well inside the
 * tournaments lobby's 15 s poll, and with no balance poll at all outside a game page.
 */
const GAME = 'WNF_AZTEC_X';
const SIZES = [
  { width: 375, height: 667 },
  { width: 1440, height: 900 },
] as const;

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook destructures
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'w1440', 'one run: the spec sets its own viewport sizes');
});

const header = (page: Page) => page.getByTestId('balance').first();

async function operatorRequest(page: Page) {
  const operator = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  const signin = await operator.request.post('/api/operator/auth/signin', { headers, data: OPERATOR });
  expect(signin.ok(), await signin.text()).toBe(true);
  return operator;
}

async function liveOpen(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-live', 'open');
}

for (const lang of LANGS) {
  for (const size of SIZES) {
    test(`an operator's adjustment shows in the player's other tab without a reload (${lang}, ${size.width})`, async ({
      page,
    }, info) => {
      await page.setViewportSize(size);
      const player = newPlayer();
      await signUpByApi(page, player);
      const session = await page.request.get('/api/auth/session', { headers });
      const accountId = ((await session.json()) as { player: { accountId: string } }).player.accountId;
      await openIn(page, '/', lang);
      const second = await page.context().newPage();
      await second.setViewportSize(size);
      await openIn(second, '/bet-history', lang);
      await Promise.all([liveOpen(page), liveOpen(second)]);
      const before = Number(await header(second).getAttribute('data-balance'));

      const operator = await operatorRequest(page);
      const adjusted = await operator.request.post(`/api/operator/players/${accountId}/adjustments`, {
        headers,
        data: {
          amount: 777,
          reason: 'e2e live',
          idempotencyKey: `e2e-live-${Date.now()}-${lang}-${size.width}`,
        },
      });
      expect(adjusted.status(), await adjusted.text()).toBe(201);
      // Neither tab reloads or regains focus: only the stream can tell them.
      await expect(header(second)).toHaveAttribute('data-balance', String(before + 777), { timeout: 5_000 });
      await expect(header(page)).toHaveAttribute('data-balance', String(before + 777), { timeout: 5_000 });
      await shot(second, info, `${lang}-live-adjusted-${size.width}`);
      await operator.close();
    });
  }

  test(`a round that scores moves the leaderboard on another tab within seconds (${lang})`, async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    const player = newPlayer();
    await signUpByApi(page, player);
    const operator = await operatorRequest(page);
    const now = Date.now();
    const ref = `e2e-live-${now.toString(36)}-${lang}`;
    const created = await operator.request.post('/api/operator/tournaments', {
      headers,
      data: {
        tournamentRef: ref,
        startDateUtc: new Date(now - 60_000).toISOString(),
        endDateUtc: new Date(now + 3_600_000).toISOString(),
        games: [GAME],
        translations: ['ja', 'en'].map((code) => ({
          languageCode: code,
          languageDisplayName: code === 'ja' ? '日本語' : 'English',
          title: `Live ${ref}`,
          description: 'Live leaderboard test.',
          termsAndConditions: 'Test terms.',
        })),
        rules: { scoringRule: 'ROUNDS_PLAYED', coinsPerPoint: 1, minBet: 0 },
        prizes: [{ fromRank: 1, toRank: 1, amount: 100 }],
        recurrence: 'NONE',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await operator.close();

    await openIn(page, '/tournaments', lang as Lang);
    await liveOpen(page);
    const card = page
      .frameLocator('[data-testid="lobby-frame"]')
      .locator(`article[data-tournament-ref="${ref}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('leaderboard-me')).toHaveCount(0);
    // The board was read just now; the lobby's own poll comes 15 s later. A round from another "tab"
    // (the API, same player) must show well before that.
    const gameSessionId = await apiSession(page.request, GAME, 'real');
    const round = await page.request.post(`/api${LAUNCH_PATHS.studioRound}`, {
      headers,
      data: { gameSessionId, bet: 50, roundKey: `e2e-live-${now}` },
    });
    expect(round.ok(), await round.text()).toBe(true);
    await expect(card.getByTestId('leaderboard-me')).toBeVisible({ timeout: 8_000 });
    await card.scrollIntoViewIfNeeded();
    await shot(page, info, `${lang}-live-leaderboard`);
  });
}
