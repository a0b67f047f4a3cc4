import { describe, expect, it } from 'vitest';
import {
  studioRoundResponseSchema,
  verifyRoundResponseSchema,
  type StudioSessionResponse,
} from '@casino/contract';
import { mathsVersion, type BetInput } from '@casino/studio';
import { studioEngineFor } from '../src/modules/studio/engine.ts';
import { AUTH_ENV, Browser, signedUp } from './auth-helpers.ts';
import { setupTestApp } from './helper.ts';
import { pickEngine } from './support/pick-engine.ts';
import { openStudioSession, playStudioRound } from './support/studio-http.ts';

/**
 * The maths version of a round (issue 18, docs/decisions/023-maths-version.md) through HTTP: every
 * round records the game's version; the verify answer carries it beside the game's current one, so a
 * round played under earlier maths (or before versions were kept: NULL) is told apart from a mismatch.
 */
const PICK_GAME = 'WNF_AZTEC_X';
const ctx = setupTestApp({
  env: { ...AUTH_ENV, WALLET_SIGNUP_BONUS: '100000' },
  engineFor: (code) => (code === PICK_GAME ? pickEngine(code, 1) : studioEngineFor(code)),
});

/** A version no current game has: what an earlier maths of the game would have recorded. */
const EARLIER = '0123456789ab';

let keys = 0;
const openSession = openStudioSession;
const play = (browser: Browser, session: StudioSessionResponse, bet: BetInput) =>
  playStudioRound(browser, session, bet, `maths-version-${keys++}`);

async function verify(roundId: string) {
  const res = await new Browser(ctx.app).get(`/studio/verify?roundId=${roundId}`);
  expect(res.statusCode).toBe(200);
  return verifyRoundResponseSchema.parse(res.json());
}

async function setRecordedVersion(roundId: string, version: string | null) {
  await ctx.db
    .updateTable('studio_fair_rounds')
    .set({ maths_version: version })
    .where('round_id', '=', roundId)
    .execute();
}

async function recordedVersion(roundId: string) {
  const row = await ctx.db
    .selectFrom('studio_fair_rounds')
    .select('maths_version')
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();
  return row.maths_version;
}

describe('maths version of a round', () => {
  it('every round (real and demo, every engine family) records the version of the maths it was played under', async () => {
    const { browser } = await signedUp(ctx.app);
    const games: { code: string; bet: BetInput; mode: 'real' | 'demo' }[] = [
      { code: 'WNF_NEON_KOI', bet: { bet: 20 }, mode: 'real' },
      { code: 'EVO_LIVE_DREAM_CATCHER', bet: { bets: { '1': 10 } }, mode: 'real' },
      { code: 'EVO_LIVE_JAPANESE_SPEED_BACCARAT', bet: { bets: { banker: 20 } }, mode: 'demo' },
    ];
    for (const game of games) {
      const round = await play(browser, await openSession(browser, game.code, game.mode), game.bet);
      const current = mathsVersion(game.code)!;
      expect(current).toMatch(/^[0-9a-f]{12}$/);
      expect(await recordedVersion(round.roundId)).toBe(current);
      expect(await verify(round.roundId)).toMatchObject({
        roundId: round.roundId,
        gameCode: game.code,
        mathsVersion: current,
        currentMathsVersion: current,
      });
    }
    expect(mathsVersion('WNF_NEON_KOI')).not.toBe(mathsVersion('EVO_LIVE_DREAM_CATCHER'));
  });

  it('a round recorded under an earlier version, or before versions were kept, says so; its record is unchanged', async () => {
    const { browser } = await signedUp(ctx.app);
    const code = 'EVO_LIVE_JAPANESE_ROULETTE';
    const round = await play(browser, await openSession(browser, code), { bets: { red: 10 } });
    const before = await verify(round.roundId);

    await setRecordedVersion(round.roundId, EARLIER);
    const earlier = await verify(round.roundId);
    expect(earlier.mathsVersion).toBe(EARLIER);
    expect(earlier.currentMathsVersion).toBe(mathsVersion(code));
    expect(earlier.mathsVersion).not.toBe(earlier.currentMathsVersion);
    // Only the version differs: the recorded outcome and payout are what the player was paid.
    expect({ ...earlier, mathsVersion: before.mathsVersion }).toEqual(before);
    expect(earlier.outcome).toEqual(round.outcome);
    expect(earlier.win).toBe(round.win);

    await setRecordedVersion(round.roundId, null);
    const unversioned = (await new Browser(ctx.app).get(`/studio/verify?roundId=${round.roundId}`)).json();
    expect(unversioned).toMatchObject({ mathsVersion: null, currentMathsVersion: mathsVersion(code) });
  });

  it('a version that is not short lower-case hex is refused by the table', async () => {
    const { browser } = await signedUp(ctx.app);
    const round = await play(browser, await openSession(browser, 'WNF_NEON_KOI'), { bet: 20 });
    for (const bad of ['', 'v2', 'ABCDEF123456', 'x'.repeat(12)]) {
      await expect(setRecordedVersion(round.roundId, bad)).rejects.toThrow();
    }
    expect(await recordedVersion(round.roundId)).toBe(mathsVersion('WNF_NEON_KOI'));
  });

  it('a round settled by a pick is replayed whole, so it records the version of that replay', async () => {
    const { browser } = await signedUp(ctx.app);
    const session = await openSession(browser, PICK_GAME);
    const round = await play(browser, session, { bet: 50 });
    expect(round.pending).toBeDefined();
    await setRecordedVersion(round.roundId, EARLIER);
    const res = await browser.post('/studio/round/decide', {
      gameSessionId: session.gameSessionId,
      roundId: round.roundId,
      index: 0,
      choice: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(studioRoundResponseSchema.parse(res.json()).pending).toBeUndefined();
    expect(await recordedVersion(round.roundId)).toBe(mathsVersion(PICK_GAME));
  });

  it('an unknown round is a 404, with or without versions', async () => {
    const res = await new Browser(ctx.app).get('/studio/verify?roundId=r-missing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND' } });
  });
});
