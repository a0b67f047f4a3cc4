import { describe, expect, it } from 'vitest';
import {
  AUTH_PATHS,
  launchResponseSchema,
  studioRoundResponseSchema,
  studioSessionResponseSchema,
} from '@casino/contract';
import { hashServerSeed, computeOutcome } from '@casino/studio';
import { AUTH_ENV, Browser } from './auth-helpers.ts';
import { setupTestApp } from './helper.ts';

/**
 * The test-only server-seed route (NODE_ENV=test): browser tests choose a server seed so that they can
 * find, offline, a client seed whose round shows a rare feature. The round then plays exactly as
 * @casino/studio computes it from those inputs.
 */
const ctx = setupTestApp({ env: AUTH_ENV });
const SERVER_SEED = 'ab'.repeat(32);

async function demoSession(browser: Browser, code: string) {
  const launch = await browser.get(
    `/launch-demo?gameCode=${code}&currency=PTS&language=ja&lobbyUrl=%2F&brand=casino`,
  );
  const token = new URL(launchResponseSchema.parse(launch.json()).url, 'http://x').searchParams.get('launch');
  return studioSessionResponseSchema.parse(
    (await browser.post('/studio/session', { launchToken: token })).json(),
  );
}

describe('POST /dev/studio/server-seed (test only)', () => {
  it('commits the chosen server seed: the next round is computeOutcome of those inputs at nonce 0', async () => {
    const browser = new Browser(ctx.app);
    const session = await demoSession(browser, 'EVO_LIVE_DREAM_CATCHER');
    await browser.post('/studio/round', {
      gameSessionId: session.gameSessionId,
      bets: { '1': 10 },
      roundKey: 'before-seed-0001',
    });
    const res = await browser.post(AUTH_PATHS.devStudioServerSeed, {
      gameSessionId: session.gameSessionId,
      serverSeed: SERVER_SEED,
    });
    expect(res.statusCode, res.body).toBe(200);
    const state = res.json() as { serverSeedHash: string; clientSeed: string; nonce: number };
    expect(state).toEqual({
      serverSeedHash: hashServerSeed(SERVER_SEED),
      clientSeed: session.fairness.clientSeed,
      nonce: 0,
    });
    const round = studioRoundResponseSchema.parse(
      (
        await browser.post('/studio/round', {
          gameSessionId: session.gameSessionId,
          bets: { '1': 10 },
          roundKey: 'after-seed-0001',
        })
      ).json(),
    );
    const expected = computeOutcome(
      'EVO_LIVE_DREAM_CATCHER',
      { serverSeed: SERVER_SEED, clientSeed: state.clientSeed, nonce: 0 },
      { bets: { '1': 10 } },
    );
    expect(round.fairness).toMatchObject({ serverSeedHash: state.serverSeedHash, nonce: 0 });
    expect(round.win).toBe(expected.totalWin);
  });

  it('refuses an unknown session and a malformed seed', async () => {
    const browser = new Browser(ctx.app);
    const unknown = await browser.post(AUTH_PATHS.devStudioServerSeed, {
      gameSessionId: 'nope',
      serverSeed: SERVER_SEED,
    });
    expect(unknown.statusCode).toBe(401);
    const session = await demoSession(browser, 'EVO_LIVE_DREAM_CATCHER');
    const bad = await browser.post(AUTH_PATHS.devStudioServerSeed, {
      gameSessionId: session.gameSessionId,
      serverSeed: 'short',
    });
    expect(bad.statusCode).toBe(400);
  });
});
