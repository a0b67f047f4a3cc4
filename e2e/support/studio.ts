import { expect, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import {
  AUTH_PATHS,
  CHANNEL_HEADER,
  FAIRNESS_PATHS,
  LAUNCH_PATHS,
  WEB_CHANNEL_CODE,
  type StudioRoundResponse,
} from '@casino/contract';
import type { Lang } from './site.ts';

export const headers = { [CHANNEL_HEADER]: WEB_CHANNEL_CODE };

/** Each engine's own table (a lazy chunk of the game client): one of these is drawn once the game has opened. */
const ENGINE_VIEWS = ['slot-reels', 'coin', 'dice-board', 'wheel-svg', 'roulette-layout', 'baccarat-spot']
  .map((id) => `[data-testid="${id}"]`)
  .join(', ');

/**
 * The game opened as the player sees it: the engine's table drawn, Play shown, and the browser-made
 * client seed landed on the server (the game root's `data-seed`, fairness/use-browser-seed.ts), so a
 * test may rig the seeds or take the picture.
 */
export async function gameOpened(game: Page | FrameLocator): Promise<void> {
  await expect(game.locator(ENGINE_VIEWS).first()).toBeVisible();
  await expect(game.getByTestId('game-play')).toBeVisible();
  await expect(game.getByTestId('game-root')).toHaveAttribute('data-seed', 'ready');
}

/**
 * Presses Play and waits until the game has drawn the round: the server's answer, the round settled with
 * its win and balance shown, Play back. Most rounds draw in about 3 s, but a slot round that lands a
 * feature runs its show much longer (WNF_AZTEC_X over 20,000 rounds: 2.5 % over 9 s, 0.1 % over 37 s,
 * the longest 53 s: free spins, cascades, a big win counting up). After `patienceMs` the test does what
 * a player in a hurry does and presses Skip, so a feature never runs a test out of time.
 */
export async function playAndDraw(
  page: Page,
  game: Page | FrameLocator = page,
  patienceMs = 6_000,
): Promise<StudioRoundResponse> {
  const answer = page.waitForResponse((r) => r.url().endsWith(`/api${LAUNCH_PATHS.studioRound}`));
  await game.getByTestId('game-play').click();
  const response = await answer;
  expect(response.ok(), await response.text()).toBe(true);
  const round = (await response.json()) as StudioRoundResponse;
  const root = game.getByTestId('game-root');
  try {
    await expect(root).toHaveAttribute('data-round-state', 'settled', { timeout: patienceMs });
  } catch {
    // Skip shows only while the round is drawn: it may have ended between the wait and the click.
    await game
      .getByTestId('game-skip')
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await expect(root).toHaveAttribute('data-round-state', 'settled', { timeout: 15_000 });
  }
  await expect(game.getByTestId('game-result')).toHaveAttribute('data-win', String(round.win));
  await expect(game.getByTestId('game-balance')).toHaveAttribute('data-balance', String(round.balance));
  await expect(game.getByTestId('game-play')).toBeEnabled();
  return round;
}

/** The game client's own address for a demo launch (no site frame, no account). */
export async function demoUrl(request: APIRequestContext, gameCode: string, lang: Lang): Promise<string> {
  const query = new URLSearchParams({
    gameCode,
    currency: 'PTS',
    language: lang,
    lobbyUrl: '/',
    brand: 'casino',
  });
  const response = await request.get(`/api${LAUNCH_PATHS.launchDemo}?${query.toString()}`, { headers });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { url: string }).url;
}

/** Opens a game session through the API only (a test that needs many rounds fast); real needs a sign-in. */
export async function apiSession(
  request: APIRequestContext,
  gameCode: string,
  mode: 'demo' | 'real' = 'demo',
): Promise<string> {
  let launchUrl: string;
  if (mode === 'demo') launchUrl = await demoUrl(request, gameCode, 'en');
  else {
    const query = new URLSearchParams({ gameCode, lobbyUrl: '/', language: 'en' });
    const response = await request.get(`/api${LAUNCH_PATHS.launchGame}?${query.toString()}`, { headers });
    expect(response.ok()).toBe(true);
    launchUrl = ((await response.json()) as { url: string }).url;
  }
  const url = new URL(launchUrl, 'http://x');
  const response = await request.post(`/api${LAUNCH_PATHS.studioSession}`, {
    headers,
    data: { launchToken: url.searchParams.get('launch') },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { gameSessionId: string }).gameSessionId;
}

export interface PlayedRound {
  roundId: string;
  balance: number;
  outcome: { children: { step: string }[] } & Record<string, unknown>;
}

let keys = 0;

/**
 * Plays demo rounds through the API until one has children (free spins, a bonus round), then rotates
 * the seed so the verify page can recompute it. A demo session that runs dry is replaced by a new one.
 */
export async function roundWithChildren(
  request: APIRequestContext,
  gameCode: string,
  bet: { bet: number } | { bets: Record<string, number> },
  mode: 'demo' | 'real' = 'demo',
  maxRounds = 3000,
): Promise<string> {
  let gameSessionId = await apiSession(request, gameCode, mode);
  for (let i = 0; i < maxRounds; i++) {
    const response = await request.post(`/api${LAUNCH_PATHS.studioRound}`, {
      headers,
      data: { gameSessionId, ...bet, roundKey: `e2e-children-${process.pid}-${keys++}` },
    });
    if (response.status() === 409) {
      gameSessionId = await apiSession(request, gameCode, mode);
      continue;
    }
    expect(response.ok(), await response.text()).toBe(true);
    const round = (await response.json()) as PlayedRound;
    if (round.outcome.children.length > 0) {
      const rotated = await request.post(`/api${FAIRNESS_PATHS.rotateSeed}`, {
        headers,
        data: { gameSessionId },
      });
      expect(rotated.ok()).toBe(true);
      return round.roundId;
    }
  }
  throw new Error(`no round with children in ${maxRounds} rounds of ${gameCode}`);
}

/**
 * Advances the page's fake clock in small steps until the game root's round state is `state`; `game` is
 * the site's frame when the game is framed.
 */
export async function runUntilRoundState(
  page: Page,
  state: string,
  stepMs = 100,
  game: Page | FrameLocator = page,
): Promise<void> {
  const root = game.getByTestId('game-root');
  await expect
    .poll(
      async () => {
        await page.clock.runFor(stepMs);
        return root.getAttribute('data-round-state');
      },
      { timeout: 30_000, intervals: [50] },
    )
    .toBe(state);
}

/**
 * Rigs the session's next round the way the test-only route allows: commits `serverSeed` from nonce 0,
 * then sets `clientSeed` through the fairness panel as a player would, and closes the panel. Call it after
 * gameOpened: the client sets a browser-made client seed when it opens.
 */
export async function rigSeeds(
  page: Page,
  gameSessionId: string,
  serverSeed: string,
  clientSeed: string,
  ui: Page | FrameLocator = page, // the game's own page, or its frame on the site's game page
) {
  const rigged = await page.request.post(`/api${AUTH_PATHS.devStudioServerSeed}`, {
    headers,
    data: { gameSessionId, serverSeed },
  });
  expect(rigged.ok(), await rigged.text()).toBe(true);
  await saveClientSeed(page, gameSessionId, clientSeed, ui);
  await expect(ui.getByTestId('fair-nonce')).toHaveText('0');
  await page.keyboard.press('Escape');
  await expect(ui.getByTestId('fair-client-seed')).toBeHidden();
}

/**
 * Opens the fairness panel, types `clientSeed` as a player would and saves it, then reads the session's
 * fairness state back from the server until it holds that seed. The input stays read-only until the
 * panel's state has loaded, so the fill cannot race the loaded seed (a race that once saved the loaded
 * seed with ours appended); the value is checked before Save all the same.
 */
export async function saveClientSeed(
  page: Page,
  gameSessionId: string,
  clientSeed: string,
  ui: Page | FrameLocator = page,
) {
  await ui.getByTestId('fair-open').click();
  const input = ui.getByTestId('fair-client-seed');
  await expect(ui.getByTestId('fair-nonce')).not.toHaveText('…');
  await input.fill(clientSeed);
  await expect(input).toHaveValue(clientSeed);
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api${FAIRNESS_PATHS.clientSeed}`));
  await ui.getByTestId('fair-client-seed-save').click();
  expect((await saved).ok()).toBe(true);
  await expect
    .poll(async () => {
      const state = await page.request.get(
        `/api${FAIRNESS_PATHS.fairness}?gameSessionId=${encodeURIComponent(gameSessionId)}`,
        { headers },
      );
      return ((await state.json()) as { clientSeed?: string }).clientSeed;
    })
    .toBe(clientSeed);
}
