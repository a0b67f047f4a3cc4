import { expect, test, type Browser, type FrameLocator, type Page } from '@playwright/test';
import { CHANNEL_HEADER, WEB_CHANNEL_CODE } from '@casino/contract';
import { newPlayer, signUpByApi, type TestPlayer } from '../support/accounts.ts';
import { OPERATOR } from '../support/constants.ts';
import { expectAccessible, openIn, settle, shot } from '../support/site.ts';
import { playAndDraw } from '../support/studio.ts';
import { startOwnServer, startPartnerPage, type OwnServer } from '../support/tournament-server.ts';

/**
 * Issue 14 end to end, on a server of its own (this spec moves the server's clock): a tournament
 * created in the back office's API, two players playing its game from the lobby in /tournaments, the
 * live leaderboard, a launch deferred through login, the lobby on another origin, the end (clock
 * moved, jobs run), the prizes in balances and bet history, the winners shown. One project only.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 7;
const PARTNER_PORT = PORT + 1;
const PARTNER_ORIGIN = `http://127.0.0.1:${PARTNER_PORT}`;
const GAME = 'WNF_AZTEC_X';
const headers = { [CHANNEL_HEADER]: WEB_CHANNEL_CODE };

let server: OwnServer;
test.describe.configure({ mode: 'serial' });
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook destructures
test.beforeAll(async ({}, info) => {
  test.skip(info.project.name !== 'w1440', 'one run: the spec sets its own viewport widths');
  server = await startOwnServer(PORT, PARTNER_ORIGIN);
});
test.afterAll(async () => {
  await server?.stop();
});
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

const lobby = (page: Page): FrameLocator => page.frameLocator('[data-testid="lobby-frame"]');
const card = (page: Page, ref: string) => lobby(page).locator(`article[data-tournament-ref="${ref}"]`);

async function newPage(browser: Browser, lang: 'ja' | 'en' = 'en'): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await page.addInitScript((l) => window.localStorage.setItem('languageCode', l), lang);
  return page;
}

async function serverNow(page: Page, advanceMs = 0): Promise<number> {
  const res = await page.request.post('/api/dev/clock', { headers, data: { advanceMs } });
  expect(res.ok()).toBe(true);
  return Date.parse(((await res.json()) as { now: string }).now);
}

async function betsOf(page: Page): Promise<number> {
  const res = await page.request.get('/api/get-bet-history?page=1', { headers });
  const body = (await res.json()) as { records: Array<{ transactionType: string }> };
  return body.records.filter((r) => r.transactionType === 'BET').length;
}

/** Real rounds in the game client; each one is counted when its bet is in the player's history. */
async function playRounds(page: Page, rounds: number): Promise<void> {
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('game-root')).toHaveAttribute('data-mode', 'real');
  for (let i = 1; i <= rounds; i++) {
    await playAndDraw(page, game);
    await expect.poll(() => betsOf(page)).toBe(i);
  }
}

test('tournaments: play, rank, defer a launch through login, embed elsewhere, settle, show winners', async ({
  browser,
}, info) => {
  test.setTimeout(240_000);
  // The operator creates a running tournament: total coins wagered, 1 point per coin.
  const operator = await newPage(browser);
  const signin = await operator.request.post('/api/operator/auth/signin', { headers, data: OPERATOR });
  expect(signin.ok()).toBe(true);
  const now = await serverNow(operator);
  const ref = `e2e-cup-${now.toString(36)}`;
  const created = await operator.request.post('/api/operator/tournaments', {
    headers,
    data: {
      tournamentRef: ref,
      startDateUtc: new Date(now - 60_000).toISOString(),
      endDateUtc: new Date(now + 3_600_000).toISOString(),
      games: [GAME],
      translations: [
        {
          languageCode: 'ja',
          languageDisplayName: '日本語',
          title: 'E2Eカップ',
          description: 'ベット額で競うテスト大会。',
          termsAndConditions: 'テスト用の規約です。',
        },
        {
          languageCode: 'en',
          languageDisplayName: 'English',
          title: 'E2E Cup',
          description: 'A test cup ranked by coins bet.',
          termsAndConditions: 'Test terms.',
        },
      ],
      rules: { scoringRule: 'COINS_WAGERED', coinsPerPoint: 1, minBet: 0 },
      prizes: [
        { fromRank: 1, toRank: 1, amount: 5000 },
        { fromRank: 2, toRank: 2, amount: 2000 },
      ],
      recurrence: 'NONE',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // Logged out: choosing a game opens the login popup; closing it drops the launch, signing in runs it.
  const late = newPlayer();
  const visitor = await newPage(browser);
  await signUpByApi(visitor, late);
  await visitor.context().clearCookies();
  await visitor.goto('/tournaments');
  await settle(visitor);
  await card(visitor, ref).locator(`button[data-game-code="${GAME}"]`).click();
  await expect(visitor.getByTestId('popup-login')).toBeVisible();
  await visitor.keyboard.press('Escape');
  await expect(visitor.getByTestId('popup-login')).toHaveCount(0);
  await visitor.getByTestId('login-button').first().click();
  await visitor.getByTestId('login-email').fill(late.email);
  await visitor.getByTestId('login-password').fill(late.password);
  await visitor.getByTestId('login-submit').click();
  await expect(visitor.getByTestId('popup-login')).toHaveCount(0);
  await expect(visitor).toHaveURL(/\/tournaments$/); // the closed popup's launch did not run
  await expect(visitor.getByTestId('account-menu-button').first()).toBeVisible();
  await visitor.context().clearCookies(); // logged out again
  await visitor.goto('/tournaments');
  await settle(visitor);
  await card(visitor, ref).locator(`button[data-game-code="${GAME}"]`).click();
  await visitor.getByTestId('login-email').fill(late.email);
  await visitor.getByTestId('login-password').fill(late.password);
  await visitor.getByTestId('login-submit').click();
  await expect(visitor).toHaveURL(new RegExp(`/game-launch/${GAME}$`));

  // Two players play the tournament's game from the lobby: A bets twice, B once.
  const players: Array<{ player: TestPlayer; page: Page }> = [];
  for (const rounds of [2, 1]) {
    const player = newPlayer();
    const page = await newPage(browser);
    await signUpByApi(page, player);
    await page.goto('/tournaments');
    await settle(page);
    await card(page, ref).locator(`button[data-game-code="${GAME}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/game-launch/${GAME}$`));
    await playRounds(page, rounds);
    players.push({ player, page });
  }
  const [a, b] = players as [(typeof players)[0], (typeof players)[0]];

  // The live leaderboard: A first (two bets), B second; each sees their own row highlighted.
  await a.page.goto('/tournaments');
  await settle(a.page);
  const board = card(a.page, ref).getByTestId('leaderboard');
  await expect(board.locator('tbody tr')).toHaveCount(2);
  await expect(board.locator('tbody tr').nth(0)).toContainText(a.player.displayName);
  await expect(board.locator('tbody tr').nth(1)).toContainText(b.player.displayName);
  await expect(card(a.page, ref).getByTestId('leaderboard-me')).toContainText(a.player.displayName);
  await b.page.goto('/tournaments');
  await settle(b.page);
  await expect(card(b.page, ref).getByTestId('leaderboard-me')).toContainText(b.player.displayName);

  // The lobby at 375 and 1440 px in ja and en (and 320 px in ja, the longest texts): looked at, and
  // axe-clean (axe enters the frame).
  for (const lang of ['ja', 'en'] as const) {
    for (const width of lang === 'ja' ? [320, 375, 1440] : [375, 1440]) {
      await a.page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
      await openIn(a.page, '/tournaments', lang);
      await expect(card(a.page, ref).getByTestId('leaderboard-me')).toBeVisible();
      await shot(a.page, info, `${lang}-tournaments-lobby-${width}`);
      await expectAccessible(a.page);
    }
  }

  // Another origin's plain page embeds the lobby; choosing a game posts gameLaunch to it.
  const partner = await startPartnerPage(PARTNER_PORT, server.baseURL);
  try {
    const outsider = await newPage(browser);
    await outsider.goto(partner.url);
    await card(outsider, ref).locator(`button[data-game-code="${GAME}"]`).click();
    await expect(outsider.getByTestId('launched')).toHaveText(GAME);
    await shot(outsider, info, 'en-tournaments-partner-page');
  } finally {
    await partner.stop();
  }

  // The end: the server's clock moves past it and the jobs run; prizes are paid once.
  await serverNow(operator, 2 * 3_600_000);
  for (let i = 0; i < 2; i++)
    expect((await operator.request.post('/api/dev/jobs/run', { headers })).ok()).toBe(true);
  for (const [{ page, player }, prize] of [
    [a, 5000],
    [b, 2000],
  ] as const) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openIn(page, '/bet-history?view=transactions', 'en');
    const prizes = page.locator('[data-testid="bet-history-row"][data-type="TOURNAMENT_PRIZE"]');
    await expect(prizes).toHaveCount(1);
    await expect(prizes.first()).toContainText(prize.toLocaleString('en-US'));
    await expect(prizes.first()).toContainText('Tournament prize');
    const balance = await page.request.get('/api/balance', { headers });
    const history = await page.request.get('/api/get-bet-history?page=1', { headers });
    const records = (
      (await history.json()) as { records: Array<{ transactionType: string; newBalance: number }> }
    ).records;
    expect(records[0]).toMatchObject({ transactionType: 'TOURNAMENT_PRIZE' });
    expect(((await balance.json()) as { balance: number }).balance).toBe(records[0]!.newBalance);
    await openIn(page, '/tournaments', 'en');
    const winners = card(page, ref).getByTestId('winners');
    await expect(winners.locator('tbody tr').nth(0)).toContainText(a.player.displayName);
    await expect(winners.locator('tbody tr').nth(1)).toContainText(b.player.displayName);
    await expect(winners).toContainText('5,000 coins');
    void player;
  }
  await shot(a.page, info, 'en-tournaments-finished');
});
