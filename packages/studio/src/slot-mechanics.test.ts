import { describe, expect, it } from 'vitest';
import {
  PAYLINES_20,
  playSlot,
  slotExact,
  spinOnce,
  type SlotConfig,
  type SlotFeatures,
} from './games/slot.ts';
import { ScriptedRng, Xoshiro128 } from './rng.ts';

/**
 * Each mechanic's exact RTP (slot-exact.ts, slot-hold.ts, slot-pick.ts) against the production engine:
 * brute force over every stop combination where the spin has no other draw, otherwise a long
 * simulation through the same Rng methods the fair generator uses (xoshiro128** only replaces the
 * source of 32-bit words). A simulation passes when the exact value lies in mean ± 4.4·σ/√N (the
 * two-sided 99.999 % interval; seeds are fixed, so the outcome is reproducible).
 */
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
const tiny = (
  mode: 'lines' | 'ways',
  features: SlotFeatures,
  extra: Partial<SlotConfig> = {},
): SlotConfig => ({
  mode,
  credits: mode === 'lines' ? 20 : 25,
  lines: mode === 'lines' ? PAYLINES_20 : [],
  symbols: SYMBOLS,
  reels: REELS,
  freeSpins: { spins: 1, multiplier: 2, retrigger: !features.stickyWilds },
  volatility: 'medium',
  features,
  ...extra,
});

/** Mean and half-width (z·σ/√N) of the RTP over N rounds. */
function simulateRtp(cfg: SlotConfig, rounds: number, seed: string, choices: number[] = []) {
  const rng = new Xoshiro128(seed);
  const bet = cfg.credits;
  let s = 0;
  let s2 = 0;
  for (let i = 0; i < rounds; i++) {
    const r = playSlot(cfg, rng, bet, { choices }).totalWin / bet;
    s += r;
    s2 += r * r;
  }
  const mean = s / rounds;
  return { mean, half: (4.4 * Math.sqrt(s2 / rounds - mean * mean)) / Math.sqrt(rounds) };
}

function expectInInterval(cfg: SlotConfig, rounds: number, seed: string, choices: number[] = []) {
  const exact = slotExact(cfg).total;
  const { mean, half } = simulateRtp(cfg, rounds, seed, choices);
  expect(Math.abs(exact - mean), `exact ${exact} vs simulated ${mean} ± ${half}`).toBeLessThanOrEqual(half);
  expect(half / exact).toBeLessThan(0.1); // the test has power: the interval is narrow
}

describe('expanding wilds', () => {
  for (const mode of ['lines', 'ways'] as const)
    it(`${mode}: the closed form equals brute force over every stop combination`, () => {
      const cfg = tiny(mode, { expandingWilds: 'always' });
      let total = 0;
      let n = 0;
      let expanded = 0;
      for (let a = 0; a < 5; a++)
        for (let b = 0; b < 6; b++)
          for (let c = 0; c < 5; c++)
            for (let d = 0; d < 6; d++)
              for (let e = 0; e < 5; e++) {
                const o = spinOnce(cfg, new ScriptedRng([a, b, c, d, e]), cfg.credits);
                total += o.win / cfg.credits;
                expanded += o.details.expandedReels!.length;
                for (const r of o.details.expandedReels!) expect(o.details.grid[r]).toEqual(['W', 'W', 'W']);
                n++;
              }
      expect(expanded).toBeGreaterThan(0);
      expect(slotExact(cfg).base).toBeCloseTo(total / n, 12);
    });

  it('in free spins only: simulation agrees with the exact value', () => {
    expectInInterval(tiny('lines', { expandingWilds: 'free-spins' }), 20_000, 'expand-free');
  });
});

describe('multiplier wilds', () => {
  const wildMultipliers = { values: [2, 3, 5], weights: [5, 3, 1] };
  for (const mode of ['lines', 'ways'] as const)
    it(`${mode}: simulation agrees with the exact value (linearity of the multipliers)`, () => {
      expectInInterval(tiny(mode, { wildMultipliers }), 20_000, `mult-${mode}`);
    });

  it('a line pays the product of the multipliers of the wilds it uses', () => {
    const cfg = tiny('lines', { wildMultipliers });
    const rng = new Xoshiro128('mult-product');
    let seen = 0;
    for (let i = 0; i < 3000; i++) {
      const o = spinOnce(cfg, rng, 20);
      const m = new Map(o.details.wildMultipliers!.map((w) => [`${w.reel}:${w.row}`, w.multiplier]));
      for (const w of o.details.lineWins) {
        const product = w.cells!.reduce((p, c) => p * (m.get(`${c.reel}:${c.row}`) ?? 1), 1);
        expect(w.wildMultiplier ?? 1).toBe(product);
        if (product > 1) seen++;
      }
    }
    expect(seen).toBeGreaterThan(50);
  });
});

describe('sticky wilds in free spins', () => {
  it('simulation agrees with the 8-state Markov chain per reel', () => {
    const cfg = tiny(
      'ways',
      { stickyWilds: true },
      { freeSpins: { spins: 6, multiplier: 1, retrigger: false } },
    );
    expectInInterval(cfg, 15_000, 'sticky');
  });

  it('a wild stays for every later free spin of the round', () => {
    const cfg = tiny(
      'lines',
      { stickyWilds: true, expandingWilds: 'free-spins' },
      { freeSpins: { spins: 6, multiplier: 1, retrigger: false } },
    );
    expectInInterval(cfg, 15_000, 'sticky-expanding');
    const rng = new Xoshiro128('sticky-hold');
    for (let i = 0; i < 500; i++) {
      const o = playSlot(cfg, rng, 20);
      let held = new Set<string>();
      for (const fs of o.children) {
        const d = fs.details as typeof o.details;
        const now = new Set(d.stickyWilds!.map((c) => `${c.reel}:${c.row}`));
        for (const x of held) expect(now.has(x)).toBe(true);
        for (const x of now) expect(d.grid[Number(x[0])]![Number(x[2])]).toBe('W');
        held = new Set(
          d.grid.flatMap((col, r) => col.flatMap((s, row) => (s === 'W' ? [`${r}:${row}`] : []))),
        );
      }
    }
  });
});
