import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  betRoundDetailSchema,
  betRoundListSchema,
  betRoundPath,
  launchResponseSchema,
  studioRoundResponseSchema,
  studioSessionResponseSchema,
  verifyRoundResponseSchema,
  type StudioRoundResponse,
} from '@casino/contract';
import { AUTH_ENV, Browser, ERROR, signedUp } from './auth-helpers.ts';
import { manualClock, setupTestApp } from './helper.ts';

/**
 * Bet history as rounds (issue 25 item 6; contract bet-rounds.ts): one row per round with stake, win
 * (null, not 0, when nothing was paid) and net, filters by game and date, a round's detail with its
 * provably fair inputs and the verify page's address, paged by 20 from an index.
 */
const clock = manualClock(new Date('2030-03-01T00:00:00Z'));
const ctx = setupTestApp({ env: AUTH_ENV, clock });
const MINUTE = 60_000;

async function gameSession(browser: Browser, gameCode: string) {
  const launch = launchResponseSchema.parse(
    (await browser.get(`/launchgame?gameCode=${gameCode}&lobbyUrl=%2F&language=en`)).json(),
  );
  const launchToken = new URL(launch.url, 'http://x').searchParams.get('launch');
  return studioSessionResponseSchema.parse((await browser.post('/studio/session', { launchToken })).json())
    .gameSessionId;
}

let keys = 0;
async function play(browser: Browser, gameSessionId: string, bet: object): Promise<StudioRoundResponse> {
  const res = await browser.post('/studio/round', {
    gameSessionId,
    ...bet,
    roundKey: `bet-rounds-${keys++}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return studioRoundResponseSchema.parse(res.json());
}

const rounds = async (browser: Browser, query: string) => {
  const res = await browser.get(`/bet-history/rounds?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return betRoundListSchema.parse(res.json());
};

describe('bet history as rounds', () => {
  it('60 rounds are 3 pages of 20 rows, one per round, newest first; no win is null; bonuses are not rounds', async () => {
    const { browser } = await signedUp(ctx.app);
    await browser.post('/claimDailyBonus');
    const session = await gameSession(browser, 'WNF_AZTEC_X');
    const played: StudioRoundResponse[] = [];
    for (let i = 0; i < 60; i++) {
      played.push(await play(browser, session, { bet: 50 }));
      clock.advance(1000);
    }
    const pages = [
      await rounds(browser, 'page=1'),
      await rounds(browser, 'page=2'),
      await rounds(browser, 'page=3'),
    ];
    for (const page of pages) {
      expect(page.totalRecordAmount).toBe(60);
      expect(page.records).toHaveLength(20);
    }
    expect((await rounds(browser, 'page=4')).records).toEqual([]);
    const rows = pages.flatMap((p) => p.records);
    // One row per round, newest first, and every round once.
    expect(rows.map((r) => r.roundId)).toEqual(played.map((p) => p.roundId).reverse());
    for (const row of rows) {
      const round = played.find((p) => p.roundId === row.roundId)!;
      expect(row).toMatchObject({
        provider: 'studio',
        gameCode: 'WNF_AZTEC_X',
        status: 'CLOSED',
        stake: 50,
        win: round.win === 0 ? null : round.win,
        refund: 0,
        net: round.win - 50,
        verifiable: true,
      });
    }
    // Both kinds are there to be told apart (a 60-round sample of a slot has losses and wins).
    expect(rows.some((r) => r.win === null)).toBe(true);
    expect(rows.some((r) => r.win !== null && r.win > 0)).toBe(true);
    // The ledger (SPEC's /get-bet-history) still lists every movement, bonuses included.
    const ledger = (await browser.get('/get-bet-history?page=1')).json() as { totalRecordAmount: number };
    // (a studio round writes its BET and its WIN row, 0 or not: two ledger rows per round)
    expect(ledger.totalRecordAmount).toBe(2 + 2 * 60);
  });

  it('filters by game and by date; the filters combine with paging', async () => {
    const { browser } = await signedUp(ctx.app);
    const slot = await gameSession(browser, 'WNF_AZTEC_X');
    const roulette = await gameSession(browser, 'EVO_LIVE_JAPANESE_ROULETTE');
    clock.advance(10 * MINUTE);
    const window1 = clock.now();
    for (let i = 0; i < 3; i++) await play(browser, slot, { bet: 50 });
    for (let i = 0; i < 2; i++) await play(browser, roulette, { bets: { red: 5 } });
    clock.advance(10 * MINUTE);
    const window2 = clock.now();
    for (let i = 0; i < 4; i++) await play(browser, slot, { bet: 50 });
    const window3 = new Date(window2.getTime() + 10 * MINUTE);

    expect((await rounds(browser, '')).totalRecordAmount).toBe(9);
    const slots = await rounds(browser, 'gameCode=WNF_AZTEC_X');
    expect(slots.totalRecordAmount).toBe(7);
    expect(slots.records.every((r) => r.gameCode === 'WNF_AZTEC_X')).toBe(true);
    const tables = await rounds(browser, 'gameCode=EVO_LIVE_JAPANESE_ROULETTE');
    expect(tables.totalRecordAmount).toBe(2);
    expect(tables.records.map((r) => r.stake)).toEqual([5, 5]);

    const q = (from: Date, to: Date, extra = '') =>
      `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}${extra}`;
    const firstWindow = await rounds(browser, q(window1, window2));
    expect(firstWindow.totalRecordAmount).toBe(5);
    expect(firstWindow.records.every((r) => Date.parse(r.createdDate) < window2.getTime())).toBe(true);
    expect((await rounds(browser, q(window2, window3))).totalRecordAmount).toBe(4);
    expect((await rounds(browser, q(window1, window2, '&gameCode=WNF_AZTEC_X'))).totalRecordAmount).toBe(3);
    // A game with no rounds and an empty window answer an empty page, not an error.
    expect(await rounds(browser, 'gameCode=WNF_FIGHTING_SAMURAI')).toEqual({
      totalRecordAmount: 0,
      records: [],
    });
    expect((await rounds(browser, q(window3, new Date(window3.getTime() + MINUTE)))).records).toEqual([]);

    for (const bad of [
      'page=0',
      'gameCode=bad%20code',
      'from=yesterday',
      q(window2, window1),
      `to=${'9'.repeat(30)}`,
    ]) {
      const res = await browser.get(`/bet-history/rounds?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code).toBe('REQUEST_VALIDATION_ERROR');
    }
  });

  it("a round's detail has its ledger rows and fairness data; the verify link checks out once the seed is revealed", async () => {
    const { browser } = await signedUp(ctx.app);
    const session = await gameSession(browser, 'WNF_AZTEC_X');
    const round = await play(browser, session, { bet: 100 });
    const [row] = (await rounds(browser, 'page=1')).records;
    expect(row!.roundId).toBe(round.roundId);

    const detailRes = await browser.get(betRoundPath(row!.provider, row!.roundId));
    expect(detailRes.statusCode, detailRes.body).toBe(200);
    const detail = betRoundDetailSchema.parse(detailRes.json());
    expect(detail).toMatchObject({
      roundId: round.roundId,
      stake: 100,
      win: round.win === 0 ? null : round.win,
    });
    expect(detail.transactions.map((t) => t.transactionType)).toEqual(['BET', 'WIN']);
    expect(detail.transactions[1]!.amount).toBe(round.win);
    expect(detail.transactions[0]!.amount).toBe(-100);
    expect(detail.fairness).toEqual({
      serverSeedHash: round.fairness.serverSeedHash,
      serverSeed: null,
      clientSeed: round.fairness.clientSeed,
      nonce: round.fairness.nonce,
      verifyPath: `/studio/play/verify?roundId=${round.roundId}`,
    });

    // The verify page's data is the same round; after a rotation the revealed seed matches the commitment.
    expect((await browser.post('/studio/rotate-seed', { gameSessionId: session })).statusCode).toBe(200);
    const revealed = betRoundDetailSchema.parse(
      (await browser.get(betRoundPath('studio', round.roundId))).json(),
    );
    const seed = revealed.fairness!.serverSeed!;
    expect(createHash('sha256').update(seed).digest('hex')).toBe(round.fairness.serverSeedHash);
    const verifyId = new URL(revealed.fairness!.verifyPath, 'http://x').searchParams.get('roundId')!;
    const verify = verifyRoundResponseSchema.parse(
      (await new Browser(ctx.app).get(`/studio/verify?roundId=${verifyId}`)).json(),
    );
    expect(verify).toMatchObject({
      roundId: round.roundId,
      serverSeed: seed,
      nonce: round.fairness.nonce,
      stake: 100,
    });
  });

  it("another player's round, an unknown round and a visitor without a session get nothing", async () => {
    const owner = await signedUp(ctx.app);
    const round = await play(owner.browser, await gameSession(owner.browser, 'WNF_AZTEC_X'), { bet: 50 });
    const other = await signedUp(ctx.app);
    for (const path of [betRoundPath('studio', round.roundId), betRoundPath('studio', 'no-such-round')]) {
      const res = await other.browser.get(path);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(ERROR('NOT_FOUND'));
    }
    expect((await rounds(other.browser, '')).records).toEqual([]);
    const anonymous = new Browser(ctx.app);
    for (const path of ['/bet-history/rounds', betRoundPath('studio', round.roundId)]) {
      const res = await anonymous.get(path);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(ERROR('UNAUTHORIZED'));
    }
  });

  it('a page is read through the history indexes (no scan of every round)', async () => {
    const { accountId } = await signedUp(ctx.app);
    const plans: string[] = [];
    await ctx.db.connection().execute(async (conn) => {
      // Few rows make a scan the cheapest plan; forbidding it shows whether an index can serve the query.
      await sql`set enable_seqscan = off`.execute(conn);
      await sql`set enable_bitmapscan = off`.execute(conn);
      try {
        for (const filter of ['', ` and game_code = 'WNF_AZTEC_X'`]) {
          const plan = await sql<{ 'QUERY PLAN': string }>`explain select round_id from game_rounds
            where account_id = ${accountId}${sql.raw(filter)} order by opened_at desc, round_id desc limit 20`.execute(
            conn,
          );
          plans.push(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
        }
      } finally {
        await sql`reset enable_seqscan`.execute(conn);
        await sql`reset enable_bitmapscan`.execute(conn);
      }
    });
    expect(plans[0]).toContain('game_rounds_history_idx');
    expect(plans[1]).toContain('game_rounds_game_history_idx');
    for (const plan of plans) expect(plan).not.toMatch(/Sort/);
  });
});
