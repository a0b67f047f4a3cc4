import { expect, request as playwrightRequest, test, type Page, type TestInfo } from '@playwright/test';
import {
  AUTH_PATHS,
  OPERATOR_RAFFLE_PATHS,
  RAFFLE_PATHS,
  WALLET_PATHS,
  type CurrentRaffleResponse,
} from '@casino/contract';
import { newPlayer, signUpByApi } from '../support/accounts.ts';
import { OPERATOR } from '../support/constants.ts';
import { startOwnServer, type OwnServer } from '../support/own-server.ts';
import { expectAccessible, openIn, picturesDrawn, settle, shot, type Lang } from '../support/site.ts';
import { playAndDraw } from '../support/studio.ts';

/**
 * Issue 13, end to end: a player earns a raffle ticket by playing an eligible game, the popup's progress
 * and count follow, the draw runs when the (moved) clock passes the draw date, the winner is paid, the
 * raffle history links to the public results page, and the browser recomputes the draw there.
 *
 * The spec moves the server's clock, so it runs against its OWN server (support/own-server.ts) and
 * only in the w1440 project (its screenshots cover 375 px by resizing); the shared server never moves.
 */
// E2E_PORT + 50 is the newcomer spec's production server.
const OWN_PORT = Number(process.env.E2E_PORT ?? 3100) + 20;
const OWN_URL = `http://127.0.0.1:${OWN_PORT}`;
const headers = { channel: 'WEB' };
const PRIZE = 5_000;
const HOUR = 3_600_000;

test.use({ baseURL: OWN_URL });
test.describe.configure({ mode: 'serial' });

let server: OwnServer | undefined;
// eslint-disable-next-line no-empty-pattern -- Playwright hands the test info second.
test.beforeAll(async ({}, info) => {
  if (info.project.name !== 'w1440') return;
  info.setTimeout(150_000);
  server = await startOwnServer(OWN_PORT);
});
test.afterAll(async () => {
  await server?.stop();
});

async function current(page: Page): Promise<CurrentRaffleResponse> {
  const res = await page.request.get(`/api${RAFFLE_PATHS.currentRaffle}`, { headers });
  expect(res.ok()).toBe(true);
  return (await res.json()) as CurrentRaffleResponse;
}

async function balance(page: Page): Promise<number> {
  const res = await page.request.get(`/api${WALLET_PATHS.balance}`, { headers });
  return ((await res.json()) as { balance: number }).balance;
}

/** A screenshot at 1440 and at 375 px in one language, and axe on both. */
async function shotsAt(page: Page, info: TestInfo, name: string): Promise<void> {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await picturesDrawn(page);
    await shot(page, info, `${name}-${width}`);
    await expectAccessible(page);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function createRaffle(): Promise<number> {
  const operator = await playwrightRequest.newContext({ baseURL: OWN_URL, extraHTTPHeaders: headers });
  const signin = await operator.post('/api/operator/auth/signin', { data: OPERATOR });
  expect(signin.status(), await signin.text()).toBe(200);
  const now = Date.now();
  const created = await operator.post(`/api${OPERATOR_RAFFLE_PATHS.raffles}`, {
    data: {
      tournamentRef: `e2e-raffle-${now.toString(36)}`,
      startDateUtc: new Date(now - 60_000).toISOString(),
      endDateUtc: new Date(now + HOUR).toISOString(),
      raffleDrawDate: new Date(now + HOUR).toISOString(),
      wagerPerEntry: 100,
      prizes: [PRIZE],
      gameCodes: ['WNF_AZTEC_X'],
      translations: [
        {
          languageCode: 'ja',
          title: 'E2E ラッフル',
          description: 'アステカでベットしてチケットを集めよう。',
          termsAndConditions: '1人1賞まで。',
        },
        {
          languageCode: 'en',
          title: 'E2E Raffle',
          description: 'Bet on Aztec-X to collect tickets.',
          termsAndConditions: 'One prize per player.',
        },
      ],
      bannerFileName: 'e2e-raffle.svg',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  await operator.dispose();
  return id;
}

async function popupShots(page: Page, info: TestInfo, lang: Lang, raffleId: number) {
  await openIn(page, '/?popup=raffle', lang);
  await expect(page.getByTestId('raffle-popup')).toHaveAttribute('data-raffle-id', String(raffleId));
  await shotsAt(page, info, `${lang}-raffle-popup`);
}

test('earn a ticket by playing, the draw pays the winner, history links to a results page that verifies', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'w1440', 'moves its own server clock: one project runs it');
  test.setTimeout(180_000);
  const raffleId = await createRaffle();
  await signUpByApi(page, newPlayer());

  // The popup before any play: no ticket, the whole wager per ticket still to go.
  await openIn(page, '/?popup=raffle', 'en');
  const popup = page.getByTestId('raffle-popup');
  await expect(popup).toHaveAttribute('data-raffle-id', String(raffleId));
  await expect(page.getByTestId('raffle-ticket-count')).toHaveAttribute('data-count', '0');
  await expect(page.getByTestId('raffle-progress')).toHaveAttribute('data-left', '100');
  await expect(page.getByTestId('raffle-countdown')).toHaveAttribute('data-phase', 'during');
  await expect(page.getByTestId('raffle-button')).toBeVisible();
  await popupShots(page, info, 'en', raffleId);
  await popupShots(page, info, 'ja', raffleId);

  // Play the eligible game in its client, inside the site's frame, until a ticket is earned.
  await openIn(page, '/game-launch/WNF_AZTEC_X', 'en');
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('game-root')).toHaveAttribute('data-mode', 'real');
  let wagered = 0;
  for (let round = 0; round < 30 && (await current(page)).numEntries === 0; round++) {
    await playAndDraw(page, game);
    await expect
      .poll(async () => {
        const info = await current(page);
        return info.numEntries * info.wagerPerEntry + (info.wagerPerEntry - info.amountLeftForNextEntry);
      })
      .toBeGreaterThan(wagered);
    const info = await current(page);
    wagered = info.numEntries * info.wagerPerEntry + (info.wagerPerEntry - info.amountLeftForNextEntry);
  }
  const earned = await current(page);
  expect(earned.numEntries).toBeGreaterThanOrEqual(1);

  // The header's button and the popup follow the rounds (the frame refreshes them when the balance moves).
  await expect(page.getByTestId('raffle-button')).toContainText(String(earned.numEntries));
  await page.getByTestId('raffle-button').click();
  await expect(page.getByTestId('raffle-ticket-count')).toHaveAttribute(
    'data-count',
    String(earned.numEntries),
  );
  await expect(page.getByTestId('raffle-progress')).toHaveAttribute(
    'data-left',
    String(earned.amountLeftForNextEntry),
  );

  // The draw: the server's clock passes the draw date, the scheduler runs, the only entrant wins.
  const before = await balance(page);
  const moved = await page.request.post(`/api${AUTH_PATHS.devClock}`, {
    headers,
    data: { advanceMs: HOUR + 60_000 },
  });
  expect(moved.ok()).toBe(true);
  expect((await page.request.post(`/api${AUTH_PATHS.devRunJobs}`, { headers })).ok()).toBe(true);
  expect(await balance(page)).toBe(before + PRIZE);

  // Raffle history: the row, newest first, with the result link in a new tab.
  for (const lang of ['en', 'ja'] as const) {
    await openIn(page, '/transactions/raffle', lang);
    const row = page.locator(`[data-testid="raffle-history-row"][data-raffle-id="${raffleId}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByTestId('raffle-result-link')).toHaveAttribute('target', '_blank');
    await shotsAt(page, info, `${lang}-raffle-history`);
  }
  await page.getByTestId('account-menu-button').click();
  await expect(page.locator('a[href="/transactions/raffle"]')).toBeVisible();
  await page.keyboard.press('Escape');

  const row = page.locator(`[data-testid="raffle-history-row"][data-raffle-id="${raffleId}"]`);
  const [results] = await Promise.all([
    page.context().waitForEvent('page'),
    row.getByTestId('raffle-result-link').click(),
  ]);
  await results.waitForLoadState();
  await settle(results);
  await expect(results).toHaveURL(new RegExp(`/raffles/${raffleId}/results$`));
  await expect(results.getByTestId('raffle-winner')).toHaveCount(1);
  await results.getByTestId('raffle-verify').click();
  await expect(results.getByTestId('raffle-verify-result')).toHaveAttribute('data-ok', 'true');
  await shotsAt(results, info, 'ja-raffle-results');
  await openIn(results, `/raffles/${raffleId}/results`, 'en');
  await results.getByTestId('raffle-verify').click();
  await expect(results.getByTestId('raffle-verify-result')).toHaveAttribute('data-ok', 'true');
  await shotsAt(results, info, 'en-raffle-results');
});

test('an anonymous visitor who opens the raffle popup gets the login popup', async ({ page }, info) => {
  test.skip(info.project.name !== 'w1440', 'runs against the raffle spec’s own server');
  await openIn(page, '/?popup=raffle', 'en');
  await expect(page).toHaveURL(/\?popup=login$/);
  await expect(page.getByTestId('popup-login')).toBeVisible();
  await expect(page.getByTestId('raffle-button')).toHaveCount(0);
});
