import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { LAUNCH_PATHS } from '@casino/contract';
import { computeOutcome } from '@casino/studio';
import { expectAccessible, LANGS, shot, type Lang, runIn } from '../support/site.ts';
import { newPlayer, signUpByApi } from '../support/accounts.ts';
import { gameOpened, headers, rigSeeds } from '../support/studio.ts';

/**
 * Issue 18: live-show bonus rounds are played, not labelled. Each test rigs the next round the way the
 * test-only seed route allows (a chosen server seed, a client seed found offline with the studio's own
 * computeOutcome, set through the fairness panel like a player would), plays it, watches the bonus and
 * verifies the round on the verify page.
 */
const SERVER_SEED = 'c2'.repeat(32);
const SIZES = [
  { name: '1440', width: 1440, height: 900 },
  { name: '812x375', width: 812, height: 375 },
  { name: '375x667', width: 375, height: 667 },
] as const;

/** A client seed whose round at nonce 0 lands on `spot` (searched offline, deterministic). */
function clientSeedLanding(code: string, spot: string): string {
  for (let i = 0; i < 20_000; i++) {
    const clientSeed = `e2e-${spot}-${i}`;
    const o = computeOutcome(
      code,
      { serverSeed: SERVER_SEED, clientSeed, nonce: 0 },
      { bets: { [spot]: 1 } },
      [0],
    );
    if ((o.details as { result: string }).result === spot) return clientSeed;
  }
  throw new Error(`no client seed lands ${code} on ${spot}`);
}

/**
 * Signs a player up and opens the game (the live shows have no demo play), commits the chosen server
 * seed and sets the found client seed in the fairness panel.
 */
async function rigTable(page: Page, code: string, spot: string, lang: Lang): Promise<void> {
  await signUpByApi(page, newPlayer(), { verifyPhone: false });
  const launch = await page.request.get(
    `/api${LAUNCH_PATHS.launchGame}?gameCode=${code}&lobbyUrl=%2F&language=${lang}`,
    { headers },
  );
  expect(launch.ok()).toBe(true);
  const session = page.waitForResponse((r) => r.url().endsWith(`/api${LAUNCH_PATHS.studioSession}`));
  await page.goto(((await launch.json()) as { url: string }).url);
  const { gameSessionId } = (await (await session).json()) as { gameSessionId: string };
  // The client sets a browser-made client seed when it opens: let that land before rigging the seeds.
  await gameOpened(page);
  await rigSeeds(page, gameSessionId, SERVER_SEED, clientSeedLanding(code, spot));
}

async function play(page: Page, spot: string): Promise<void> {
  await page.locator(`[data-testid="wheel-spot"][data-spot="${spot}"]`).click();
  await page.getByTestId('game-play').click();
}

/** Screenshots of the table at the three sizes (the show keeps its state while the viewport changes). */
async function shots(
  page: Page,
  info: TestInfo,
  name: string,
  check?: (page: Page) => Promise<void>,
): Promise<void> {
  const before = page.viewportSize()!;
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await shot(page, info, `${name}-${size.name}`);
    await check?.(page);
  }
  await page.setViewportSize(before);
}

/** Rotates the seed (reveals the server seed) and opens the round on the verify page: every level recomputes. */
async function verifyLastRound(page: Page, lang: Lang, info: TestInfo, name: string): Promise<void> {
  await page.getByTestId('fair-open').click();
  await page.getByTestId('fair-rotate').click();
  await expect(page.getByTestId('fair-revealed')).toBeVisible();
  const href = await page.getByTestId('fair-verify-link').getAttribute('href');
  expect(href).toContain(`lang=${lang}`);
  await page.goto(href!);
  await expect(page.getByTestId('verify-status')).toHaveAttribute('data-status', 'verified', {
    timeout: 20_000,
  });
  const levels = page.getByTestId('verify-level');
  await expect(levels.nth(1)).toHaveAttribute('data-step', /^bonus:/);
  for (const level of await levels.all()) await expect(level).toHaveAttribute('data-ok', 'true');
  await shot(page, info, `${lang}-${name}-verify`);
  await expectAccessible(page);
}

for (const lang of LANGS) {
  test.describe(`live-show bonuses (${lang})`, () => {
    runIn(['w1440'], 'one run; it screenshots 1440×900, 812×375 and 375×667 itself');
    test.beforeEach(() => test.setTimeout(120_000));

    test(`${lang}: Pachinko — the puck drops along its path into the slot, and the round verifies`, async ({
      page,
    }, info) => {
      await rigTable(page, 'EVO_LIVE_CRAZY_TIME', 'pachinko', lang);
      await play(page, 'pachinko');
      const board = page.getByTestId('pachinko-show').locator('svg');
      await expect(board).toBeVisible({ timeout: 20_000 });
      await shot(page, info, `${lang}-pachinko-dropping`);
      await expect(page.getByTestId('game-root')).toHaveAttribute('data-round-state', 'settled', {
        timeout: 60_000,
      });
      await expect(board).toHaveAttribute('data-landed', 'true');
      await expect(page.getByTestId('drop-status')).toContainText('×');
      await shots(page, info, `${lang}-pachinko`);
      await expectAccessible(page);
      // Played out, the bonus stays until the player goes back to the table, where the board lay hidden.
      await page.setViewportSize({ width: 375, height: 667 });
      await page.getByTestId('live-bonus-close').click();
      await expect(board).toHaveCount(0);
      for (const spot of await page.getByTestId('wheel-spot').all())
        await expect(spot).toBeInViewport({ ratio: 1 });
      await expect(page.getByTestId('wheel-spot').first()).toBeFocused();
      await shot(page, info, `${lang}-pachinko-back-to-table-375x667`);
      await page.setViewportSize({ width: 1440, height: 900 });
      await verifyLastRound(page, lang, info, 'pachinko');
    });

    test(`${lang}: Monopoly — the token walks the board roll by roll, and the round verifies`, async ({
      page,
    }, info) => {
      await rigTable(page, 'EVO_LIVE_MONOPOLY', 'four_rolls', lang);
      await play(page, 'four_rolls');
      const walk = page.getByTestId('walk-show');
      await expect(walk).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('walk-dice')).toBeVisible();
      await shot(page, info, `${lang}-walk-rolling`);
      await expect(page.getByTestId('game-root')).toHaveAttribute('data-round-state', 'settled', {
        timeout: 60_000,
      });
      await expect(walk).toHaveAttribute('data-landed', 'true');
      await shots(page, info, `${lang}-walk`);
      await expectAccessible(page);
      await verifyLastRound(page, lang, info, 'walk');
    });

    test(`${lang}: Cash Hunt — the player picks a target, its multiplier is the result, and the round verifies`, async ({
      page,
    }, info) => {
      await rigTable(page, 'EVO_LIVE_CRAZY_TIME', 'cash_hunt', lang);
      await play(page, 'cash_hunt');
      const board = page.getByTestId('pick-board');
      await expect(board).toHaveAttribute('data-phase', 'pick', { timeout: 20_000 });
      await expect(board.getByTestId('pick-target')).toHaveCount(108);
      await shots(page, info, `${lang}-cash-hunt-pick`);
      await expectAccessible(page);
      const expected = computeOutcome(
        'EVO_LIVE_CRAZY_TIME',
        {
          serverSeed: SERVER_SEED,
          clientSeed: clientSeedLanding('EVO_LIVE_CRAZY_TIME', 'cash_hunt'),
          nonce: 0,
        },
        { bets: { cash_hunt: 1 } },
        [17],
      );
      const value = (expected.children[0]!.details as { trace: { hidden: number[] } }).trace.hidden[17]!;
      await board.getByTestId('pick-target').nth(17).click();
      await expect(page.getByTestId('game-root')).toHaveAttribute('data-round-state', 'settled', {
        timeout: 60_000,
      });
      await expect(page.getByTestId('pick-board')).toHaveAttribute('data-phase', 'revealed');
      await expect(page.getByTestId('pick-status')).toContainText(`×${value}`);
      await expect(page.getByTestId('game-result')).toHaveAttribute('data-win', String(expected.totalWin));
      // The win line at every size: the amount and the win against the bet are on screen; a tier label
      // (a big win from 10× the bet) goes with that multiple.
      const stake = 1; // one chip of 1 on cash_hunt (computeOutcome above)
      const times = expected.totalWin / stake;
      await shots(page, info, `${lang}-cash-hunt-result`, async () => {
        await expect(page.getByTestId('game-result-amount')).toBeInViewport();
        await expect(page.getByTestId('game-result-amount')).toHaveText(
          expected.totalWin.toLocaleString('en-US'),
        );
        await expect(page.getByTestId('game-result-times')).toBeInViewport();
        await expect(page.getByTestId('game-result-times')).toHaveText(`×${times}`);
        await expect(page.getByTestId('game-result')).toHaveAttribute(
          'data-level',
          times >= 10 ? 'big' : 'win',
        );
      });
      await verifyLastRound(page, lang, info, 'cash-hunt');
    });
  });
}
