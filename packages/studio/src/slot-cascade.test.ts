import { describe, expect, it } from 'vitest';
import { compileSlot, playSlot, type SlotConfig } from './games/slot.ts';
import { evaluateWindow, type Window } from './games/slot-window.ts';
import { Xoshiro128 } from './rng.ts';

/**
 * Cascades have no closed form (a refill depends on which cells won); their RTP is simulated and
 * stated with its interval (scripts/tune-slots.ts, `npm run rtp`). Here: the tumble rules themselves.
 */
const cfg: SlotConfig = {
  mode: 'ways',
  credits: 25,
  lines: [],
  symbols: [
    { id: 'A', en: 'A', ja: 'A', kind: 'regular', pays: [5, 20, 100] },
    { id: 'B', en: 'B', ja: 'B', kind: 'regular', pays: [2, 5, 10] },
    { id: 'C', en: 'C', ja: 'C', kind: 'regular', pays: [1, 3, 8] },
    { id: 'W', en: 'W', ja: 'W', kind: 'wild', pays: [0, 0, 0] },
    { id: 'S', en: 'S', ja: 'S', kind: 'scatter', pays: [2, 10, 50] },
  ],
  reels: [
    ['A', 'B', 'C', 'S', 'C', 'A', 'B'],
    ['A', 'W', 'B', 'C', 'S', 'B', 'C'],
    ['C', 'A', 'W', 'B', 'S', 'A', 'C'],
    ['B', 'W', 'A', 'C', 'C', 'S', 'A'],
    ['A', 'C', 'S', 'B', 'B', 'C', 'A'],
  ],
  freeSpins: { spins: 1, multiplier: 2, retrigger: false },
  volatility: 'high',
  features: { cascade: { multipliers: [1, 2, 3, 5] }, wildMultipliers: { values: [2], weights: [1] } },
  rtpEstimate: { rtp: 1, halfWidth: 0.01, rounds: 1 },
};

const windowOf = (grid: string[][]): Window => {
  const index = new Map(cfg.symbols.map((s, i) => [s.id, i]));
  return {
    sym: grid.map((col) => Int32Array.from(col, (s) => index.get(s)!)),
    mult: grid.map(() => new Int32Array(3).fill(1)),
    pos: [0, 0, 0, 0, 0],
  };
};

describe('cascades', () => {
  it('each tumble removes exactly the winning cells, keeps the rest in order and refills from the strip', () => {
    const c = compileSlot(cfg);
    const rng = new Xoshiro128('cascade-rules');
    let tumbles = 0;
    let longest = 0;
    for (let i = 0; i < 1500; i++) {
      const o = playSlot(cfg, rng, 25);
      const d = o.details;
      let grid = d.grid;
      let wins = d.lineWins;
      const top = [...d.stops];
      for (const [k, step] of d.cascades!.entries()) {
        tumbles++;
        const winning = new Set(wins.flatMap((w) => w.cells!.map((x) => `${x.reel}:${x.row}`)));
        expect(new Set(step.removed.map((x) => `${x.reel}:${x.row}`))).toEqual(winning);
        for (let r = 0; r < 5; r++) {
          const gone = step.removed.filter((x) => x.reel === r).map((x) => x.row);
          expect(step.dropped[r]).toBe(gone.length);
          const kept = grid[r]!.filter((_, row) => !gone.includes(row));
          const strip = cfg.reels[r]!;
          top[r] = (top[r]! - gone.length + strip.length) % strip.length;
          const fresh = Array.from({ length: gone.length }, (_, j) => strip[(top[r]! + j) % strip.length]!);
          expect(step.grid[r]).toEqual([...fresh, ...kept]);
        }
        expect(step.multiplier).toBe([2, 3, 5][Math.min(k, 2)]);
        expect(step.win).toBe(step.lineWins.reduce((a, w) => a + w.win, 0));
        grid = step.grid;
        wins = step.lineWins;
      }
      longest = Math.max(longest, d.cascades!.length);
      // The chain stops on a window without a win.
      expect(evaluateWindow(c, windowOf(grid))).toEqual([]);
      const sum =
        d.lineWins.reduce((a, w) => a + w.win, 0) + d.scatterWin + d.cascades!.reduce((a, s) => a + s.win, 0);
      expect(o.win).toBe(sum);
    }
    expect(tumbles).toBeGreaterThan(200);
    expect(longest).toBeGreaterThanOrEqual(3);
  });
});
