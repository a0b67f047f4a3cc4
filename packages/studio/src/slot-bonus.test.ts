import { describe, expect, it } from 'vitest';
import { computeOutcome } from './catalogue.ts';
import { FairRng } from './fair.ts';
import { PAYLINES_10, compileSlot, playSlot, slotExact, type SlotConfig } from './games/slot.ts';
import { holdAndWinExact, playHoldAndWin } from './games/slot-hold.ts';
import { Xoshiro128 } from './rng.ts';
import { SLOT_TITLES } from './games/slot-titles.ts';

/**
 * Hold-and-win (Markov chain) and the pick bonus (a fairly shuffled board) against the production
 * engine; the pick's pending/settled protocol. Intervals: mean ± 4.4·σ/√N with fixed seeds.
 */
const SYMBOLS: SlotConfig['symbols'] = [
  { id: 'A', en: 'A', ja: 'A', kind: 'regular', pays: [5, 20, 100] },
  { id: 'B', en: 'B', ja: 'B', kind: 'regular', pays: [2, 5, 10] },
  { id: 'W', en: 'W', ja: 'W', kind: 'wild', pays: [0, 0, 0] },
  { id: 'S', en: 'S', ja: 'S', kind: 'scatter', pays: [2, 10, 50] },
];
const COIN = { id: 'O', en: 'Coin', ja: 'コイン', kind: 'coin', pays: [0, 0, 0] } as const;
const BONUS = { id: 'P', en: 'Bonus', ja: 'ボーナス', kind: 'bonus', pays: [0, 0, 0] } as const;

const holdCfg: SlotConfig = {
  mode: 'lines',
  credits: 10,
  lines: PAYLINES_10,
  symbols: [...SYMBOLS, COIN],
  reels: [
    ['A', 'O', 'O', 'B', 'S', 'B', 'O'],
    ['A', 'W', 'O', 'O', 'B', 'S', 'B'],
    ['O', 'A', 'W', 'O', 'B', 'S', 'O'],
    ['B', 'W', 'A', 'O', 'O', 'S', 'B'],
    ['A', 'O', 'S', 'B', 'O', 'B', 'O'],
  ],
  freeSpins: { spins: 1, multiplier: 1, retrigger: true },
  volatility: 'high',
  features: {
    holdAndWin: {
      trigger: 5,
      hit: [1, 6],
      values: [
        { credits: 5, weight: 6 },
        { credits: 20, weight: 3 },
        { jackpot: 'mini', weight: 1 },
      ],
      jackpots: { mini: 10, minor: 25, major: 100, grand: 500 },
    },
  },
};

const pickCfg: SlotConfig = {
  ...holdCfg,
  symbols: [...SYMBOLS, BONUS],
  reels: holdCfg.reels.map((s) => s.map((x) => (x === 'O' ? 'P' : x))),
  features: { pick: { trigger: 4, prizes: [10, 20, 50, 100, 400] } },
};

function simulate(cfg: SlotConfig, rounds: number, seed: string, choices: number[] = []) {
  const rng = new Xoshiro128(seed);
  let s = 0;
  let s2 = 0;
  for (let i = 0; i < rounds; i++) {
    const r = playSlot(cfg, rng, cfg.credits, { choices }).totalWin / cfg.credits;
    s += r;
    s2 += r * r;
  }
  const mean = s / rounds;
  return { mean, half: (4.4 * Math.sqrt(s2 / rounds - mean * mean)) / Math.sqrt(rounds) };
}

describe('hold-and-win', () => {
  it('the Markov chain’s expected final coins and full-screen chance match the feature played alone', () => {
    const c = compileSlot(holdCfg);
    const exact = holdAndWinExact(c);
    const rng = new Xoshiro128('hold-chain');
    const N = 20_000;
    let coins = 0;
    let full = 0;
    const locked = [0, 1, 2, 3, 4].map((r) => ({ reel: r, row: 1, value: 10 }));
    for (let i = 0; i < N; i++) {
      const h = playHoldAndWin(c, rng, locked, 10);
      coins += locked.length + h.respins.reduce((a, x) => a + x.landed.length, 0);
      if (h.fullScreen) full++;
      expect(h.respins.at(-1)!.respinsLeft === 0 || h.fullScreen).toBe(true);
    }
    const sd = 15 / 2; // coins are bounded in [5, 15]: σ ≤ range / 2
    expect(Math.abs(coins / N - exact.finalCoins[5]!)).toBeLessThan((4.4 * sd) / Math.sqrt(N));
    const pf = exact.fullScreen;
    expect(Math.abs(full / N - pf)).toBeLessThan(4.4 * Math.sqrt((pf * (1 - pf)) / N) + 1e-9);
  });

  it('the round’s RTP by simulation agrees with the exact value', () => {
    const exact = slotExact(holdCfg);
    expect(exact.holdAndWin).toBeGreaterThan(0.05);
    const { mean, half } = simulate(holdCfg, 30_000, 'hold-rtp');
    expect(Math.abs(mean - exact.total), `exact ${exact.total} vs ${mean} ± ${half}`).toBeLessThanOrEqual(
      half,
    );
  });

  it('a new coin resets the respins to 3; values are coins, jackpots name theirs', () => {
    const rng = new Xoshiro128('hold-shape');
    let features = 0;
    for (let i = 0; i < 3000; i++) {
      const o = playSlot(holdCfg, rng, 20);
      const h = o.details.holdAndWin;
      if (!h) continue;
      features++;
      let left = 3;
      for (const r of h.respins) {
        left = r.landed.length > 0 ? 3 : left - 1;
        expect(r.respinsLeft).toBe(left);
        for (const coin of r.landed)
          expect(coin.jackpot ? coin.value === 20 * 10 : [10, 40].includes(coin.value)).toBe(true);
      }
      const coins = [...h.locked, ...h.respins.flatMap((r) => r.landed)];
      expect(h.win).toBe(coins.reduce((a, x) => a + x.value, 0) + (h.fullScreen ? 500 * 20 : 0));
    }
    expect(features).toBeGreaterThan(20);
  });
});

describe('pick bonus', () => {
  it('the round’s RTP by simulation agrees with the exact value, whichever position the player picks', () => {
    const exact = slotExact(pickCfg);
    expect(exact.pick).toBeGreaterThan(0.05);
    for (const pick of [0, 4]) {
      const { mean, half } = simulate(pickCfg, 30_000, `pick-${pick}`, [pick]);
      expect(
        Math.abs(mean - exact.total),
        `pick ${pick}: exact ${exact.total} vs ${mean} ± ${half}`,
      ).toBeLessThanOrEqual(half);
    }
  });

  it('pending without the choice, settled with it: identical draws before the pick, the board fixed', () => {
    let found = 0;
    for (let nonce = 0; found < 5 && nonce < 5000; nonce++) {
      const fair = { serverSeed: 'a'.repeat(64), clientSeed: 'pick', nonce };
      const rng = new FairRng(fair);
      const pending = playSlot(pickCfg, rng, 10, { choices: [] });
      if (!pending.details.pick) continue;
      found++;
      expect(pending.pending).toEqual({ kind: 'pick', step: 'pick-bonus', options: 5 });
      expect(pending.details.pick.board).toBeUndefined();
      expect(pending.children).toEqual([]);
      expect(pending.totalWin).toBe(pending.win);
      const boards = [0, 1, 2, 3, 4].map((k) => {
        const settled = playSlot(pickCfg, new FairRng(fair), 10, { choices: [k] });
        expect(settled.pending).toBeUndefined();
        expect(settled.details.stops).toEqual(pending.details.stops);
        expect(settled.details.lineWins).toEqual(pending.details.lineWins);
        expect(settled.details.pick!.chosen).toEqual([k]);
        expect(settled.details.pick!.win).toBe(settled.details.pick!.board![k]);
        expect(settled.win).toBe(pending.win + settled.details.pick!.win);
        return settled.details.pick!.board;
      });
      for (const b of boards) expect(b).toEqual(boards[0]);
      expect(() => playSlot(pickCfg, new FairRng(fair), 10, { choices: [5] })).toThrow(/pick must be/);
      expect([...boards[0]!].sort((x, y) => x - y)).toEqual([10, 20, 50, 100, 400]);
    }
    expect(found).toBe(5);
  });
});

describe('every title', () => {
  it('composes at least one mechanic, and no two titles compose the same set', () => {
    const sets = Object.values(SLOT_TITLES).map((cfg) => {
      const f = cfg.features ?? {};
      const keys = Object.keys(f).map((k) =>
        k === 'expandingWilds'
          ? `${k}:${f.expandingWilds}`
          : k === 'cascade'
            ? `${k}:${f.cascade!.multipliers.length > 1 ? 'rising' : 'plain'}`
            : k,
      );
      expect(keys.length).toBeGreaterThan(0);
      return keys.sort().join('+');
    });
    expect(new Set(sets).size).toBe(sets.length);
  });

  it('same fair inputs and choices → the same outcome, bit for bit', () => {
    for (const code of Object.keys(SLOT_TITLES))
      for (let nonce = 0; nonce < 20; nonce++) {
        const fair = { serverSeed: 'b'.repeat(64), clientSeed: code, nonce };
        const a = computeOutcome(code, fair, { bet: SLOT_TITLES[code]!.credits }, [2]);
        const b = computeOutcome(code, fair, { bet: SLOT_TITLES[code]!.credits }, [2]);
        expect(JSON.stringify(a)).toBe(JSON.stringify(b));
      }
  });
});
