import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawRaffle, importSeed, ownerOf, ticketFor, ticketListHash, ticketRanges } from '@casino/contract';

/**
 * The raffle draw (packages/contract/src/raffle-draw.ts, docs/raffles.md) over random ticket lists:
 * deterministic given its inputs, one place per player, every winning ticket inside its owner's range,
 * and a uniform choice of ticket (chi-square), including when rejection sampling has work to do.
 */

const seedOf = (i: number) => createHash('sha256').update(`raffle-seed-${i}`).digest('hex');

const entrantsArb = fc
  .uniqueArray(fc.stringMatching(/^[0-9a-f]{16}$/), { minLength: 1, maxLength: 25 })
  .chain((refs) =>
    fc.tuple(
      fc.constant(refs),
      fc.array(fc.integer({ min: 0, max: 40 }), { minLength: refs.length, maxLength: refs.length }),
    ),
  )
  .map(([refs, tickets]) => refs.map((entrantRef, i) => ({ entrantRef, tickets: tickets[i]! })));

describe('raffle draw (property)', () => {
  it('is deterministic, never picks a player twice, and each ticket belongs to its winner', async () => {
    await fc.assert(
      fc.asyncProperty(
        entrantsArb,
        fc.stringMatching(/^[0-9a-f]{64}$/),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 100_000 }),
        async (entrants, serverSeed, places, raffleId) => {
          const ranges = ticketRanges(entrants);
          const hash = await ticketListHash(ranges);
          const input = { raffleId, serverSeed, ticketListHash: hash, ranges, places };
          const first = await drawRaffle(input);
          // The same inputs, and the entrants given in another order: the same winners.
          const again = await drawRaffle({
            ...input,
            ranges: ticketRanges([...entrants].reverse()),
          });
          expect(again).toEqual(first);
          const holders = ranges.length;
          expect(first).toHaveLength(Math.min(places, holders));
          expect(new Set(first.map((w) => w.entrantRef)).size).toBe(first.length);
          expect(first.map((w) => w.place)).toEqual(first.map((_, i) => i + 1));
          for (const w of first) expect(ownerOf(ranges, w.ticket).entrantRef).toBe(w.entrantRef);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('chooses tickets uniformly: chi-square over 7,000 draws of 7 tickets', async () => {
    const n = 7;
    const draws = 7_000;
    const counts = new Array<number>(n).fill(0);
    const ranges = ticketRanges(Array.from({ length: n }, (_, i) => ({ entrantRef: `e${i}`, tickets: 1 })));
    const hash = await ticketListHash(ranges);
    for (let i = 0; i < draws; i++) {
      const [winner] = await drawRaffle({
        raffleId: 1,
        serverSeed: seedOf(i),
        ticketListHash: hash,
        ranges,
        places: 1,
      });
      counts[winner!.ticket]!++;
    }
    const expected = draws / n;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 6 degrees of freedom: P(χ² > 22.46) = 0.001. The seeds are fixed, so the verdict is too.
    expect(chiSquare).toBeLessThan(22.46);
    // And not suspiciously perfect (a counter instead of a hash would give 0): P(χ² < 0.381) = 0.001.
    expect(chiSquare).toBeGreaterThan(0.381);
  });

  it('rejects the biased tail: with N = 3·2^61 about a quarter of attempts are refused, the rest < N', async () => {
    const n = 3 * 2 ** 61;
    const key = await importSeed(seedOf(1));
    let rejected = 0;
    const tries = 400;
    for (let j = 0; j < tries; j++) {
      const ticket = await ticketFor(key, 'a'.repeat(64), 1, 1, j, n);
      if (ticket === null) rejected++;
      else expect(ticket).toBeLessThan(n);
    }
    // floor(2^64 / N) · N = 2N = 0.75 · 2^64: a quarter of x values fall in the rejected tail.
    expect(rejected).toBeGreaterThan(tries * 0.15);
    expect(rejected).toBeLessThan(tries * 0.35);
  });

  it('chooses the second place uniformly among those who have not won (one prize per player)', async () => {
    const ranges = ticketRanges([
      { entrantRef: 'a', tickets: 1 },
      { entrantRef: 'b', tickets: 1 },
      { entrantRef: 'c', tickets: 2 },
    ]);
    const hash = await ticketListHash(ranges);
    const seconds = new Map<string, number>();
    for (let i = 0; i < 2_000; i++) {
      const winners = await drawRaffle({
        raffleId: 9,
        serverSeed: seedOf(i),
        ticketListHash: hash,
        ranges,
        places: 3,
      });
      expect(winners.map((w) => w.entrantRef).sort()).toEqual(['a', 'b', 'c']);
      if (winners[0]!.entrantRef === 'c')
        seconds.set(winners[1]!.entrantRef, (seconds.get(winners[1]!.entrantRef) ?? 0) + 1);
    }
    // When c (half the tickets) wins first, a and b (one ticket each) are equally likely second.
    const a = seconds.get('a') ?? 0;
    const b = seconds.get('b') ?? 0;
    const chiSquare = (a - b) ** 2 / (a + b); // 1 degree of freedom: P(χ² > 10.83) = 0.001
    expect(a + b).toBeGreaterThan(800);
    expect(chiSquare).toBeLessThan(10.83);
  });
});
