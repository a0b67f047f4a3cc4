import type { SlotCoin, SlotHoldAndWin, SlotJackpot } from '@casino/contract';
import type { Rng } from '../rng.ts';
import { CELLS, REELS, RESPINS, ROWS, type Compiled, type HoldAndWinFeature } from './slot-config.ts';
import type { Window } from './slot-window.ts';

/**
 * Hold-and-win: the coins of a window that holds `trigger`+ coins lock; then respins, each landing a
 * coin in every empty cell independently with probability hit[0]/hit[1] (one draw per empty cell,
 * reel by reel, top to bottom, then one value draw per new coin); a new coin resets the respins to 3;
 * the feature ends with no respin left or all 15 cells filled (the Grand jackpot on top).
 */

/** Draw a coin's value: coins, or a jackpot's prize. */
function drawCoin(
  h: HoldAndWinFeature,
  rng: Rng,
  bet: number,
  perCredit: number,
  reel: number,
  row: number,
): SlotCoin {
  const v = h.values[rng.pick(h.values.map((x) => x.weight))]!;
  if (v.jackpot) return { reel, row, value: h.jackpots[v.jackpot] * bet, jackpot: v.jackpot };
  return { reel, row, value: v.credits! * perCredit };
}

/** The value of every coin in the window (drawn on every spin of a hold-and-win title). */
export function coinValues(c: Compiled, rng: Rng, win: Window, bet: number): SlotCoin[] {
  const h = c.f.holdAndWin!;
  const perCredit = bet / c.cfg.credits;
  const coins: SlotCoin[] = [];
  for (let r = 0; r < REELS; r++)
    for (let row = 0; row < ROWS; row++)
      if (win.sym[r]![row] === c.coin) coins.push(drawCoin(h, rng, bet, perCredit, r, row));
  return coins;
}

export function playHoldAndWin(c: Compiled, rng: Rng, locked: SlotCoin[], bet: number): SlotHoldAndWin {
  const h = c.f.holdAndWin!;
  const perCredit = bet / c.cfg.credits;
  const filled = new Set(locked.map((x) => x.reel * ROWS + x.row));
  const respins: SlotHoldAndWin['respins'] = [];
  let left = RESPINS;
  let win = locked.reduce((a, x) => a + x.value, 0);
  const jackpots: SlotJackpot[] = locked.flatMap((x) => (x.jackpot ? [x.jackpot] : []));
  while (left > 0 && filled.size < CELLS) {
    const landed: SlotCoin[] = [];
    for (let i = 0; i < CELLS; i++) {
      if (filled.has(i)) continue;
      if (rng.int(h.hit[1]) >= h.hit[0]) continue;
      const coin = drawCoin(h, rng, bet, perCredit, Math.floor(i / ROWS), i % ROWS);
      landed.push(coin);
      filled.add(i);
      win += coin.value;
      if (coin.jackpot) jackpots.push(coin.jackpot);
    }
    left = landed.length > 0 ? RESPINS : left - 1;
    respins.push({ landed, respinsLeft: left });
  }
  const fullScreen = filled.size === CELLS;
  if (fullScreen) {
    win += h.jackpots.grand * bet;
    jackpots.push('grand');
  }
  return { symbol: c.cfg.symbols[c.coin]!.id, locked, respins, fullScreen, jackpots, win };
}

/** Binomial(n, p) probabilities 0 … n. */
function binomial(n: number, p: number): number[] {
  const out: number[] = [];
  let coef = 1;
  for (let k = 0; k <= n; k++) {
    out.push(coef * p ** k * (1 - p) ** (n - k));
    coef = (coef * (n - k)) / (k + 1);
  }
  return out;
}

export interface HoldAndWinExact {
  /** Expected coins on the board at the end, starting from n locked coins (index n). */
  finalCoins: number[];
  /** Probability of filling all 15 cells from n locked coins. */
  fullScreen: number;
  /** Per n: expected feature value × total bet. */
  value: number[];
  /** Expected value of one coin × total bet. */
  coinValue: number;
}

/**
 * Exact value of the feature by its Markov chain: state (locked coins n, respins left r); from
 * (n, r) the new coins k ~ Binomial(15 − n, p); k > 0 → (n + k, 3), k = 0 → (n, r − 1); absorbing at
 * r = 0 or n = 15. Coin values are independent of the chain, so by linearity the feature pays
 * E[final coins] · E[coin value] + P(full) · Grand.
 */
export function holdAndWinExact(c: Compiled): HoldAndWinExact {
  const h = c.f.holdAndWin!;
  const p = h.hit[0] / h.hit[1];
  const total = h.values.reduce((a, v) => a + v.weight, 0);
  const coinValue =
    h.values.reduce(
      (a, v) => a + v.weight * (v.jackpot ? h.jackpots[v.jackpot] : v.credits! / c.cfg.credits),
      0,
    ) / total;
  // e[n][r] = expected final coins, f[n][r] = P(full), for r = 1..3; n from 15 down.
  const e: number[][] = Array.from({ length: CELLS + 1 }, () => [0, 0, 0, 0]);
  const f: number[][] = Array.from({ length: CELLS + 1 }, () => [0, 0, 0, 0]);
  for (let r = 0; r <= RESPINS; r++) {
    e[CELLS]![r] = CELLS;
    f[CELLS]![r] = 1;
  }
  for (let n = CELLS - 1; n >= 0; n--) {
    const b = binomial(CELLS - n, p);
    e[n]![0] = n;
    for (let r = 1; r <= RESPINS; r++) {
      let ev = b[0]! * e[n]![r - 1]!;
      let fv = b[0]! * f[n]![r - 1]!;
      for (let k = 1; k < b.length; k++) {
        ev += b[k]! * e[n + k]![RESPINS]!;
        fv += b[k]! * f[n + k]![RESPINS]!;
      }
      e[n]![r] = ev;
      f[n]![r] = fv;
    }
  }
  const finalCoins = e.map((row) => row[RESPINS]!);
  const value = finalCoins.map((x, n) => x * coinValue + f[n]![RESPINS]! * h.jackpots.grand);
  return { finalCoins, fullScreen: f[h.trigger]![RESPINS]!, value, coinValue };
}
