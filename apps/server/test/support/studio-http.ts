import { expect } from 'vitest';
import {
  launchResponseSchema,
  studioRoundResponseSchema,
  studioSessionResponseSchema,
  type StudioSessionResponse,
} from '@casino/contract';
import type { BetInput } from '@casino/studio';
import type { Browser } from '../auth-helpers.ts';

/** Opens a studio game session as a player would: a launch (real or demo), then POST /studio/session. */
export async function openStudioSession(browser: Browser, code: string, mode: 'real' | 'demo' = 'real') {
  const url =
    mode === 'real'
      ? `/launchgame?gameCode=${code}&lobbyUrl=%2F&language=ja`
      : `/launch-demo?gameCode=${code}&currency=PTS&language=ja&lobbyUrl=%2F&brand=casino`;
  const launch = await browser.get(url);
  expect(launch.statusCode).toBe(200);
  const launchToken = new URL(launchResponseSchema.parse(launch.json()).url, 'http://x').searchParams.get(
    'launch',
  );
  const res = await browser.post('/studio/session', { launchToken });
  expect(res.statusCode).toBe(200);
  return studioSessionResponseSchema.parse(res.json());
}

/** Plays one round (POST /studio/round) under a fresh round key; expects a 200. */
export async function playStudioRound(
  browser: Browser,
  session: StudioSessionResponse,
  bet: BetInput,
  roundKey: string,
) {
  const res = await browser.post('/studio/round', { gameSessionId: session.gameSessionId, ...bet, roundKey });
  expect(res.statusCode, res.body).toBe(200);
  return studioRoundResponseSchema.parse(res.json());
}
