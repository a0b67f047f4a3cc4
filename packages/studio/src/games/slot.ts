import type { SlotLineWin, SlotSpinDetails } from '@casino/contract';
import type { Rng } from '../rng.ts';
import { BetError, makeOutcome, type Channel, type Outcome, type RtpReport } from '../types.ts';

/**
 * One slot engine for every WNF_/JPL_ title: 5 reels × 3 rows, cyclic reel strips, either fixed
 * paylines or 243 ways, one wild (substitutes for regular symbols, never on reel 1, never for the
 * scatter), one scatter (pays anywhere in multiples of the total bet; 3+ trigger free spins with a
 * multiplier; optional retriggers).
 *
 * Coins: a bet is `credits` credits; bets must be multiples of `credits` so that one credit is a whole
 * number of coins. Line/way pays are integers in credits (line pays are per line, i.e. in line bets when
 * credits = lines), scatter pays are integer multiples of the total bet, the free-spin multiplier is an
 * integer: every win is an integer number of coins and the RTP does not depend on the bet size.
 */
export interface SlotSymbol {
  id: string;
  en: string;
  ja: string;
  kind: 'regular' | 'wild' | 'scatter';
  /** Regular symbols: credits for 3, 4 and 5 of a kind. Scatter: × total bet for 3, 4, 5 anywhere. */
  pays: readonly [number, number, number];
}

export interface SlotConfig {
  mode: 'lines' | 'ways';
  /** Credits per bet (bet must be a multiple). For lines games this equals the number of lines. */
  credits: number;
  /** Row (0 top … 2 bottom) on each reel, per payline. Empty for ways games. */
  lines: readonly (readonly number[])[];
  symbols: readonly SlotSymbol[];
  /** Five reel strips of symbol ids; the window of stop s shows strip[s], strip[s+1], strip[s+2] (cyclic). */
  reels: readonly (readonly string[])[];
  freeSpins: { spins: number; multiplier: number; retrigger: boolean };
  /** Volatility label for the catalogue (from the measured σ; informative only). */
  volatility: 'low' | 'medium' | 'high';
}

export const ROWS = 3;
const SCATTER_TRIGGER = 3;

export const PAYLINES_20: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];
export const PAYLINES_10 = PAYLINES_20.slice(0, 10);

interface Compiled {
  cfg: SlotConfig;
  wild: number;
  scatter: number;
  regular: number[];
  strips: Int32Array[];
}

const compiledCache = new WeakMap<SlotConfig, Compiled>();

export function compileSlot(cfg: SlotConfig): Compiled {
  const hit = compiledCache.get(cfg);
  if (hit) return hit;
  const index = new Map(cfg.symbols.map((s, i) => [s.id, i]));
  const wild = cfg.symbols.findIndex((s) => s.kind === 'wild');
  const scatter = cfg.symbols.findIndex((s) => s.kind === 'scatter');
  if (wild < 0 || scatter < 0) throw new Error('slot needs one wild and one scatter');
  if (cfg.reels.length !== 5) throw new Error('slot needs 5 reels');
  const strips = cfg.reels.map((strip, r) => {
    if (strip.length < ROWS) throw new Error('strip too short');
    return Int32Array.from(strip, (id) => {
      const i = index.get(id);
      if (i === undefined) throw new Error(`unknown symbol ${id}`);
      if (r === 0 && i === wild) throw new Error('no wild on reel 1');
      return i;
    });
  });
  for (const line of cfg.lines)
    if (line.length !== 5 || line.some((r) => r < 0 || r >= ROWS)) throw new Error('bad line');
  if (cfg.mode === 'lines' && cfg.lines.length === 0) throw new Error('lines game without lines');
  const regular = cfg.symbols.flatMap((s, i) => (s.kind === 'regular' ? [i] : []));
  const c = { cfg, wild, scatter, regular, strips };
  compiledCache.set(cfg, c);
  return c;
}

/** One line (or way) win, and one spin's details: the shapes of the contract (packages/contract outcomes.ts). */
export type LineWin = SlotLineWin;
export type { SlotSpinDetails };

/** Evaluate one spin's window. Returns credits (before the free-spin multiplier) per win. */
function evaluate(
  c: Compiled,
  grid: Int32Array[],
): { wins: { line: number; sym: number; count: number; ways: number; credits: number }[]; scatters: number } {
  const { cfg, wild, scatter } = c;
  const wins: { line: number; sym: number; count: number; ways: number; credits: number }[] = [];
  if (cfg.mode === 'lines') {
    for (let l = 0; l < cfg.lines.length; l++) {
      const line = cfg.lines[l]!;
      const first = grid[0]![line[0]!]!;
      if (cfg.symbols[first]!.kind !== 'regular') continue;
      let count = 1;
      while (count < 5) {
        const s = grid[count]![line[count]!]!;
        if (s !== first && s !== wild) break;
        count++;
      }
      if (count >= 3) {
        const credits = cfg.symbols[first]!.pays[count - 3]!;
        if (credits > 0) wins.push({ line: l, sym: first, count, ways: 1, credits });
      }
    }
  } else {
    for (const x of c.regular) {
      let ways = 1;
      let count = 0;
      for (let r = 0; r < 5; r++) {
        let n = 0;
        for (let row = 0; row < ROWS; row++) {
          const s = grid[r]![row]!;
          if (s === x || s === wild) n++;
        }
        if (n === 0) break;
        ways *= n;
        count++;
      }
      if (count >= 3) {
        const credits = cfg.symbols[x]!.pays[count - 3]! * ways;
        if (credits > 0) wins.push({ line: -1, sym: x, count, ways, credits });
      }
    }
  }
  let scatters = 0;
  for (let r = 0; r < 5; r++) for (let row = 0; row < ROWS; row++) if (grid[r]![row] === scatter) scatters++;
  return { wins, scatters };
}

export function spinOnce(cfg: SlotConfig, rng: Rng, bet: number, multiplier = 1): Outcome<SlotSpinDetails> {
  return spin(compileSlot(cfg), rng, bet, multiplier, 'base');
}

function spin(
  c: Compiled,
  rng: Rng,
  bet: number,
  multiplier: number,
  step: string,
): Outcome<SlotSpinDetails> {
  const { cfg, strips, scatter } = c;
  const stops: number[] = [];
  const grid: Int32Array[] = [];
  for (let r = 0; r < 5; r++) {
    const strip = strips[r]!;
    const stop = rng.int(strip.length);
    stops.push(stop);
    const col = new Int32Array(ROWS);
    for (let row = 0; row < ROWS; row++) col[row] = strip[(stop + row) % strip.length]!;
    grid.push(col);
  }
  const { wins, scatters } = evaluate(c, grid);
  const coinsPerCredit = bet / cfg.credits;
  let win = 0;
  const lineWins: LineWin[] = wins.map((w) => {
    const coins = w.credits * coinsPerCredit * multiplier;
    win += coins;
    return { line: w.line, symbol: cfg.symbols[w.sym]!.id, count: w.count, ways: w.ways, win: coins };
  });
  const scatterPay = scatters >= 3 ? cfg.symbols[scatter]!.pays[Math.min(scatters, 5) - 3]! : 0;
  const scatterWin = scatterPay * bet * multiplier;
  win += scatterWin;
  const details: SlotSpinDetails = {
    stops,
    grid: grid.map((col) => Array.from(col, (s) => cfg.symbols[s]!.id)),
    lineWins,
    scatterCount: scatters,
    scatterWin,
    freeSpinsAwarded: scatters >= SCATTER_TRIGGER ? cfg.freeSpins.spins : 0,
    multiplier,
  };
  return makeOutcome('slot', step, step === 'base' ? bet : 0, win, details, [], bet);
}

export function validateSlotBet(cfg: SlotConfig, bet: number): void {
  if (!Number.isSafeInteger(bet) || bet <= 0) throw new BetError('bet must be a positive integer');
  if (bet % cfg.credits !== 0) throw new BetError(`bet must be a multiple of ${cfg.credits} coins`);
}

/** Play one paid spin; free spins (and retriggers) are its children, in play order. */
const checked = new WeakSet<SlotConfig>();

export function playSlot(cfg: SlotConfig, rng: Rng, bet: number): Outcome<SlotSpinDetails> {
  validateSlotBet(cfg, bet);
  const c = compileSlot(cfg);
  if (!checked.has(cfg)) {
    slotExact(cfg); // throws if retriggers could go on forever (N·p ≥ 1)
    checked.add(cfg);
  }
  const base = spin(c, rng, bet, 1, 'base');
  if (base.details.scatterCount < SCATTER_TRIGGER) return base;
  const children: Outcome[] = [];
  let remaining = cfg.freeSpins.spins;
  while (remaining > 0) {
    remaining--;
    const fs = spin(c, rng, bet, cfg.freeSpins.multiplier, 'free-spin');
    if (!cfg.freeSpins.retrigger) fs.details.freeSpinsAwarded = 0;
    remaining += fs.details.freeSpinsAwarded;
    children.push(fs);
  }
  return makeOutcome('slot', 'base', bet, base.win, base.details, children, bet);
}

/** Exact pieces of the RTP, all per unit of total bet. */
export interface SlotExact {
  lines: number;
  scatter: number;
  /** Probability that a spin triggers free spins (3+ scatters). */
  trigger: number;
  /** Expected number of free spins per trigger (N, or N / (1 − N·p) with retriggers). */
  expectedFreeSpins: number;
  base: number;
  freeSpins: number;
  total: number;
  /** Distribution of the scatter count 0..15 in one window. */
  scatterDist: number[];
}

/**
 * Exact RTP by reel independence (no sampling, no truncation):
 * - lines: every line has one cell per reel and each reel's cell is uniform over its strip, so a line's
 *   symbols are independent with the strips' symbol frequencies f_r. With wilds never on reel 1,
 *   P(X pays k) = f_1(X) · Π_{r=2..k} (f_r(X)+f_r(W)) · (1 − f_{k+1}(X) − f_{k+1}(W)) (last factor
 *   absent for k = 5); all lines share this distribution.
 * - ways: E[ways win of X for k reels] = pay · Π_{r≤k} E[n_r(X)] · P(n_{k+1}(X) = 0), n_r counted over
 *   each reel's windows (independent reels).
 * - scatter: per-reel distribution of scatters in the window (enumerating the stops), convolved.
 * - free spins: each free spin is an independent base spin paid × m; with retriggers the expected number
 *   of spins of the branching process is N / (1 − N·p) (requires N·p < 1).
 */
export function slotExact(cfg: SlotConfig): SlotExact {
  const c = compileSlot(cfg);
  const { strips, wild, scatter } = c;
  const L = strips.map((s) => s.length);
  const freq = strips.map((strip, r) => {
    const f = new Float64Array(cfg.symbols.length);
    for (const s of strip) f[s]! += 1 / L[r]!;
    return f;
  });
  let lineCredits = 0;
  if (cfg.mode === 'lines') {
    let perLine = 0;
    for (const x of c.regular) {
      const pays = cfg.symbols[x]!.pays;
      let p = freq[0]![x]!;
      for (let k = 2; k <= 5; k++) {
        const q = freq[k - 1]![x]! + freq[k - 1]![wild]!;
        const pk = p * (1 - q); // p = P(first k−1 reels match); pk = P(exactly k−1 match)
        if (k - 1 >= 3) perLine += pk * pays[k - 1 - 3]!;
        p *= q;
      }
      perLine += p * pays[2]!; // all five
    }
    lineCredits = perLine * cfg.lines.length;
  } else {
    for (const x of c.regular) {
      const pays = cfg.symbols[x]!.pays;
      const en: number[] = [];
      const pNone: number[] = [];
      for (let r = 0; r < 5; r++) {
        const strip = strips[r]!;
        let sum = 0;
        let none = 0;
        for (let s = 0; s < strip.length; s++) {
          let n = 0;
          for (let row = 0; row < ROWS; row++) {
            const v = strip[(s + row) % strip.length]!;
            if (v === x || v === wild) n++;
          }
          sum += n;
          if (n === 0) none++;
        }
        en.push(sum / strip.length);
        pNone.push(none / strip.length);
      }
      let prod = en[0]! * en[1]!;
      for (let k = 3; k <= 5; k++) {
        prod *= en[k - 1]!;
        lineCredits += pays[k - 3]! * prod * (k < 5 ? pNone[k]! : 1);
      }
    }
  }
  const lines = lineCredits / cfg.credits;
  let dist = [1];
  for (const strip of strips) {
    const per = [0, 0, 0, 0];
    for (let s = 0; s < strip.length; s++) {
      let n = 0;
      for (let row = 0; row < ROWS; row++) if (strip[(s + row) % strip.length] === scatter) n++;
      per[n]! += 1 / strip.length;
    }
    const next = new Array<number>(dist.length + 3).fill(0);
    dist.forEach((a, i) => per.forEach((b, j) => (next[i + j]! += a * b)));
    dist = next;
  }
  const sp = cfg.symbols[scatter]!.pays;
  let scatterRtp = 0;
  let trigger = 0;
  dist.forEach((p, n) => {
    if (n >= 3) {
      scatterRtp += p * sp[Math.min(n, 5) - 3]!;
      trigger += p;
    }
  });
  const base = lines + scatterRtp;
  const { spins, multiplier, retrigger } = cfg.freeSpins;
  if (retrigger && spins * trigger >= 1) throw new Error('retrigger branching process does not terminate');
  const expectedFreeSpins = retrigger ? spins / (1 - spins * trigger) : spins;
  const freeSpins = trigger * expectedFreeSpins * multiplier * base;
  return {
    lines,
    scatter: scatterRtp,
    trigger,
    expectedFreeSpins,
    base,
    freeSpins,
    total: base + freeSpins,
    scatterDist: dist,
  };
}

export function slotRtp(cfg: SlotConfig): RtpReport {
  const e = slotExact(cfg);
  return { reference: e.total, perBet: { spin: e.total } };
}

export function slotChannels(cfg: SlotConfig): Channel[] {
  return cfg.reels.map((strip, r) => ({
    name: `reel ${r + 1} stop`,
    labels: strip.map((_, i) => String(i)),
    probabilities: strip.map(() => 1 / strip.length),
  }));
}

export function slotObserve(_cfg: SlotConfig, o: Outcome): number[][] {
  const d = o.details as SlotSpinDetails;
  return d.stops.map((s) => [s]);
}
