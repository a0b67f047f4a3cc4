import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { AUTH_PATHS, FAIRNESS_PATHS, LAUNCH_PATHS, type StudioSessionResponse } from '@casino/contract';
import { computeOutcome } from '@casino/studio';
import { newPlayer, signUpByApi } from '../support/accounts.ts';
import { LANGS, shot, type Lang, runIn } from '../support/site.ts';
import { headers } from '../support/studio.ts';
import { text } from '../support/texts.ts';

/**
 * Issue 25, item 1: a round that waits for the player comes back as it was. A Crazy Time Cash Hunt is
 * rigged the way the test-only seed route allows (a chosen server seed; a client seed found offline with
 * the studio's own computeOutcome, typed into the fairness panel as a player would), played on the site (the
 * game in its frame, the header above it), then the page is reloaded mid-pick. One run (the 1440
 * project) that sizes the window itself.
 */
const CODE = 'EVO_LIVE_CRAZY_TIME';
const SERVER_SEED = 'c4'.repeat(32);
const SIZES = [
  { name: '375x667', width: 375, height: 667 },
  { name: '1440x900', width: 1440, height: 900 },
] as const;
const PICK = 17;

runIn(['w1440'], 'one run; it sizes the window itself');
test.beforeEach(() => test.setTimeout(120_000));

/** A client seed whose round at nonce 0 lands on Cash Hunt (searched offline, deterministic). */
const CLIENT_SEED = (() => {
  for (let i = 0; i < 20_000; i++) {
    const clientSeed = `e2e-resume-${i}`;
    const o = computeOutcome(
      CODE,
      { serverSeed: SERVER_SEED, clientSeed, nonce: 0 },
      { bets: { cash_hunt: 1 } },
      [0],
    );
    if ((o.details as { result: string }).result === 'cash_hunt') return clientSeed;
  }
  throw new Error('no client seed lands Crazy Time on Cash Hunt');
})();

/** The settled round for a pick: its win and the multiplier behind the picked target. */
function expected(choice: number) {
  const o = computeOutcome(
    CODE,
    { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 0 },
    { bets: { cash_hunt: 1 } },
    [choice],
  );
  const trace = (o.children[0]!.details as { trace: { hidden: number[] } }).trace;
  return { win: o.totalWin, value: trace.hidden[choice]! };
}

const header = (page: Page) => page.getByTestId('balance').first();

async function opened(page: Page, lang: Lang) {
  const session = page.waitForResponse((r) => r.url().endsWith(`/api${LAUNCH_PATHS.studioSession}`));
  // Not openIn: its wait for an idle network once hung for minutes on a busy machine; the game's own
  // state says when it is ready.
  await page.addInitScript((l) => window.localStorage.setItem('languageCode', l), lang);
  await page.goto(`/game-launch/${CODE}`);
  const body = (await (await session).json()) as StudioSessionResponse;
  return { game: page.frameLocator('[data-testid="game-frame"]'), session: body };
}

/** Signs up, opens Crazy Time on the site, rigs the seeds and plays one coin on Cash Hunt up to the pick. */
async function toThePick(page: Page, lang: Lang, size: (typeof SIZES)[number], fakeClock = false) {
  await page.setViewportSize({ width: size.width, height: size.height });
  if (fakeClock) await page.clock.install();
  await signUpByApi(page, newPlayer());
  const browserSeed = page.waitForResponse((r) => r.url().endsWith(`/api${FAIRNESS_PATHS.clientSeed}`));
  const { game, session } = await opened(page, lang);
  await browserSeed;
  await expect(game.getByTestId('game-root')).toHaveAttribute('data-round-state', 'idle');
  const start = session.balance;
  const rigged = await page.request.post(`/api${AUTH_PATHS.devStudioServerSeed}`, {
    headers,
    data: { gameSessionId: session.gameSessionId, serverSeed: SERVER_SEED },
  });
  expect(rigged.ok(), await rigged.text()).toBe(true);
  await game.getByTestId('fair-open').click();
  await expect(game.getByTestId('fair-nonce')).not.toHaveText('…');
  await game.getByTestId('fair-client-seed').fill(CLIENT_SEED);
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api${FAIRNESS_PATHS.clientSeed}`));
  await game.getByTestId('fair-client-seed-save').click();
  expect((await saved).ok()).toBe(true);
  await page.keyboard.press('Escape');
  await expect(game.getByTestId('fair-dialog')).toBeHidden();
  await game.locator('[data-testid="wheel-spot"][data-spot="cash_hunt"]').click();
  await game.getByTestId('game-play').click();
  if (fakeClock)
    await runUntil(page, () => game.getByTestId('pick-board').getAttribute('data-phase'), 'pick');
  await expect(game.getByTestId('pick-board')).toHaveAttribute('data-phase', 'pick', { timeout: 20_000 });
  return { start, gameSessionId: session.gameSessionId, game };
}

/** Moves the page's fake clock on in small steps until `read` answers `want`. */
async function runUntil(page: Page, read: () => Promise<string | null>, want: string, stepMs = 250) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(stepMs);
        return read().catch(() => null);
      },
      { timeout: 30_000, intervals: [50] },
    )
    .toBe(want);
}

/** At rest the header and the game's balance show the same figure (once both have counted up to it). */
async function expectAgree(page: Page, game: FrameLocator, balance: number) {
  await expect(game.getByTestId('game-balance')).toHaveAttribute('data-balance', String(balance));
  await expect(header(page)).toHaveAttribute('data-balance', String(balance));
  const digits = new RegExp(`^\\D*${balance.toLocaleString('en-US').replaceAll(',', '\\D?')}\\D*$`);
  await expect(header(page)).toHaveText(digits);
  await expect(game.getByTestId('game-balance')).toHaveText(digits);
}

/** Reloads the page and answers the game session it opened. */
async function reload(page: Page) {
  const session = page.waitForResponse((r) => r.url().endsWith(`/api${LAUNCH_PATHS.studioSession}`));
  await page.reload();
  const body = (await (await session).json()) as StudioSessionResponse;
  return { game: page.frameLocator('[data-testid="game-frame"]'), session: body };
}

for (const lang of LANGS) {
  for (const size of SIZES) {
    test(`a Cash Hunt reloaded mid-pick resumes with its countdown and is finished by the player (${lang}, ${size.name})`, async ({
      page,
    }, info) => {
      const { start } = await toThePick(page, lang, size);
      await expectAgree(page, game0(page), start - 1);

      const { game, session } = await reload(page);
      expect(session.pendingRound?.pending).toMatchObject({ step: 'bonus:cash-hunt', index: 0 });
      // Where it stopped: the board up at once (no second spin of the wheel), the deadline on screen.
      await expect(game.getByTestId('pick-board')).toHaveAttribute('data-phase', 'pick');
      await expect(game.locator('.wheel-table')).toHaveAttribute('data-resumed', 'true');
      await expect(game.getByTestId('game-root')).toHaveAttribute('data-round-state', 'deciding');
      await expect(game.getByTestId('pick-target')).toHaveCount(108);
      const countdown = game.getByTestId('decision-countdown');
      await expect(countdown).toBeVisible();
      const seconds = Number(await countdown.getAttribute('data-seconds'));
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      await expect(countdown).toHaveText(
        text(lang, 'decision.countdown', { seconds: String(seconds) }, 'games'),
      );
      await expect(countdown).toBeInViewport();
      await expectAgree(page, game, start - 1);
      await shot(page, info, `${lang}-resume-pick-${size.name}`);

      // The player finishes it: the picked multiplier, the win, and header and game agree at rest.
      const want = expected(PICK);
      await game.locator(`[data-testid="pick-target"][data-index="${PICK}"]`).click();
      await expect(game.getByTestId('game-root')).toHaveAttribute('data-round-state', 'settled', {
        timeout: 60_000,
      });
      await expect(game.getByTestId('pick-board')).toHaveAttribute('data-phase', 'revealed');
      await expect(game.getByTestId('pick-status')).toContainText(`×${want.value}`);
      await expect(game.getByTestId('game-result')).toHaveAttribute('data-win', String(want.win));
      await expect(countdown).toHaveCount(0);
      await expectAgree(page, game, start - 1 + want.win);
      await shot(page, info, `${lang}-resume-finished-${size.name}`);
    });

    test(`a Cash Hunt left past its deadline is shown on return with what was picked and paid (${lang}, ${size.name})`, async ({
      page,
    }, info) => {
      const { start, gameSessionId } = await toThePick(page, lang, size);
      // The player goes away; the pick's deadline passes (test-only: only this player's pick).
      const expired = await page.request.post(`/api${AUTH_PATHS.devStudioExpirePicks}`, {
        headers,
        data: { gameSessionId },
      });
      expect(await expired.json()).toEqual({ expired: 1 });

      const { game, session } = await reload(page);
      expect(session.pendingRound).toBeUndefined();
      const auto = expected(0);
      const notice = game.getByTestId('decided-notice');
      await expect(notice).toBeVisible();
      await expect(notice.getByTestId('decided-pick')).toHaveText(
        text(lang, 'decision.decided.pickedValue', { value: String(auto.value) }, 'games'),
      );
      const amount = auto.win.toLocaleString(lang === 'ja' ? 'ja-JP' : 'en-US');
      await expect(notice.getByTestId('decided-paid')).toHaveText(
        text(lang, 'decision.decided.paid', { amount }, 'games'),
      );
      await expect(notice.getByRole('link')).toHaveAttribute('href', /roundId=/);
      await expect(notice.getByRole('button')).toBeInViewport();
      await expectAgree(page, game, start - 1 + auto.win);
      await shot(page, info, `${lang}-resume-decided-${size.name}`);

      // Acknowledged: closed, and not told again on the next visit.
      const seen = page.waitForResponse((r) => r.url().endsWith(`/api${LAUNCH_PATHS.studioRoundsSeen}`));
      await notice.getByRole('button').click();
      expect((await seen).ok()).toBe(true);
      await expect(notice).toHaveCount(0);
      const again = await reload(page);
      expect(again.session.decidedForYou).toBeUndefined();
      await expect(again.game.getByTestId('game-root')).toHaveAttribute('data-round-state', 'idle');
      await expect(again.game.getByTestId('decided-notice')).toHaveCount(0);
      await expectAgree(page, again.game, start - 1 + auto.win);
    });
  }
}

function game0(page: Page) {
  return page.frameLocator('[data-testid="game-frame"]');
}

for (const lang of LANGS) {
  test(`a pick whose countdown runs out while the game is open is drawn as picked for the player (${lang})`, async ({
    page,
  }, info) => {
    const size = SIZES[0];
    const { start, gameSessionId, game } = await toThePick(page, lang, size, true);
    const countdown = game.getByTestId('decision-countdown');
    await expect(countdown).toBeVisible();
    // The server's deadline passes (test-only, this player's pick only); the page's clock runs out the
    // countdown, the game reads the round as it stands and draws the pick the server made.
    const expired = await page.request.post(`/api${AUTH_PATHS.devStudioExpirePicks}`, {
      headers,
      data: { gameSessionId },
    });
    expect(await expired.json()).toEqual({ expired: 1 });
    const read = page.waitForResponse((r) => r.url().includes(`/api${LAUNCH_PATHS.studioRoundState}`));
    const seen = page.waitForResponse((r) => r.url().endsWith(`/api${LAUNCH_PATHS.studioRoundsSeen}`));
    await page.clock.runFor(61_000);
    expect((await read).ok()).toBe(true);
    const root = game.getByTestId('game-root');
    await runUntil(page, () => root.getAttribute('data-round-state'), 'settled');
    const auto = expected(0);
    await runUntil(page, () => game.getByTestId('pick-board').getAttribute('data-phase'), 'revealed');
    await expect(game.getByTestId('pick-status')).toContainText(`×${auto.value}`);
    await expect(game.getByTestId('game-result')).toHaveAttribute('data-win', String(auto.win));
    await expect(game.getByTestId('game-announcer')).toContainText(
      text(lang, 'decision.autoPicked', {}, 'games'),
    );
    expect((await seen).ok()).toBe(true);
    await page.clock.runFor(2_500); // the balances count up
    await expectAgree(page, game, start - 1 + auto.win);
    await shot(page, info, `${lang}-resume-timed-out-${size.name}`);
    // Seen here: the next visit does not tell it again.
    const again = await reload(page);
    expect(again.session.decidedForYou).toBeUndefined();
  });
}
