import { describe, expect, it } from 'vitest';
import {
  currentRaffleResponseSchema,
  drawRaffle,
  raffleHistoryNewResponseSchema,
  raffleResultsSchema,
  sha256Hex,
  ticketListHash,
  type RaffleInput,
} from '@casino/contract';
import { Browser, ERROR, signedUp } from './auth-helpers.ts';
import { manualClock, setupTestApp } from './helper.ts';
import { entrantRefOf } from '../src/modules/raffles/raffles.mapper.ts';
import {
  HOUR,
  raffleAdmin,
  raffleInput as sharedRaffleInput,
  raffleSuiteEnv,
} from './support/raffle-http.ts';

/** Raffles through HTTP (issue 13): tickets from play, the draw on time, payment, history, the back office. */

const ADMIN_EMAIL = 'raffles@casino.test';
const clock = manualClock(new Date('2030-03-01T00:00:00Z'));
const ctx = setupTestApp({ env: raffleSuiteEnv(ADMIN_EMAIL), clock });

const admin = () => raffleAdmin(ctx.app, ADMIN_EMAIL);
const raffleInput = (overrides: Partial<RaffleInput> = {}) => sharedRaffleInput(clock.now(), overrides);

let roundCounter = 0;
async function play(
  browser: Browser,
  gameCode: string,
  bet: number,
  roundKey = `rk-${roundCounter++}-raffle`,
) {
  const launch = await browser.get(`/launchgame?gameCode=${gameCode}&lobbyUrl=%2F&language=en`);
  expect(launch.statusCode).toBe(200);
  const token = new URL(launch.json().url, 'http://x').searchParams.get('launch');
  const session = await browser.post('/studio/session', { launchToken: token });
  expect(session.statusCode).toBe(200);
  const res = await browser.post('/studio/round', {
    gameSessionId: session.json().gameSessionId,
    bet,
    roundKey,
  });
  expect(res.statusCode).toBe(200);
  return { gameSessionId: session.json().gameSessionId as string, roundKey };
}

async function current(browser: Browser) {
  const res = await browser.get('/currentRaffle');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return currentRaffleResponseSchema.parse(res.json());
}

async function prizeRows(raffleId: number) {
  return ctx.db
    .selectFrom('wallet_transactions')
    .select(['account_id', 'amount', 'idempotency_key'])
    .where('transaction_type', '=', 'RAFFLE_PRIZE')
    .where('idempotency_key', 'like', `raffle_prize:${raffleId}:%`)
    .orderBy('idempotency_key')
    .execute();
}

describe('raffles', () => {
  it('counts eligible bets into tickets, draws on time, pays each place once, and anyone can verify it', async () => {
    const operator = await admin();
    const created = await operator.post('/operator/raffles', raffleInput());
    expect(created.statusCode).toBe(201);
    const raffle = created.json();
    expect(raffle).toMatchObject({ tournamentStatus: 'RUNNING', prizes: [500, 200], wagerPerEntry: 100 });
    expect(raffle.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);

    expect((await new Browser(ctx.app).get('/currentRaffle')).statusCode).toBe(401);

    const a = await signedUp(ctx.app);
    const b = await signedUp(ctx.app);
    expect(await current(a.browser)).toMatchObject({
      raffleMetaData: { id: raffle.id, tournamentRef: 'spring-raffle' },
      numEntries: 0,
      wagerPerEntry: 100,
      amountLeftForNextEntry: 100,
    });

    const first = await play(a.browser, 'WNF_AZTEC_X', 50);
    expect(await current(a.browser)).toMatchObject({ numEntries: 0, amountLeftForNextEntry: 50 });
    // A replayed round moves nothing and counts nothing.
    await a.browser.post('/studio/round', {
      gameSessionId: first.gameSessionId,
      bet: 50,
      roundKey: first.roundKey,
    });
    expect(await current(a.browser)).toMatchObject({ numEntries: 0, amountLeftForNextEntry: 50 });
    await play(a.browser, 'WNF_AZTEC_X', 100);
    expect(await current(a.browser)).toMatchObject({ numEntries: 1, amountLeftForNextEntry: 50 });
    // A game outside the raffle counts nothing.
    await play(a.browser, 'WNF_BATTLE_DWARF', 500);
    expect(await current(a.browser)).toMatchObject({ numEntries: 1, amountLeftForNextEntry: 50 });
    await play(b.browser, 'WNF_AZTEC_X', 300);
    expect(await current(b.browser)).toMatchObject({ numEntries: 3, amountLeftForNextEntry: 100 });

    // Before the draw: no result link, the seed is secret.
    const before = raffleResultsSchema.parse((await a.browser.get(`/raffles/${raffle.id}/results`)).json());
    expect(before).toMatchObject({ status: 'RUNNING', serverSeed: null, ticketListHash: null, winners: [] });

    clock.advance(HOUR);
    await ctx.app.jobs.runOnce();
    // Closed, but not drawn: the draw waits for its beacon round, published after the close (30 s here).
    const closed = raffleResultsSchema.parse((await a.browser.get(`/raffles/${raffle.id}/results`)).json());
    expect(closed).toMatchObject({ status: 'CLOSED', serverSeed: null, winners: [], drawScheme: 2 });
    expect(Date.parse(closed.beacon!.roundTime)).toBe(clock.now().getTime() + 30_000);
    clock.advance(30_000);
    await ctx.app.jobs.runOnce();
    await ctx.app.jobs.runOnce(); // a second run (another process, a retry) changes nothing

    const results = raffleResultsSchema.parse(
      (await new Browser(ctx.app).get(`/raffles/${raffle.id}/results`)).json(),
    );
    expect(results.status).toBe('COMPLETED');
    expect(results.ticketCount).toBe(4);
    // The entrant references the round's one statement computed in SQL are the mapper's (issue 31).
    expect(new Set(results.tickets!.map((t) => t.entrantRef))).toEqual(
      new Set([entrantRefOf(raffle.id, a.accountId), entrantRefOf(raffle.id, b.accountId)]),
    );
    expect(results.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(await sha256Hex(results.serverSeed!)).toBe(raffle.serverSeedHash);
    expect(await ticketListHash(results.tickets!)).toBe(results.ticketListHash);
    const recomputed = await drawRaffle({
      raffleId: raffle.id,
      serverSeed: results.serverSeed!,
      ticketListHash: results.ticketListHash!,
      ranges: results.tickets!,
      places: results.prizes.length,
      beaconValue: results.beacon!.value,
    });
    expect(results.beacon!.value).toMatch(/^[0-9a-f]{64}$/);
    expect(results.winners.map((w) => [w.place, w.entrantRef, w.ticket, w.attempt])).toEqual(
      recomputed.map((w) => [w.place, w.entrantRef, w.ticket, w.attempt]),
    );
    expect(new Set(results.winners.map((w) => w.displayName))).toEqual(
      new Set([a.body.displayName, b.body.displayName]),
    );

    const rows = await prizeRows(raffle.id);
    expect(rows.map((r) => r.idempotency_key)).toEqual([
      `raffle_prize:${raffle.id}:1`,
      `raffle_prize:${raffle.id}:2`,
    ]);
    expect(rows.map((r) => Number(r.amount))).toEqual([500, 200]);
    // Each winner is told in the inbox, once (two job runs), in their language (issue 29).
    for (const winner of [a, b]) {
      const inbox = (await winner.browser.get('/inbox/messages?languageCode=en')).json();
      const raffleMessages = inbox.messages.filter((m: { kind: string }) => m.kind === 'RAFFLE_RESULT');
      expect(raffleMessages).toHaveLength(1);
      expect(raffleMessages[0].body).toContain('"Spring raffle"');
      expect(raffleMessages[0].reward).toBeNull(); // the prize is paid already: nothing to claim
    }

    // History: newest draw first, a `default` translation, the results page link.
    const history = raffleHistoryNewResponseSchema.parse((await a.browser.get('/raffle-history-new')).json());
    expect(history.items[0]).toMatchObject({
      id: raffle.id,
      raffleDrawResult: `/raffles/${raffle.id}/results`,
      translations: expect.arrayContaining([
        { languageCode: 'default', title: '春のラッフル' },
        { languageCode: 'en', title: 'Spring raffle' },
      ]),
    });
    const records = (await b.browser.get('/raffle-history')).json();
    expect(records[0]).toMatchObject({
      raffleId: raffle.id,
      playersTicketCount: 3,
      playerWon: true,
      status: 'COMPLETED',
    });

    // The back office: tickets per player; a drawn raffle can no longer be cancelled.
    const later = await admin(); // the clock moved past the first operator session's idle limit
    const entries = (await later.get(`/operator/raffles/${raffle.id}/entries`)).json();
    expect(entries.data.map((e: { tickets: number }) => e.tickets).sort()).toEqual([1, 3]);
    const cancel = await later.post(`/operator/raffles/${raffle.id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual(ERROR('RAFFLE_NOT_EDITABLE'));
  });

  it('refuses bad input with the catalogue codes; a player without tickets has no history', async () => {
    const operator = await admin();
    const bad = await operator.post('/operator/raffles', raffleInput({ tournamentRef: 'x', prizes: [] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
    const unknownGame = await operator.post(
      '/operator/raffles',
      raffleInput({ tournamentRef: 'odd-game', gameCodes: ['NO_SUCH_GAME'] }),
    );
    expect(unknownGame.statusCode).toBe(400);
    const anonymous = new Browser(ctx.app);
    expect((await anonymous.get('/raffles/abc/results')).statusCode).toBe(400);
    expect((await anonymous.get('/raffles/99999/results')).statusCode).toBe(404);
    expect((await anonymous.post('/operator/raffles', raffleInput())).statusCode).toBe(401);
    const { browser } = await signedUp(ctx.app);
    expect((await browser.get('/raffle-history-new')).json()).toEqual({ items: [] });
  });

  it("adds a VIP tier's extra tickets to the list frozen at the close (Gold: +10 %), and the list verifies", async () => {
    const operator = await admin();
    const raffle = (
      await operator.post('/operator/raffles', raffleInput({ tournamentRef: 'vip-raffle' }))
    ).json();
    const gold = await signedUp(ctx.app);
    const bronze = await signedUp(ctx.app);
    // Gold: 250,000 coins wagered in the tier's window (written straight in; progression.test proves the counting).
    const yesterday = new Date(clock.now().getTime() - 86_400_000).toISOString().slice(0, 10);
    await ctx.db
      .insertInto('progression_wager_days')
      .values({ account_id: gold.accountId, day: yesterday, wagered: 250_000 })
      .execute();
    await play(gold.browser, 'WNF_AZTEC_X', 1000); // 10 tickets by play
    await play(bronze.browser, 'WNF_AZTEC_X', 1000);
    expect((await current(gold.browser)).numEntries).toBe(10); // the extra comes at the close

    clock.advance(HOUR);
    await ctx.app.jobs.runOnce();
    const closed = raffleResultsSchema.parse(
      (await gold.browser.get(`/raffles/${raffle.id}/results`)).json(),
    );
    expect(closed.status).toBe('CLOSED');
    expect(closed.ticketCount).toBe(21);
    const counts = new Map(closed.tickets!.map((t) => [t.displayName, t.tickets]));
    expect(counts.get(gold.body.displayName)).toBe(11);
    expect(counts.get(bronze.body.displayName)).toBe(10);
    expect(await ticketListHash(closed.tickets!)).toBe(closed.ticketListHash);
    clock.advance(30_000);
    await ctx.app.jobs.runOnce();
  });

  it('cancels a raffle before its draw: nothing is drawn or paid', async () => {
    const operator = await admin();
    const raffle = (
      await operator.post('/operator/raffles', raffleInput({ tournamentRef: 'cancel-me' }))
    ).json();
    const a = await signedUp(ctx.app);
    await play(a.browser, 'WNF_AZTEC_X', 200);
    const cancelled = await operator.post(`/operator/raffles/${raffle.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().tournamentStatus).toBe('CANCELLED');
    clock.advance(2 * HOUR);
    await ctx.app.jobs.runOnce();
    expect(await prizeRows(raffle.id)).toEqual([]);
    expect((await a.browser.get(`/raffles/${raffle.id}/results`)).statusCode).toBe(404);
  });

  it('serves generated banner art under the content CDN base', async () => {
    const res = await ctx.app.inject({ url: '/cdn/raffles/casino/spring.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('<svg');
    expect((await ctx.app.inject({ url: '/cdn/raffles/casino/evil.png' })).statusCode).toBe(404);
  });
});
