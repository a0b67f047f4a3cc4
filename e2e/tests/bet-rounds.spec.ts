import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BET_ROUND_PATHS,
  FAIRNESS_PATHS,
  GAME_CATALOGUE,
  LAUNCH_PATHS,
  type BetRoundList,
} from '@casino/contract';
import { newPlayer, signUpByApi } from '../support/accounts.ts';
import { expectAccessible, LANGS, openIn, shot, viewportWidth, runInWidthFor } from '../support/site.ts';
import { apiSession, headers } from '../support/studio.ts';

/**
 * Issue 25 item 6: the bet history reads as rounds — one row per round (game, time, stake, win or "—",
 * net), filters by game and day, a round's detail with its fairness data and a verify link that opens
 * the verify page saying the round checks out; "Next" leaves the table's top in view. At 375×667 and
 * 1440×900, in Japanese and English.
 */
const SLOT = 'WNF_AZTEC_X';
const ROULETTE = 'EVO_LIVE_JAPANESE_ROULETTE';
const title = (code: string, lang: 'ja' | 'en') =>
  GAME_CATALOGUE.find((g) => g.gameCode === code)!.title[lang];

// eslint-disable-next-line no-empty-pattern -- Playwright hands the test info second.
test.beforeEach(({}, info) => {
  test.skip(info.project.name === 'w1024', 'bet history is checked at 375×667 and 1440×900');
});

let keys = 0;
async function playRounds(page: Page, gameCode: string, count: number, bet: object): Promise<string> {
  const gameSessionId = await apiSession(page.request, gameCode, 'real');
  for (let i = 0; i < count; i++) {
    const res = await page.request.post(`/api${LAUNCH_PATHS.studioRound}`, {
      headers,
      data: { gameSessionId, ...bet, roundKey: `e2e-rounds-${process.pid}-${keys++}` },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  return gameSessionId;
}

/** The table's top edge is inside the viewport (below the sticky header, above the fold). */
async function expectTopInView(page: Page) {
  const box = (await page.getByTestId('bet-rounds-table').boundingBox())!;
  const height = page.viewportSize()!.height;
  expect(box.y, 'table top below the top of the viewport').toBeGreaterThanOrEqual(0);
  expect(box.y, 'table top above the fold').toBeLessThan(height / 2);
}

/** What the player sees (the viewport, not the full page), beside the full-page shots. */
async function viewShot(page: Page, info: TestInfo, name: string) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
  await page.screenshot({ path: join(root, info.project.name, `${name}.png`) });
}

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const lang of LANGS) {
  test.describe(lang, () => {
    runInWidthFor(lang);
    test(`bet history as rounds (${lang}): one row per round, filters, detail, verify link, paging to the top`, async ({
      page,
    }, info) => {
      test.setTimeout(150_000);
      const small = viewportWidth(page) < 768;
      await page.setViewportSize(small ? { width: 375, height: 667 } : { width: 1440, height: 900 });
      const size = small ? '375' : '1440';
      await signUpByApi(page, newPlayer());
      const slotSession = await playRounds(page, SLOT, 22, { bet: 50 });
      await playRounds(page, ROULETTE, 3, { bets: { red: 10 } });
      // Revealing the seed lets the verify page recompute the rounds.
      expect(
        (
          await page.request.post(`/api${FAIRNESS_PATHS.rotateSeed}`, {
            headers,
            data: { gameSessionId: slotSession },
          })
        ).ok(),
      ).toBe(true);
      const api = async (query: string) =>
        (await (
          await page.request.get(`/api${BET_ROUND_PATHS.rounds}?${query}`, { headers })
        ).json()) as BetRoundList;
      const first = await api('page=1');
      expect(first.totalRecordAmount).toBe(25);

      await openIn(page, '/bet-history', lang);
      const rows = page.getByTestId('bet-round-row');
      // One row per round: 25 rounds are 20 + 5 rows (the ledger holds 50 rows for them).
      await expect(rows).toHaveCount(20);
      expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-round-id')))).toEqual(
        first.records.map((r) => r.roundId),
      );
      await expect(page.getByTestId('bet-history-page')).toHaveText(
        lang === 'ja' ? '1 / 2 ページ' : 'Page 1 of 2',
      );
      // A round that paid nothing says "—", never "0"; a paid one its win.
      for (const [i, round] of first.records.entries()) {
        const win = rows.nth(i).getByTestId('bet-round-win');
        if (round.win === null) await expect(win).toContainText('—');
        else await expect(win).toHaveText(round.win.toLocaleString(lang === 'ja' ? 'ja-JP' : 'en-US'));
      }
      await expect(rows.first().getByTestId('bet-round-game')).toHaveText(title(ROULETTE, lang));
      await expectNoSideScroll(page);
      await shot(page, info, `${lang}-bet-rounds-${size}`);
      await expectAccessible(page);

      // Paging from the bottom of the page: the table's top comes into view with the 5 rows of page 2.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.getByTestId('bet-history-next').click();
      await expect(rows).toHaveCount(5);
      await expect(page).toHaveURL(/[?&]page=2/);
      await expectTopInView(page);
      await viewShot(page, info, `${lang}-bet-rounds-page2-view-${size}`);
      await page.getByTestId('bet-history-prev').click();
      await expect(rows).toHaveCount(20);

      // Filter by game, then by day (today has every round, tomorrow none).
      await page.getByTestId('bet-rounds-game').selectOption(ROULETTE);
      await expect(rows).toHaveCount(3);
      for (const row of await rows.all())
        await expect(row.getByTestId('bet-round-game')).toHaveText(title(ROULETTE, lang));
      await page.getByTestId('bet-rounds-game').selectOption(SLOT);
      await expect(rows).toHaveCount(20);
      await expect(page.getByTestId('bet-history-page')).toHaveText(
        lang === 'ja' ? '1 / 2 ページ' : 'Page 1 of 2',
      );
      const [today, tomorrow] = await page.evaluate(() => {
        const day = (d: Date) =>
          `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
        const now = new Date();
        return [day(now), day(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1))];
      });
      await page.getByTestId('bet-rounds-from').fill(tomorrow!);
      await expect(page.getByTestId('bet-rounds-none')).toBeVisible();
      await page.getByTestId('bet-rounds-from').fill(today!);
      await page.getByTestId('bet-rounds-to').fill(today!);
      await expect(rows).toHaveCount(20);
      await shot(page, info, `${lang}-bet-rounds-filtered-${size}`);

      // A round's detail: seeds and nonce, then the verify page says the round checks out.
      const slotRound = (await api(`page=1&gameCode=${SLOT}`)).records[0]!;
      const row = page.locator(`[data-testid="bet-round-row"][data-round-id="${slotRound.roundId}"]`);
      await row.getByTestId('bet-round-toggle').click();
      const detail = page.getByTestId('bet-round-detail');
      await expect(detail.getByTestId('bet-round-id')).toHaveText(slotRound.roundId);
      await expect(detail.getByTestId('bet-round-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
      await expect(detail.getByTestId('bet-round-seed')).toHaveText(/^[0-9a-f]{64}$/);
      await expect(detail.getByTestId('bet-round-client-seed')).not.toBeEmpty();
      await expect(detail.getByTestId('bet-round-nonce')).toHaveText(/^\d+$/);
      const verify = detail.getByTestId('bet-round-verify');
      await verify.scrollIntoViewIfNeeded();
      const box = (await verify.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      await expectNoSideScroll(page);
      await viewShot(page, info, `${lang}-bet-round-detail-view-${size}`);
      await expectAccessible(page);

      const [verifyPage] = await Promise.all([page.context().waitForEvent('page'), verify.click()]);
      await expect(verifyPage).toHaveURL(
        new RegExp(`/studio/play/verify\\?roundId=${slotRound.roundId}&lang=${lang}$`),
      );
      await expect(verifyPage.getByTestId('verify-status')).toHaveAttribute('data-status', 'verified', {
        timeout: 30_000,
      });
      await expect(verifyPage.locator('html')).toHaveAttribute('lang', lang);
      await shot(verifyPage, info, `${lang}-bet-round-verified-${size}`);
      await verifyPage.close();

      // Every coin movement, the bonuses too, stays in "All transactions": 2 + 2 × 25 ledger rows.
      await page.getByTestId('bet-history-view-transactions').click();
      await expect(page.getByTestId('bet-history-row')).toHaveCount(20);
      await expect(page.getByTestId('bet-history-page')).toHaveText(
        lang === 'ja' ? '1 / 3 ページ' : 'Page 1 of 3',
      );
    });
  });
}
