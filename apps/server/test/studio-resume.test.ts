import { describe, expect, it } from 'vitest';
import {
  betRoundDetailSchema,
  betRoundListSchema,
  betRoundPath,
  AUTH_PATHS,
  DECISION_TIMEOUT_MS,
  FAIRNESS_PATHS,
  LAUNCH_PATHS,
  launchResponseSchema,
  studioRoundResponseSchema,
  studioRoundsSeenResponseSchema,
  studioSessionResponseSchema,
  type StudioRoundResponse,
} from '@casino/contract';
import { computeOutcome } from '@casino/studio';
import { studioEngineFor } from '../src/modules/studio/engine.ts';
import { AUTH_ENV, ERROR, signedUp, type Browser } from './auth-helpers.ts';
import { setupTestApp } from './helper.ts';
import { pickEngine } from './support/pick-engine.ts';

/**
 * Issue 25, item 1, through HTTP: a reopened game gets its open pick back as it stood (the picks so far,
 * the time left, nothing undecided revealed) and the player finishes it; a round the server decided
 * for the player after its deadline is listed when the game opens (`decidedForYou`) until the game
 * reports it shown (POST /studio/round/seen); GET /studio/round/state reads a round as it stands.
 */
const ONE_PICK = 'WNF_AZTEC_X';
const TWO_PICKS = 'WNF_BATTLE_DWARF';
const CRAZY_TIME = 'EVO_LIVE_CRAZY_TIME';
const ctx = setupTestApp({
  env: { ...AUTH_ENV, WALLET_SIGNUP_BONUS: '1000' },
  engineFor: (code) =>
    code === ONE_PICK
      ? pickEngine(code, 1)
      : code === TWO_PICKS
        ? pickEngine(code, 2)
        : studioEngineFor(code),
});

const tokenOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('launch') ?? '';

async function open(browser: Browser, gameCode: string) {
  const launched = await browser.get(`/launchgame?gameCode=${gameCode}&lobbyUrl=%2F&language=en`);
  expect(launched.statusCode).toBe(200);
  const res = await browser.post(LAUNCH_PATHS.studioSession, {
    launchToken: tokenOf(launchResponseSchema.parse(launched.json()).url),
  });
  expect(res.statusCode).toBe(200);
  return studioSessionResponseSchema.parse(res.json());
}

let keys = 0;
async function play(
  browser: Browser,
  gameSessionId: string,
  bet: { bet: number } | { bets: Record<string, number> },
): Promise<StudioRoundResponse> {
  const res = await browser.post(LAUNCH_PATHS.studioRound, {
    gameSessionId,
    ...bet,
    roundKey: `resume-key-${++keys}`,
  });
  expect(res.statusCode).toBe(200);
  return studioRoundResponseSchema.parse(res.json());
}

async function decide(
  browser: Browser,
  gameSessionId: string,
  roundId: string,
  index: number,
  choice: number,
) {
  const res = await browser.post(LAUNCH_PATHS.studioDecide, { gameSessionId, roundId, index, choice });
  expect(res.statusCode).toBe(200);
  return studioRoundResponseSchema.parse(res.json());
}

const state = (browser: Browser, gameSessionId: string, roundId: string) =>
  browser.get(`${LAUNCH_PATHS.studioRoundState}?gameSessionId=${gameSessionId}&roundId=${roundId}`);

async function seen(browser: Browser, gameSessionId: string, roundIds: string[]) {
  const res = await browser.post(LAUNCH_PATHS.studioRoundsSeen, { gameSessionId, roundIds });
  expect(res.statusCode).toBe(200);
  return studioRoundsSeenResponseSchema.parse(res.json()).seen;
}

async function advanceClock(ms: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api${AUTH_PATHS.devClock}`,
    headers: { channel: 'WEB' },
    payload: { advanceMs: ms },
  });
  expect(res.statusCode).toBe(200);
}

async function runJobs() {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api${AUTH_PATHS.devRunJobs}`,
    headers: { channel: 'WEB' },
  });
  expect(res.statusCode).toBe(200);
}

async function balanceOf(accountId: string) {
  const row = await ctx.db
    .selectFrom('wallets')
    .select('balance')
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

async function movesOf(roundId: string) {
  const rows = await ctx.db
    .selectFrom('wallet_transactions')
    .select(['transaction_type', 'amount'])
    .where('round_id', '=', roundId)
    .orderBy('transaction_id')
    .execute();
  return rows.map((r) => `${r.transaction_type} ${Number(r.amount)}`);
}

describe('a reopened game resumes its open pick', () => {
  it('with the picks so far and the time left; the player finishes it in the new session, paid once', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    const first = await open(browser, TWO_PICKS);
    const bet = first.minBet;
    const round = await play(browser, first.gameSessionId, { bet });
    expect(round.pending).toMatchObject({ index: 0, timeLeftMs: DECISION_TIMEOUT_MS });
    const half = await decide(browser, first.gameSessionId, round.roundId, 0, 3);
    expect(half.pending?.index).toBe(1);
    await advanceClock(20_000);

    // Reloaded (a new game session): the round comes back where it stopped.
    const reopened = await open(browser, TWO_PICKS);
    const resumed = reopened.pendingRound!;
    expect(resumed.roundId).toBe(round.roundId);
    expect(resumed.choices).toEqual([3]);
    expect(resumed.pending).toMatchObject({ index: 1, options: 3 });
    // The pick's deadline was set at the first pick; 20 s of it have gone (and the time the calls took).
    expect(resumed.pending!.timeLeftMs).toBeLessThanOrEqual(DECISION_TIMEOUT_MS - 20_000);
    expect(resumed.pending!.timeLeftMs).toBeGreaterThan(0);
    expect(resumed.pending!.expiresAt).toBe(half.pending!.expiresAt);
    // Only what the player has seen: the picked multiplier, never the board behind the others.
    expect(resumed.outcome).toEqual(half.outcome);
    expect(JSON.stringify(resumed.outcome)).not.toContain('board');
    expect(reopened.balance).toBe(1000 - bet);
    expect(reopened.decidedForYou).toBeUndefined();

    // Read through the new session as it stands, then finished by the player there.
    const read = await state(browser, reopened.gameSessionId, round.roundId);
    expect(read.statusCode).toBe(200);
    expect(studioRoundResponseSchema.parse(read.json()).pending?.index).toBe(1);
    const settled = await decide(browser, reopened.gameSessionId, round.roundId, 1, 0);
    expect(settled.pending).toBeUndefined();
    expect(settled.autoPickedFrom).toBeUndefined();
    expect(settled.balance).toBe(1000 - bet + settled.win);
    expect(await balanceOf(accountId)).toBe(settled.balance);
    expect(await movesOf(round.roundId)).toEqual([`BET -${bet}`, `WIN ${settled.win}`]);

    // Picked by the player: nothing to tell on the next visit.
    const later = await open(browser, TWO_PICKS);
    expect(later.pendingRound).toBeUndefined();
    expect(later.decidedForYou).toBeUndefined();
  });

  it("Crazy Time's Cash Hunt: the resumed round shows the wheel's result and no multiplier behind any target", async () => {
    const { browser } = await signedUp(ctx.app);
    const session = await open(browser, CRAZY_TIME);
    const serverSeed = 'ab'.repeat(32);
    let clientSeed = '';
    for (let i = 0; i < 20_000 && !clientSeed; i++) {
      const o = computeOutcome(
        CRAZY_TIME,
        { serverSeed, clientSeed: `resume-${i}`, nonce: 0 },
        { bets: { cash_hunt: 1 } },
        [0],
      );
      if ((o.details as { result: string }).result === 'cash_hunt') clientSeed = `resume-${i}`;
    }
    expect(clientSeed).not.toBe('');
    const rigged = await browser.post(AUTH_PATHS.devStudioServerSeed, {
      gameSessionId: session.gameSessionId,
      serverSeed,
    });
    expect(rigged.statusCode).toBe(200);
    const set = await browser.post(FAIRNESS_PATHS.clientSeed, {
      gameSessionId: session.gameSessionId,
      clientSeed,
    });
    expect(set.statusCode).toBe(200);
    const round = await play(browser, session.gameSessionId, { bets: { cash_hunt: 1 } });
    expect(round.pending).toMatchObject({ step: 'bonus:cash-hunt', options: 108, index: 0 });

    const reopened = await open(browser, CRAZY_TIME);
    const resumed = reopened.pendingRound!;
    expect(resumed.roundId).toBe(round.roundId);
    expect(resumed.outcome).toEqual(round.outcome);
    expect(resumed.outcome.children).toEqual([]);
    expect((resumed.outcome.details as { result: string }).result).toBe('cash_hunt');
    expect(JSON.stringify(resumed)).not.toMatch(/hidden|trace/);
    const settled = await decide(browser, reopened.gameSessionId, round.roundId, 0, 17);
    const expected = computeOutcome(
      CRAZY_TIME,
      { serverSeed, clientSeed, nonce: 0 },
      { bets: { cash_hunt: 1 } },
      [17],
    );
    expect(settled.win).toBe(expected.totalWin);
  });
});

describe('a round decided for the player', () => {
  it('after its deadline is listed when the game opens, with what was picked and paid, until reported shown', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    const session = await open(browser, ONE_PICK);
    const bet = session.minBet;
    const round = await play(browser, session.gameSessionId, { bet });
    await advanceClock(DECISION_TIMEOUT_MS);

    const back = await open(browser, ONE_PICK);
    expect(back.pendingRound).toBeUndefined();
    expect(back.decidedForYou).toHaveLength(1);
    const told = back.decidedForYou![0]!;
    expect(told).toMatchObject({ roundId: round.roundId, choices: [0], autoPickedFrom: 0, bet });
    expect(told.pending).toBeUndefined();
    const { revealed } = told.outcome.details as { revealed: number[] };
    expect(told.win).toBe(revealed[0]! * bet);
    expect(await balanceOf(accountId)).toBe(1000 - bet + told.win);
    expect(back.balance).toBe(1000 - bet + told.win);
    expect(await movesOf(round.roundId)).toEqual([`BET -${bet}`, `WIN ${told.win}`]);

    // Not reported shown (the page closed first): listed again.
    expect((await open(browser, ONE_PICK)).decidedForYou?.map((r) => r.roundId)).toEqual([round.roundId]);
    // Reported once: never listed again; a repeat marks nothing.
    expect(await seen(browser, back.gameSessionId, [round.roundId, round.roundId])).toBe(1);
    expect(await seen(browser, back.gameSessionId, [round.roundId])).toBe(0);
    expect((await open(browser, ONE_PICK)).decidedForYou).toBeUndefined();
  });

  it('bet history marks the round picked for the player, and not the one the player picked', async () => {
    const { browser } = await signedUp(ctx.app);
    const session = await open(browser, ONE_PICK);
    const mine = await play(browser, session.gameSessionId, { bet: session.minBet });
    await decide(browser, session.gameSessionId, mine.roundId, 0, 1);
    const left = await play(browser, session.gameSessionId, { bet: session.minBet });
    await advanceClock(DECISION_TIMEOUT_MS);
    await runJobs();
    const res = await browser.get('/bet-history/rounds?page=1');
    expect(res.statusCode, res.body).toBe(200);
    const list = betRoundListSchema.parse(res.json());
    const marks = Object.fromEntries(list.records.map((r) => [r.roundId, r.autoPicked]));
    expect(marks).toEqual({ [mine.roundId]: false, [left.roundId]: true });
    const detail = betRoundDetailSchema.parse(
      (await browser.get(betRoundPath('studio', left.roundId))).json(),
    );
    expect(detail.autoPicked).toBe(true);
  });

  it('by the scheduled job while the player was away is listed too; a pick the player made is not', async () => {
    const { browser } = await signedUp(ctx.app);
    const session = await open(browser, ONE_PICK);
    const mine = await play(browser, session.gameSessionId, { bet: session.minBet });
    await decide(browser, session.gameSessionId, mine.roundId, 0, 1);
    const left = await play(browser, session.gameSessionId, { bet: session.minBet });
    await advanceClock(DECISION_TIMEOUT_MS);
    await runJobs();
    const back = await open(browser, ONE_PICK);
    expect(back.decidedForYou?.map((r) => r.roundId)).toEqual([left.roundId]);
    // Another game of the same player does not list it.
    expect((await open(browser, TWO_PICKS)).decidedForYou).toBeUndefined();
  });

  it('GET state settles a pick whose deadline passed while the game was open; before that it is still pending', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    const session = await open(browser, ONE_PICK);
    const round = await play(browser, session.gameSessionId, { bet: session.minBet });
    await advanceClock(DECISION_TIMEOUT_MS - 1_000);
    const early = studioRoundResponseSchema.parse(
      (await state(browser, session.gameSessionId, round.roundId)).json(),
    );
    expect(early.pending?.index).toBe(0);
    expect(early.pending!.timeLeftMs).toBeLessThanOrEqual(1_000);
    await advanceClock(1_000);
    const res = await state(browser, session.gameSessionId, round.roundId);
    expect(res.statusCode).toBe(200);
    const settled = studioRoundResponseSchema.parse(res.json());
    expect(settled).toMatchObject({ choices: [0], autoPickedFrom: 0 });
    expect(settled.pending).toBeUndefined();
    expect(await balanceOf(accountId)).toBe(settled.balance);
    // Read again: the same settled round, paid once.
    expect(
      studioRoundResponseSchema.parse((await state(browser, session.gameSessionId, round.roundId)).json()),
    ).toEqual(settled);
    expect((await movesOf(round.roundId)).filter((m) => m.startsWith('WIN'))).toHaveLength(1);
    // Shown in the game that watched it: reported, so not told again.
    expect(await seen(browser, session.gameSessionId, [round.roundId])).toBe(1);
    expect((await open(browser, ONE_PICK)).decidedForYou).toBeUndefined();
  });

  it("another player's round is NOT_FOUND to read and is not marked by their report", async () => {
    const owner = await signedUp(ctx.app);
    const ownSession = await open(owner.browser, ONE_PICK);
    const round = await play(owner.browser, ownSession.gameSessionId, { bet: ownSession.minBet });
    await advanceClock(DECISION_TIMEOUT_MS);
    const stranger = await signedUp(ctx.app);
    const theirs = await open(stranger.browser, ONE_PICK);
    const read = await state(stranger.browser, theirs.gameSessionId, round.roundId);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual(ERROR('NOT_FOUND'));
    const unknown = await state(stranger.browser, theirs.gameSessionId, 'r-unknown');
    expect(unknown.statusCode).toBe(404);
    expect(await seen(stranger.browser, theirs.gameSessionId, [round.roundId])).toBe(0);
    // The owner still hears of it.
    expect((await open(owner.browser, ONE_PICK)).decidedForYou?.map((r) => r.roundId)).toEqual([
      round.roundId,
    ]);
    // Bad input is a 400 with the catalogue code, never a 500; a closed session is 401.
    expect(
      (await owner.browser.post(LAUNCH_PATHS.studioRoundsSeen, { gameSessionId: 'x', roundIds: [] }))
        .statusCode,
    ).toBe(400);
    expect((await state(owner.browser, 'gone', round.roundId)).statusCode).toBe(401);
  });

  it("the test-only expire route brings only this player's open pick in this game to its deadline", async () => {
    const { browser } = await signedUp(ctx.app);
    const session = await open(browser, ONE_PICK);
    const round = await play(browser, session.gameSessionId, { bet: session.minBet });
    const other = await signedUp(ctx.app);
    const theirs = await open(other.browser, ONE_PICK);
    const open2 = await play(other.browser, theirs.gameSessionId, { bet: theirs.minBet });
    const res = await browser.post(AUTH_PATHS.devStudioExpirePicks, { gameSessionId: session.gameSessionId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ expired: 1 });
    expect((await open(browser, ONE_PICK)).decidedForYou?.map((r) => r.roundId)).toEqual([round.roundId]);
    expect((await open(other.browser, ONE_PICK)).pendingRound?.roundId).toBe(open2.roundId);
  });
});
