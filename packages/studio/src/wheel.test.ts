import { describe, expect, it } from 'vitest';
import { exactRtp, computeOutcome } from './catalogue.ts';
import type { WheelConfig, WheelDetails } from './games/wheel.ts';
import { Xoshiro128 } from './rng.ts';
import { simulate, type PickStrategy } from './simulate.ts';
import * as T from './tables.ts';
import { BetError } from './types.ts';

const SEED = 'a'.repeat(64);
const CT = 'EVO_LIVE_CRAZY_TIME';

/** The first nonce whose round lands on `spot` (a fixed search, so the test is deterministic). */
function nonceLanding(code: string, spot: string, bets: Record<string, number>): number {
  for (let nonce = 0; nonce < 5000; nonce++) {
    const o = computeOutcome(code, { serverSeed: SEED, clientSeed: 'c', nonce }, { bets }, [0]);
    if ((o.details as WheelDetails).result === spot) return nonce;
  }
  throw new Error(`no round lands on ${spot}`);
}

describe('wheel segment orders', () => {
  const WHEELS: [string, WheelConfig, string[]][] = [
    ['Dream Catcher', T.DREAM_CATCHER, ['x2', 'x5']],
    ['Crazy Time', T.CRAZY_TIME, ['coin_flip', 'pachinko', 'cash_hunt', 'crazy_time']],
    ['Monopoly', T.MONOPOLY, ['chance', 'two_rolls', 'four_rolls']],
    ['Funky Time', T.FUNKY_TIME, ['bar', 'disco', 'stayin_alive', 'vip_disco']],
    ['Imperial Quest', T.IMPERIAL_QUEST, ['quest', 'emperor']],
  ];
  for (const [name, cfg, rare] of WHEELS) {
    it(`${name}: no two rare segments side by side, each rare spot spread round the wheel`, () => {
      const seg = cfg.segments;
      const n = seg.length;
      for (let i = 0; i < n; i++) {
        const pair = [seg[i]!, seg[(i + 1) % n]!];
        expect(
          pair.every((id) => rare.includes(id)),
          `${i}: ${pair.join(' | ')}`,
        ).toBe(false);
      }
      for (const id of rare) {
        const at = seg.flatMap((s, i) => (s === id ? [i] : []));
        const gaps = at.map((p, k) => (at[(k + 1) % at.length]! - p + n) % n || n);
        expect(Math.min(...gaps), id).toBeGreaterThanOrEqual(Math.floor(n / at.length / 2));
      }
    });
  }

  it('keeps every spot’s segment count (the maths depends on counts only)', () => {
    const count = (cfg: WheelConfig, id: string) => cfg.segments.filter((s) => s === id).length;
    expect([
      count(T.CRAZY_TIME, '1'),
      count(T.CRAZY_TIME, 'crazy_time'),
      T.CRAZY_TIME.segments.length,
    ]).toEqual([21, 1, 54]);
    expect([
      count(T.MONOPOLY, 'two_rolls'),
      count(T.MONOPOLY, 'four_rolls'),
      T.MONOPOLY.segments.length,
    ]).toEqual([3, 1, 54]);
  });
});

describe('Cash Hunt: the player picks the target', () => {
  const bets = { cash_hunt: 10, '1': 5 };
  const nonce = nonceLanding(CT, 'cash_hunt', bets);
  const fair = { serverSeed: SEED, clientSeed: 'c', nonce };

  it('without the pick the round is pending, shows no board values and counts only what is decided', () => {
    const o = computeOutcome(CT, fair, { bets });
    expect(o.pending).toEqual({ kind: 'pick', step: 'bonus:cash-hunt', options: 108 });
    expect(o.children).toEqual([]);
    expect(JSON.stringify(o)).not.toContain('hidden');
    const top = (o.details as WheelDetails).spins.at(-1)!.topSlot;
    expect(o.totalWin).toBe(10); // the Cash Hunt stake comes back; the '1' bet lost
    expect(top).toBeDefined();
  });

  it('the settled round has the same draws up to the pick; the pick selects a position of a fixed board', () => {
    const pending = computeOutcome(CT, fair, { bets });
    const boards = [0, 53, 107].map((k) => computeOutcome(CT, fair, { bets }, [k]));
    for (const [i, o] of boards.entries()) {
      const k = [0, 53, 107][i]!;
      expect(o.pending).toBeUndefined();
      expect(o.details).toMatchObject({ spins: (pending.details as WheelDetails).spins });
      expect(o.fair.draws).toBe(pending.fair.draws);
      const child = o.children[0]!;
      const trace = (child.details as { trace: { hidden: number[]; picked: number; by: string } }).trace;
      expect(trace).toMatchObject({ picked: k, by: 'player' });
      expect(trace.hidden).toEqual(
        (boards[0]!.children[0]!.details as typeof child.details & { trace: typeof trace }).trace.hidden,
      );
      const d = o.details as WheelDetails;
      const top = d.spins.at(-1)!.topSlot!;
      const boost = top.spot === 'cash_hunt' ? top.multiplier : 1;
      expect(child.totalWin).toBe(10 * trace.hidden[k]! * d.respinMultiplier * boost);
      expect(o.totalWin).toBe(10 + child.totalWin);
    }
  });

  it('refuses a pick outside the board', () => {
    expect(() => computeOutcome(CT, fair, { bets }, [108])).toThrow(BetError);
    expect(() => computeOutcome(CT, fair, { bets }, [-1])).toThrow(BetError);
  });

  it('a player with no stake on Cash Hunt is not asked: the target is drawn', () => {
    const n = nonceLanding(CT, 'cash_hunt', { '2': 5 });
    const o = computeOutcome(CT, { serverSeed: SEED, clientSeed: 'c', nonce: n }, { bets: { '2': 5 } });
    expect(o.pending).toBeUndefined();
    expect(o.children[0]!.details).toMatchObject({ trace: { by: 'draw' } });
  });
});

describe('exact RTP does not depend on the pick (exact vs simulation, 5σ/√N)', () => {
  const rng = new Xoshiro128('random-picks');
  const STRATEGIES: [string, PickStrategy][] = [
    ['always the first', () => 0],
    ['always the last', (d) => d.options - 1],
    ['at random', (d) => rng.int(d.options)],
  ];
  for (const code of [CT, 'EVO_LIVE_FUNKY_TIME']) {
    for (const [name, strategy] of STRATEGIES) {
      it(`${code}, picking ${name}`, () => {
        const N = 20_000;
        const r = simulate(code, N, `pick:${code}:${name}`, strategy);
        expect(Math.abs(r.rtp - exactRtp(code).reference)).toBeLessThan((5 * r.sigma) / Math.sqrt(N));
      });
    }
  }
});
