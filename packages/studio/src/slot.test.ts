import { describe, expect, it } from 'vitest';
import { PAYLINES_20, slotExact, spinOnce, type SlotConfig } from './games/slot.ts';
import { ScriptedRng, Xoshiro128 } from './rng.ts';
import { playSlot } from './games/slot.ts';

const SYMBOLS: SlotConfig['symbols'] = [
  { id: 'A', en: 'A', ja: 'A', kind: 'regular', pays: [5, 20, 100] },
  { id: 'B', en: 'B', ja: 'B', kind: 'regular', pays: [2, 5, 10] },
  { id: 'C', en: 'C', ja: 'C', kind: 'regular', pays: [1, 3, 8] },
  { id: 'W', en: 'W', ja: 'W', kind: 'wild', pays: [0, 0, 0] },
  { id: 'S', en: 'S', ja: 'S', kind: 'scatter', pays: [2, 10, 50] },
];
const REELS = [
  ['A', 'B', 'C', 'S', 'C'],
  ['A', 'W', 'B', 'C', 'S', 'B'],
  ['C', 'A', 'W', 'B', 'S'],
  ['B', 'W', 'A', 'C', 'C', 'S'],
  ['A', 'C', 'S', 'B', 'B'],
];
const tiny = (mode: 'lines' | 'ways'): SlotConfig => ({
  mode,
  credits: mode === 'lines' ? 20 : 25,
  lines: mode === 'lines' ? PAYLINES_20 : [],
  symbols: SYMBOLS,
  reels: REELS,
  freeSpins: { spins: 1, multiplier: 2, retrigger: true },
  volatility: 'medium',
});

describe('slot exact RTP', () => {
  for (const mode of ['lines', 'ways'] as const) {
    it(`${mode}: reel-independence formula equals brute force over every stop combination`, () => {
      const cfg = tiny(mode);
      const bet = cfg.credits;
      let total = 0;
      let triggers = 0;
      let n = 0;
      for (let a = 0; a < 5; a++)
        for (let b = 0; b < 6; b++)
          for (let c = 0; c < 5; c++)
            for (let d = 0; d < 6; d++)
              for (let e = 0; e < 5; e++) {
                const o = spinOnce(cfg, new ScriptedRng([a, b, c, d, e]), bet);
                expect(o.details.stops).toEqual([a, b, c, d, e]);
                total += o.win / bet;
                if (o.details.scatterCount >= 3) triggers++;
                n++;
              }
      const exact = slotExact(cfg);
      expect(exact.base).toBeCloseTo(total / n, 12);
      expect(exact.trigger).toBeCloseTo(triggers / n, 12);
      expect(exact.total).toBeCloseTo(exact.base * (1 + (exact.trigger * 2 * 1) / (1 - exact.trigger)), 12);
    });
  }

  it('free spins and retriggers: simulation agrees with the branching-process formula', () => {
    const cfg = tiny('lines');
    const rng = new Xoshiro128('tiny');
    const N = 60_000;
    let s = 0;
    let s2 = 0;
    for (let i = 0; i < N; i++) {
      const o = playSlot(cfg, rng, 20);
      const r = o.totalWin / 20;
      s += r;
      s2 += r * r;
      expect(o.children.every((c) => c.stake === 0 && c.step === 'free-spin')).toBe(true);
    }
    const mean = s / N;
    const sd = Math.sqrt(s2 / N - mean * mean);
    expect(Math.abs(mean - slotExact(cfg).total)).toBeLessThan((5 * sd) / Math.sqrt(N));
  });

  it('wins are whole coins and bets must be multiples of the credit count', () => {
    const cfg = tiny('lines');
    expect(() => playSlot(cfg, new Xoshiro128('x'), 30)).toThrow(/multiple of 20/);
    const rng = new Xoshiro128('y');
    for (let i = 0; i < 2000; i++) expect(Number.isInteger(playSlot(cfg, rng, 40).totalWin)).toBe(true);
  });
});
