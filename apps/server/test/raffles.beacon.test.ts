import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawRaffle, raffleResultsSchema, ticketRanges } from '@casino/contract';
import { createLocalBeacon } from '../src/modules/raffles/raffles.beacon.ts';
import { Browser, ERROR, signedUp } from './auth-helpers.ts';
import { manualClock, setupTestApp } from './helper.ts';
import {
  HOUR,
  raffleAdmin,
  raffleInput as sharedRaffleInput,
  raffleSuiteEnv,
} from './support/raffle-http.ts';

/**
 * Issue 32: a raffle draw no one can steer (docs/raffles.md, "The draw", scheme 2). The draw mixes in
 * the value of a beacon round fixed at creation and published after the ticket list closes.
 * - A drawn raffle recomputes from the documented steps, by an implementation written here from the
 *   doc (node:crypto), not by the server's code path.
 * - An insider who knows the server seed cannot choose the winner by adding late tickets: the search
 *   that wins every time under scheme 1 wins under scheme 2 only about as often as its ticket share;
 *   the beacon value is not out before the close, the draw refuses to run before it is, and bets after
 *   the close earn nothing.
 */
const ADMIN_EMAIL = 'beacon-raffles@casino.test';
const clock = manualClock(new Date('2030-05-01T00:00:00Z'));
const ctx = setupTestApp({ env: raffleSuiteEnv(ADMIN_EMAIL), clock });
const admin = () => raffleAdmin(ctx.app, ADMIN_EMAIL);
const raffleInput = (ref: string) =>
  sharedRaffleInput(clock.now(), { tournamentRef: ref, prizes: [300, 100] });

let rounds = 0;
async function play(browser: Browser, bet: number) {
  const launch = await browser.get('/launchgame?gameCode=WNF_AZTEC_X&lobbyUrl=%2F&language=en');
  const token = new URL(launch.json().url, 'http://x').searchParams.get('launch');
  const session = await browser.post('/studio/session', { launchToken: token });
  const res = await browser.post('/studio/round', {
    gameSessionId: session.json().gameSessionId,
    bet,
    roundKey: `beacon-round-${rounds++}`,
  });
  expect(res.statusCode).toBe(200);
}

const results = async (raffleId: number) =>
  raffleResultsSchema.parse((await new Browser(ctx.app).get(`/raffles/${raffleId}/results`)).json());

// ---- docs/raffles.md "The draw", written here from the page (node:crypto, no code of the server) ----
interface Range {
  entrantRef: string;
  firstTicket: number;
  tickets: number;
}
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const docTicketListHash = (ranges: readonly Range[]) =>
  sha256(ranges.map((r) => `${r.entrantRef} ${r.firstTicket} ${r.tickets}`).join('\n'));

/** Steps 4 of the doc: scheme 2 when `beacon` is given, scheme 1 otherwise. */
function docDraw(
  seed: string,
  T: string,
  beacon: string | null,
  raffleId: number,
  ranges: readonly Range[],
  places: number,
) {
  const n = ranges.reduce((sum, r) => sum + r.tickets, 0);
  const limit = ((1n << 64n) / BigInt(n)) * BigInt(n);
  const won = new Set<string>();
  const out: { place: number; entrantRef: string; ticket: number; attempt: number }[] = [];
  for (let k = 1; k <= Math.min(places, ranges.length); k++) {
    for (let j = 0; ; j++) {
      const message = beacon === null ? `${T}:${raffleId}:${k}:${j}` : `${T}:${beacon}:${raffleId}:${k}:${j}`;
      const h = createHmac('sha256', Buffer.from(seed, 'hex')).update(message, 'utf8').digest();
      const x = h.readBigUInt64BE(0);
      if (x >= limit) continue;
      const ticket = Number(x % BigInt(n));
      const owner = ranges.find((r) => ticket >= r.firstTicket && ticket < r.firstTicket + r.tickets)!;
      if (won.has(owner.entrantRef)) continue;
      won.add(owner.entrantRef);
      out.push({ place: k, entrantRef: owner.entrantRef, ticket, attempt: j });
      break;
    }
  }
  return out;
}

describe('a raffle draw no one can steer (scheme 2: a beacon round fixed at creation)', () => {
  it('fixes the round at creation, refuses to draw before it is out, refuses late tickets, and recomputes from the doc', async () => {
    const operator = await admin();
    const created = await operator.post('/operator/raffles', raffleInput('beacon-raffle'));
    expect(created.statusCode).toBe(201);
    const raffleId: number = created.json().id;
    const endAt = clock.now().getTime() + HOUR;

    // Fixed at creation and public: the first round published strictly after the close.
    const open = await results(raffleId);
    expect(open.drawScheme).toBe(2);
    const { round, roundTime } = open.beacon!;
    expect(Date.parse(roundTime)).toBeGreaterThan(endAt);
    expect(open.beacon!.value).toBeNull();

    const a = await signedUp(ctx.app);
    const b = await signedUp(ctx.app);
    await play(a.browser, 100);
    await play(b.browser, 300);

    // The close: the list is frozen and T published; the beacon round is not out, nobody knows B.
    clock.advance(HOUR);
    await ctx.app.jobs.runOnce();
    const closed = await results(raffleId);
    expect(closed).toMatchObject({ status: 'CLOSED', ticketCount: 4, serverSeed: null, winners: [] });
    const beacon = createLocalBeacon();
    expect(await beacon.value(ctx.db, round, clock.now())).toBeNull();
    const published = await ctx.db
      .selectFrom('randomness_beacon_rounds')
      .selectAll()
      .where('round', '=', round)
      .execute();
    expect(published).toEqual([]);

    // Tickets after the close are refused: a bet now earns nothing, the list and T stay as published.
    await play(a.browser, 1000);
    clock.advance(10_000);
    await ctx.app.jobs.runOnce(); // the draw refuses to run: the round is still not out
    const waiting = await results(raffleId);
    expect(waiting).toMatchObject({ status: 'CLOSED', serverSeed: null, winners: [], ticketCount: 4 });
    expect(waiting.ticketListHash).toBe(closed.ticketListHash);
    expect(waiting.tickets).toEqual(closed.tickets);
    // Nor can it be cancelled now, to throw away an unwelcome beacon value.
    const later = await admin(); // the clock moved past the first operator session's idle limit
    const cancel = await later.post(`/operator/raffles/${raffleId}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual(ERROR('RAFFLE_NOT_EDITABLE'));

    // The round comes out; the next pass draws.
    clock.advance(Date.parse(roundTime) - clock.now().getTime());
    await ctx.app.jobs.runOnce();
    const drawn = await results(raffleId);
    expect(drawn.status).toBe('COMPLETED');
    const B = drawn.beacon!.value!;
    expect(B).toMatch(/^[0-9a-f]{64}$/);
    expect(await beacon.value(ctx.db, round, clock.now())).toBe(B); // every process reads the same value

    // Recomputed from docs/raffles.md alone.
    const seed = drawn.serverSeed!;
    expect(sha256(seed)).toBe(drawn.serverSeedHash);
    expect(docTicketListHash(drawn.tickets!)).toBe(drawn.ticketListHash);
    expect(drawn.tickets!.reduce((s, r) => s + r.tickets, 0)).toBe(drawn.ticketCount);
    const recomputed = docDraw(seed, drawn.ticketListHash!, B, raffleId, drawn.tickets!, drawn.prizes.length);
    expect(recomputed).toHaveLength(2);
    expect(
      drawn.winners.map((w) => ({
        place: w.place,
        entrantRef: w.entrantRef,
        ticket: w.ticket,
        attempt: w.attempt,
      })),
    ).toEqual(recomputed);
    // The scheme matters: the same inputs without B (scheme 1) are another computation.
    const withoutBeacon = docDraw(
      seed,
      drawn.ticketListHash!,
      null,
      raffleId,
      drawn.tickets!,
      drawn.prizes.length,
    );
    expect(
      await drawRaffle({
        raffleId,
        serverSeed: seed,
        ticketListHash: drawn.ticketListHash!,
        ranges: drawn.tickets!,
        places: 2,
      }),
    ).toEqual(withoutBeacon);
  });

  it('an insider who knows the seed picks late tickets that win under scheme 1, and gains nothing under scheme 2', async () => {
    const seed = createHash('sha256').update('the insider knows this seed').digest('hex');
    const raffleId = 4242;
    const others = Array.from({ length: 20 }, (_, i) => ({
      entrantRef: (0x1000 + i).toString(16).padStart(16, '0'),
      tickets: 5,
    }));
    const insiderRef = 'ffffffffffffffff';
    // Late tickets the insider may add before the close: 1…40 more of their own bets.
    const listWith = (extra: number) => ticketRanges([...others, { entrantRef: insiderRef, tickets: extra }]);
    const winnerOf = (extra: number, beacon: string | null) => {
      const ranges = listWith(extra);
      return docDraw(seed, docTicketListHash(ranges), beacon, raffleId, ranges, 1)[0]!.entrantRef;
    };

    // Scheme 1: knowing the seed, the insider searches for a ticket count whose list makes them win.
    const chosen = Array.from({ length: 40 }, (_, i) => i + 1).find(
      (extra) => winnerOf(extra, null) === insiderRef,
    );
    expect(chosen, 'scheme 1 can be steered with a known seed').toBeDefined();
    const share = chosen! / (chosen! + 100);
    expect(share).toBeLessThan(0.3);

    // Scheme 2: the same chosen list, with the beacon value unknown at the close. Over 400 possible
    // beacon values it wins about as often as its ticket share — the seed bought nothing.
    const beacons = Array.from({ length: 400 }, (_, i) =>
      createHash('sha256').update(`beacon ${i}`).digest('hex'),
    );
    const wins = beacons.filter((b) => winnerOf(chosen!, b) === insiderRef).length;
    expect(wins / beacons.length).toBeLessThan(share + 0.1);
    expect(new Set(beacons.map((b) => winnerOf(chosen!, b))).size).toBeGreaterThan(10);
    // And no list is better than another without B: the best the insider can do is pick the list
    // whose win rate over B is highest, which stays near its own ticket share.
    for (const extra of [1, 10, 20, 40]) {
      const rate = beacons.slice(0, 200).filter((b) => winnerOf(extra, b) === insiderRef).length / 200;
      expect(rate).toBeLessThan(extra / (extra + 100) + 0.1);
    }
  });
});
