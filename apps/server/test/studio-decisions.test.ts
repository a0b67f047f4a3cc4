import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  AUTH_PATHS,
  DECISION_TIMEOUT_MS,
  launchResponseSchema,
  rotateSeedResponseSchema,
  studioRoundResponseSchema,
  studioSessionResponseSchema,
  verifyRoundResponseSchema,
  type StudioRoundResponse,
} from '@casino/contract';
import { studioEngineFor } from '../src/modules/studio/engine.ts';
import { AUTH_ENV, Browser, ERROR, signedUp } from './auth-helpers.ts';
import { ON_POSTGRES, setupTestApp } from './helper.ts';
import { pickEngine, pickOutcome } from './support/pick-engine.ts';

/**
 * The player-decision protocol (issue 18, contract decisions.ts) through HTTP, with a test engine that
 * asks for picks: WNF_AZTEC_X asks one pick, WNF_BATTLE_DWARF two in turn.
 */
const ONE_PICK = 'WNF_AZTEC_X';
const TWO_PICKS = 'WNF_BATTLE_DWARF';
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

async function open(browser: Browser, gameCode: string, demo = false) {
  const url = demo
    ? `/launch-demo?gameCode=${gameCode}&currency=PTS&language=ja&lobbyUrl=%2F&brand=casino`
    : `/launchgame?gameCode=${gameCode}&lobbyUrl=%2F&language=en`;
  const launched = await browser.get(url);
  expect(launched.statusCode).toBe(200);
  const res = await browser.post('/studio/session', {
    launchToken: tokenOf(launchResponseSchema.parse(launched.json()).url),
  });
  expect(res.statusCode).toBe(200);
  return studioSessionResponseSchema.parse(res.json());
}

let keys = 0;
async function play(browser: Browser, gameSessionId: string, bet: number): Promise<StudioRoundResponse> {
  const res = await browser.post('/studio/round', { gameSessionId, bet, roundKey: `round-key-${++keys}` });
  expect(res.statusCode).toBe(200);
  return studioRoundResponseSchema.parse(res.json());
}

function decide(
  browser: Browser,
  body: { gameSessionId: string; roundId: string; index: number; choice: number },
) {
  return browser.post('/studio/round/decide', body);
}

async function ledger(accountId: string) {
  const rows = await ctx.db
    .selectFrom('wallet_transactions')
    .select(['transaction_type', 'amount', 'round_id'])
    .where('account_id', '=', accountId)
    .orderBy('transaction_id')
    .execute();
  return rows.map((r) => ({ type: r.transaction_type, amount: Number(r.amount), roundId: r.round_id }));
}

async function balanceOf(accountId: string) {
  const row = await ctx.db
    .selectFrom('wallets')
    .select('balance')
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

async function verify(roundId: string) {
  const res = await new Browser(ctx.app).get(`/studio/verify?roundId=${roundId}`);
  expect(res.statusCode).toBe(200);
  return verifyRoundResponseSchema.parse(res.json());
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

async function rotate(browser: Browser, gameSessionId: string) {
  const res = await browser.post('/studio/rotate-seed', { gameSessionId });
  expect(res.statusCode).toBe(200);
  return rotateSeedResponseSchema.parse(res.json());
}

describe('rounds that wait for a pick', () => {
  it('real: the bet is taken at once, nothing is won until the pick; decide credits the win once; verify recomputes with the pick', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    const session = await open(browser, ONE_PICK);
    const bet = session.minBet;
    const round = await play(browser, session.gameSessionId, bet);
    expect(round.pending).toMatchObject({ kind: 'pick', step: 'pick-bonus', options: 4, index: 0 });
    expect(round.choices).toEqual([]);
    expect(round.win).toBe(0);
    expect(round.balance).toBe(1000 - bet);
    expect((round.outcome as Record<string, unknown>).details).toEqual({ revealed: [] });
    expect((await ledger(accountId)).filter((r) => r.roundId === round.roundId)).toEqual([
      { type: 'BET', amount: -bet, roundId: round.roundId },
    ]);

    const res = await decide(browser, {
      gameSessionId: session.gameSessionId,
      roundId: round.roundId,
      index: 0,
      choice: 2,
    });
    expect(res.statusCode).toBe(200);
    const settled = studioRoundResponseSchema.parse(res.json());
    expect(settled.pending).toBeUndefined();
    expect(settled.choices).toEqual([2]);
    expect(settled.autoPickedFrom).toBeUndefined();
    const rotated = await rotate(browser, session.gameSessionId);
    const fair = {
      serverSeed: rotated.revealed.serverSeed,
      clientSeed: round.fairness.clientSeed,
      nonce: round.fairness.nonce,
    };
    const expected = pickOutcome(fair, bet, 1, [2]);
    expect(settled.win).toBe(expected.totalWin);
    expect(settled.balance).toBe(1000 - bet + expected.totalWin);
    expect(await balanceOf(accountId)).toBe(settled.balance);
    const moves = (await ledger(accountId)).filter((r) => r.roundId === round.roundId);
    expect(moves).toEqual([
      { type: 'BET', amount: -bet, roundId: round.roundId },
      { type: 'WIN', amount: expected.totalWin, roundId: round.roundId },
    ]);

    const checked = await verify(round.roundId);
    expect(checked).toMatchObject({
      choices: [2],
      autoPickedFrom: null,
      pending: false,
      win: expected.totalWin,
    });
    expect(checked.serverSeed).toBe(rotated.revealed.serverSeed);
    expect(JSON.stringify(checked.outcome)).toBe(JSON.stringify(expected));
  });

  it('two picks in turn: pending again after the first; a retried pick replays; another pick for a taken index is 409', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    const session = await open(browser, TWO_PICKS);
    const bet = session.minBet;
    const round = await play(browser, session.gameSessionId, bet);
    const ids = { gameSessionId: session.gameSessionId, roundId: round.roundId };
    expect(round.pending).toMatchObject({ options: 4, index: 0 });

    // Out of range, the wrong index, a non-integer: refused, nothing moved.
    const outOfRange = await decide(browser, { ...ids, index: 0, choice: 4 });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json()).toEqual(ERROR('ROUND_CHOICE_INVALID'));
    const ahead = await decide(browser, { ...ids, index: 1, choice: 0 });
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json()).toEqual(ERROR('ROUND_DECISION_CLOSED'));
    expect((await browser.post('/studio/round/decide', { ...ids, index: 0, choice: 1.5 })).statusCode).toBe(
      400,
    );

    const first = await decide(browser, { ...ids, index: 0, choice: 3 });
    expect(first.statusCode).toBe(200);
    const half = studioRoundResponseSchema.parse(first.json());
    expect(half.pending).toMatchObject({ options: 3, index: 1 });
    expect(half.choices).toEqual([3]);
    expect((half.outcome as { details: { revealed: number[] } }).details.revealed).toHaveLength(1);
    // The same pick again (a retry whose answer was lost): the round as it is now, nothing moved.
    const retried = await decide(browser, { ...ids, index: 0, choice: 3 });
    expect(retried.statusCode).toBe(200);
    expect(studioRoundResponseSchema.parse(retried.json()).pending).toMatchObject({ index: 1 });
    const other = await decide(browser, { ...ids, index: 0, choice: 1 });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual(ERROR('ROUND_DECISION_CLOSED'));
    expect((await ledger(accountId)).filter((r) => r.roundId === round.roundId)).toHaveLength(1);

    const last = await decide(browser, { ...ids, index: 1, choice: 2 });
    expect(last.statusCode).toBe(200);
    const settled = studioRoundResponseSchema.parse(last.json());
    expect(settled.pending).toBeUndefined();
    expect(settled.choices).toEqual([3, 2]);
    // A second decide of the settled pick replays; a third pick does not exist.
    const again = await decide(browser, { ...ids, index: 1, choice: 2 });
    expect(again.statusCode).toBe(200);
    expect(studioRoundResponseSchema.parse(again.json())).toEqual(settled);
    expect((await decide(browser, { ...ids, index: 2, choice: 0 })).statusCode).toBe(409);
    const moves = (await ledger(accountId)).filter((r) => r.roundId === round.roundId);
    expect(moves.map((m) => m.type)).toEqual(['BET', 'WIN']);
    expect(moves[1]!.amount).toBe(settled.win);
    expect(await balanceOf(accountId)).toBe(1000 - bet + settled.win);
    expect((await verify(round.roundId)).choices).toEqual([3, 2]);
  });

  it("another player's round and an unknown round answer the same 404; a closed game session is 401", async () => {
    const owner = await signedUp(ctx.app);
    const ownSession = await open(owner.browser, ONE_PICK);
    const round = await play(owner.browser, ownSession.gameSessionId, ownSession.minBet);
    const stranger = await signedUp(ctx.app);
    const session = await open(stranger.browser, ONE_PICK);
    const theirs = await decide(stranger.browser, {
      gameSessionId: session.gameSessionId,
      roundId: round.roundId,
      index: 0,
      choice: 0,
    });
    const unknown = await decide(stranger.browser, {
      gameSessionId: session.gameSessionId,
      roundId: 'r-0123456789abcdef0123456789abcdef',
      index: 0,
      choice: 0,
    });
    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body);
    // The owner's round in another game of theirs is not this game's either.
    const otherGame = await open(owner.browser, TWO_PICKS);
    expect(
      (
        await decide(owner.browser, {
          gameSessionId: otherGame.gameSessionId,
          roundId: round.roundId,
          index: 0,
          choice: 0,
        })
      ).statusCode,
    ).toBe(404);
    const gone = await decide(owner.browser, {
      gameSessionId: 'no-such-session',
      roundId: round.roundId,
      index: 0,
      choice: 0,
    });
    expect(gone.statusCode).toBe(401);
    // The owner still decides it, from a reopened session of the same game too.
    const reopened = await open(owner.browser, ONE_PICK);
    expect(reopened.pendingRound?.roundId).toBe(round.roundId);
    const res = await decide(owner.browser, {
      gameSessionId: reopened.gameSessionId,
      roundId: round.roundId,
      index: 0,
      choice: 1,
    });
    expect(res.statusCode).toBe(200);
  });

  it('demo: the bet leaves the session balance at once, the win arrives with the pick, the ledger never moves', async () => {
    const anonymous = new Browser(ctx.app);
    const session = await open(anonymous, ONE_PICK, true);
    const bet = session.minBet;
    const before = await ctx.db
      .selectFrom('wallet_transactions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const round = await play(anonymous, session.gameSessionId, bet);
    expect(round.balance).toBe(session.balance - bet);
    const res = await decide(anonymous, {
      gameSessionId: session.gameSessionId,
      roundId: round.roundId,
      index: 0,
      choice: 0,
    });
    const settled = studioRoundResponseSchema.parse(res.json());
    expect(settled.balance).toBe(session.balance - bet + settled.win);
    const next = await play(anonymous, session.gameSessionId, bet);
    expect(next.balance).toBe(settled.balance - bet);
    const after = await ctx.db
      .selectFrom('wallet_transactions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('a pick not made in time is made by the auto-pick rule (option 0)', () => {
  it('on the next round in the game: the open round settles first, with the auto-pick, and pays once', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    const session = await open(browser, ONE_PICK);
    const bet = session.minBet;
    const round = await play(browser, session.gameSessionId, bet);
    const next = await play(browser, session.gameSessionId, bet);
    expect(next.roundId).not.toBe(round.roundId);
    const checked = await verify(round.roundId);
    expect(checked).toMatchObject({ choices: [0], autoPickedFrom: 0, pending: false });
    const moves = (await ledger(accountId)).filter((r) => r.roundId === round.roundId);
    expect(moves.map((m) => m.type)).toEqual(['BET', 'WIN']);
    expect(moves[1]!.amount).toBe(checked.win);
    // The player's late pick is answered with the round as the auto-pick settled it.
    const late = await decide(browser, {
      gameSessionId: session.gameSessionId,
      roundId: round.roundId,
      index: 0,
      choice: 3,
    });
    expect(late.statusCode).toBe(200);
    expect(studioRoundResponseSchema.parse(late.json())).toMatchObject({
      choices: [0],
      autoPickedFrom: 0,
      win: checked.win,
    });
  });

  it('a pick sent after its deadline is not taken: the answer is the auto-picked round', async () => {
    const { browser } = await signedUp(ctx.app);
    const session = await open(browser, TWO_PICKS);
    const round = await play(browser, session.gameSessionId, session.minBet);
    const ids = { gameSessionId: session.gameSessionId, roundId: round.roundId };
    const first = studioRoundResponseSchema.parse(
      (await decide(browser, { ...ids, index: 0, choice: 2 })).json(),
    );
    expect(first.pending?.index).toBe(1);
    await advanceClock(DECISION_TIMEOUT_MS);
    const res = await decide(browser, { ...ids, index: 1, choice: 2 });
    expect(res.statusCode).toBe(200);
    const settled = studioRoundResponseSchema.parse(res.json());
    expect(settled).toMatchObject({ choices: [2, 0], autoPickedFrom: 1 });
    expect(settled.pending).toBeUndefined();
  });

  it('by the scheduled job once expired (not before), and a reopened game resumes an open pick but not an expired one', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    const session = await open(browser, ONE_PICK);
    const round = await play(browser, session.gameSessionId, session.minBet);
    await advanceClock(DECISION_TIMEOUT_MS - 1_000);
    await runJobs();
    expect((await verify(round.roundId)).pending).toBe(true);
    const resumed = await open(browser, ONE_PICK);
    expect(resumed.pendingRound).toMatchObject({ roundId: round.roundId, pending: { index: 0, options: 4 } });
    await advanceClock(1_000);
    await runJobs();
    const checked = await verify(round.roundId);
    expect(checked).toMatchObject({ choices: [0], autoPickedFrom: 0, pending: false });
    expect((await ledger(accountId)).filter((r) => r.roundId === round.roundId).map((m) => m.type)).toEqual([
      'BET',
      'WIN',
    ]);
    expect((await open(browser, ONE_PICK)).pendingRound).toBeUndefined();

    // Expired while nobody ran the job: the reopened session settles it instead of resuming it.
    const second = await play(browser, resumed.gameSessionId, session.minBet);
    await advanceClock(DECISION_TIMEOUT_MS);
    const reopened = await open(browser, ONE_PICK);
    expect(reopened.pendingRound).toBeUndefined();
    expect(await verify(second.roundId)).toMatchObject({ choices: [0], autoPickedFrom: 0, pending: false });
    expect(reopened.balance).toBe(await balanceOf(accountId));
  });

  it('on seed rotation: every open round of the seed is settled before the seed is revealed', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    const one = await open(browser, ONE_PICK);
    const two = await open(browser, TWO_PICKS);
    const a = await play(browser, one.gameSessionId, one.minBet);
    const b = await play(browser, two.gameSessionId, two.minBet);
    const rotated = await rotate(browser, one.gameSessionId);
    for (const [round, picks] of [
      [a, 1],
      [b, 2],
    ] as const) {
      const checked = await verify(round.roundId);
      expect(checked.serverSeed).toBe(rotated.revealed.serverSeed);
      expect(checked).toMatchObject({ pending: false, autoPickedFrom: 0, choices: Array(picks).fill(0) });
      const fair = {
        serverSeed: rotated.revealed.serverSeed,
        clientSeed: round.fairness.clientSeed,
        nonce: round.fairness.nonce,
      };
      expect(checked.win).toBe(pickOutcome(fair, round.bet, picks, checked.choices).totalWin);
    }
    const wins = (await ledger(accountId)).filter((r) => r.type === 'WIN');
    expect(wins.map((w) => w.roundId).sort()).toEqual([a.roundId, b.roundId].sort());
  });
});

describe(`concurrent decides (${ON_POSTGRES ? 'PostgreSQL' : 'PGlite: proves little'})`, () => {
  it('ten decides of one round at once: the win is credited exactly once', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    const session = await open(browser, ONE_PICK);
    const bet = session.minBet;
    const round = await play(browser, session.gameSessionId, bet);
    const ids = { gameSessionId: session.gameSessionId, roundId: round.roundId, index: 0 };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => decide(browser, { ...ids, choice: i % 2 === 0 ? 1 : 2 })),
    );
    const ok = answers.filter((res) => res.statusCode === 200);
    const closed = answers.filter((res) => res.statusCode === 409);
    expect(ok.length + closed.length).toBe(10);
    const taken = studioRoundResponseSchema.parse(ok[0]!.json());
    // Every 200 is the same settled round; the other choice was refused.
    for (const res of ok) expect(studioRoundResponseSchema.parse(res.json())).toEqual(taken);
    expect(ok.length).toBe(5);
    const moves = (await ledger(accountId)).filter((r) => r.roundId === round.roundId);
    expect(moves.map((m) => m.type)).toEqual(['BET', 'WIN']);
    expect(moves[1]!.amount).toBe(taken.win);
    expect(await balanceOf(accountId)).toBe(1000 - bet + taken.win);
    const rows = await sql<{
      n: string | number;
    }>`select count(*) as n from studio_rounds where round_id = ${round.roundId} and status = 'SETTLED'`.execute(
      ctx.db,
    );
    expect(Number(rows.rows[0]!.n)).toBe(1);
  });
});
