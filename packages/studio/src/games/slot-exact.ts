import { REELS, ROWS, SCATTER_TRIGGER, expandsIn, type Compiled } from './slot-config.ts';
import { holdAndWinExact } from './slot-hold.ts';
import { pickExpectedPrize } from './slot-pick.ts';

/**
 * Exact RTP of any composition of mechanics except cascades (no truncation, no sampling).
 *
 * Reels are independent, so everything follows from each reel's distribution of COLUMNS (the 3 cells
 * it shows after sticky wilds and expansion), each wild cell carrying its EXPECTED multiplier:
 * - lines: a line has one cell per reel, so P(x pays exactly k) weighted by the wild multipliers it
 *   uses is f₁(x)·Π_{r<k}(f_r(x) + E[m·1{wild}]_r)·(1 − f_k(x) − f_k(wild)) (row-wise marginals;
 *   multipliers of different reels are independent, so E[Π m] = Π E[m] — linearity);
 * - ways: E[pay·Π_r W_r] = pay·Π_r E[W_r]·P(n_{k+1} = 0), W_r = Σ matching cells (a wild counts its
 *   multiplier);
 * - scatters, coins and bonus symbols: per-reel count distributions, convolved;
 * - hold-and-win: Σ_n P(n coins)·V(n) with V from its Markov chain (slot-hold.ts);
 * - pick bonus: P(trigger on the paid spin) × the board's mean prize (the board is a fair shuffle);
 * - free spins: independent spins N/(1 − N·p) with retriggers; with sticky wilds (no retrigger) each
 *   reel's set of sticky rows is a Markov chain on 8 states, spin t priced from the state
 *   distribution after t − 1 spins.
 */
interface Column {
  p: number;
  sym: Int32Array;
  mult: Float64Array;
}

function reelColumns(c: Compiled, r: number, free: boolean, stickyRows: number): Column[] {
  const strip = c.strips[r]!;
  const w = c.f.wildMultipliers;
  const meanMult = w
    ? w.values.reduce((a, v, i) => a + v * w.weights[i]!, 0) / w.weights.reduce((a, b) => a + b, 0)
    : 1;
  const out: Column[] = [];
  for (let s = 0; s < strip.length; s++) {
    const sym = new Int32Array(ROWS);
    const mult = new Float64Array(ROWS).fill(1);
    for (let row = 0; row < ROWS; row++) {
      sym[row] = strip[(s + row) % strip.length]!;
      if (stickyRows & (1 << row)) sym[row] = c.wild;
      else if (sym[row] === c.wild) mult[row] = meanMult;
    }
    const top = sym.indexOf(c.wild);
    if (r > 0 && top >= 0 && expandsIn(c, free)) {
      const m = mult[top]!;
      sym.fill(c.wild);
      mult.fill(m);
    }
    out.push({ p: 1 / strip.length, sym, mult });
  }
  return out;
}

const wildRows = (c: Compiled, col: Column): number =>
  col.sym.reduce((bits, s, row) => (s === c.wild ? bits | (1 << row) : bits), 0);

function lineCredits(c: Compiled, cols: Column[][]): number {
  const { cfg, wild } = c;
  const nSym = cfg.symbols.length;
  // prob[r][row][sym], g[r][row] = E[mult · 1{wild}]
  const prob = cols.map(() => Array.from({ length: ROWS }, () => new Float64Array(nSym)));
  const g = cols.map(() => new Float64Array(ROWS));
  cols.forEach((list, r) => {
    for (const col of list)
      for (let row = 0; row < ROWS; row++) {
        prob[r]![row]![col.sym[row]!]! += col.p;
        if (col.sym[row] === wild) g[r]![row]! += col.p * col.mult[row]!;
      }
  });
  let credits = 0;
  if (cfg.mode === 'lines') {
    for (const line of cfg.lines)
      for (const x of c.regular) {
        const pays = cfg.symbols[x]!.pays;
        let a = prob[0]![line[0]!]![x]!;
        for (let k = 2; k <= REELS; k++) {
          const r = k - 1;
          const cell = prob[r]![line[r]!]!;
          if (k - 1 >= 3) credits += a * (1 - cell[x]! - cell[wild]!) * pays[k - 1 - 3]!;
          a *= cell[x]! + g[r]![line[r]!]!;
        }
        credits += a * pays[2]!;
      }
    return credits;
  }
  for (const x of c.regular) {
    const pays = cfg.symbols[x]!.pays;
    const ew: number[] = [];
    const none: number[] = [];
    for (let r = 0; r < REELS; r++) {
      let sum = 0;
      let p0 = 0;
      for (const col of cols[r]!) {
        let n = 0;
        for (let row = 0; row < ROWS; row++) {
          const s = col.sym[row]!;
          if (s === x) n++;
          else if (s === wild) {
            n++;
            sum += col.p * (col.mult[row]! - 1);
          }
        }
        sum += col.p * n;
        if (n === 0) p0 += col.p;
      }
      ew.push(sum);
      none.push(p0);
    }
    let prod = ew[0]! * ew[1]!;
    for (let k = 3; k <= REELS; k++) {
      prod *= ew[k - 1]!;
      credits += pays[k - 3]! * prod * (k < REELS ? none[k]! : 1);
    }
  }
  return credits;
}

/** Distribution of how many cells show `sym` (0 … 15), convolving the reels. */
function countDist(cols: Column[][], sym: number): number[] {
  let dist = [1];
  for (const list of cols) {
    const per = [0, 0, 0, 0];
    for (const col of list) per[col.sym.reduce((n, s) => (s === sym ? n + 1 : n), 0)]! += col.p;
    const next = new Array<number>(dist.length + ROWS).fill(0);
    dist.forEach((a, i) => per.forEach((b, j) => (next[i + j]! += a * b)));
    dist = next;
  }
  return dist;
}

export interface SpinValue {
  /** Each per unit of total bet. */
  lines: number;
  scatter: number;
  holdAndWin: number;
  pick: number;
  total: number;
  /** P(3+ scatters): free spins (re)trigger. */
  trigger: number;
  scatterDist: number[];
}

function spinValue(c: Compiled, cols: Column[][], multiplier: number, paid: boolean): SpinValue {
  const lines = (lineCredits(c, cols) / c.cfg.credits) * multiplier;
  const scatterDist = countDist(cols, c.scatter);
  const sp = c.cfg.symbols[c.scatter]!.pays;
  let scatter = 0;
  let trigger = 0;
  scatterDist.forEach((p, n) => {
    if (n < SCATTER_TRIGGER) return;
    scatter += p * sp[Math.min(n, 5) - 3]! * multiplier;
    trigger += p;
  });
  let holdAndWin = 0;
  if (c.f.holdAndWin) {
    const v = holdAndWinExact(c).value;
    countDist(cols, c.coin).forEach((p, n) => {
      if (n >= c.f.holdAndWin!.trigger) holdAndWin += p * v[n]!;
    });
  }
  let pick = 0;
  if (paid && c.f.pick) {
    const t = c.f.pick.trigger;
    const pTrigger = countDist(cols, c.bonus).reduce((a, p, n) => (n >= t ? a + p : a), 0);
    pick = pTrigger * pickExpectedPrize(c);
  }
  return {
    lines,
    scatter,
    holdAndWin,
    pick,
    total: lines + scatter + holdAndWin + pick,
    trigger,
    scatterDist,
  };
}

const columnsOf = (c: Compiled, free: boolean, sticky = [0, 0, 0, 0, 0]): Column[][] =>
  Array.from({ length: REELS }, (_, r) => reelColumns(c, r, free, sticky[r]!));

/** Sticky free spins: Σ over spins t of the spin value under the sticky-state distribution after t − 1 spins. */
function stickyFreeSpins(c: Compiled): number {
  const { spins, multiplier } = c.cfg.freeSpins;
  const states = 1 << ROWS;
  let pi = Array.from({ length: REELS }, () =>
    Float64Array.from({ length: states }, (_, s) => (s === 0 ? 1 : 0)),
  );
  const byState = Array.from({ length: REELS }, (_, r) =>
    Array.from({ length: states }, (_, s) => reelColumns(c, r, true, s)),
  );
  let total = 0;
  for (let t = 0; t < spins; t++) {
    const mixed = byState.map((lists, r) =>
      lists.flatMap((list, s) =>
        pi[r]![s]! > 0 ? list.map((col) => ({ ...col, p: col.p * pi[r]![s]! })) : [],
      ),
    );
    total += spinValue(c, mixed, multiplier, false).total;
    pi = byState.map((lists, r) => {
      const next = new Float64Array(states);
      lists.forEach((list, s) => {
        if (pi[r]![s]! > 0) for (const col of list) next[s | wildRows(c, col)]! += pi[r]![s]! * col.p;
      });
      return next;
    });
  }
  return total;
}

export interface ComposedExact {
  paid: SpinValue;
  /** Probability that the paid spin triggers free spins. */
  trigger: number;
  expectedFreeSpins: number;
  /** Value of the free spins per paid spin, × total bet. */
  freeSpins: number;
  total: number;
}

export function composedExact(c: Compiled): ComposedExact {
  const paid = spinValue(c, columnsOf(c, false), 1, true);
  const { spins, multiplier, retrigger } = c.cfg.freeSpins;
  if (c.f.stickyWilds) {
    const perTrigger = stickyFreeSpins(c);
    const freeSpins = paid.trigger * perTrigger;
    return {
      paid,
      trigger: paid.trigger,
      expectedFreeSpins: spins,
      freeSpins,
      total: paid.total + freeSpins,
    };
  }
  const free = spinValue(c, columnsOf(c, true), multiplier, false);
  if (retrigger && spins * free.trigger >= 1)
    throw new Error('retrigger branching process does not terminate');
  const expectedFreeSpins = retrigger ? spins / (1 - spins * free.trigger) : spins;
  const freeSpins = paid.trigger * expectedFreeSpins * free.total;
  return { paid, trigger: paid.trigger, expectedFreeSpins, freeSpins, total: paid.total + freeSpins };
}

/** One line/way pay (symbol × k of a kind): how often it lands per paid spin, and the RTP it carries. */
export interface PayEvent {
  symbol: string;
  kind: 3 | 4 | 5;
  /** Expected landings per paid spin (lines or ways), its free spins included. */
  hitsPerRound: number;
  /** Its share of the return per unit staked. */
  rtp: number;
}

/**
 * The line/way pays of a title without cascades, each priced on its own: the same exact maths with one
 * pay set to 1 credit and everything else to 0 (scatters, coins and the pick left out). The RTP tool uses
 * it to say when a sample is too small to have seen the pays that carry the title's return.
 */
export function payEvents(c: Compiled): PayEvent[] {
  const { cfg } = c;
  const events: PayEvent[] = [];
  for (const x of c.regular)
    for (const kind of [3, 4, 5] as const) {
      const pays = [0, 0, 0] as [number, number, number];
      pays[kind - 3] = 1;
      const only: Compiled = {
        ...c,
        f: { ...c.f, holdAndWin: undefined, pick: undefined },
        cfg: {
          ...cfg,
          credits: 1,
          freeSpins: { ...cfg.freeSpins, multiplier: 1 },
          symbols: cfg.symbols.map((s, i) =>
            i === x ? { ...s, pays } : { ...s, pays: [0, 0, 0] as [number, number, number] },
          ),
        },
      };
      const e = composedExact(only);
      const pay = cfg.symbols[x]!.pays[kind - 3]! / cfg.credits;
      events.push({
        symbol: cfg.symbols[x]!.id,
        kind,
        hitsPerRound: e.total,
        rtp: pay * (e.paid.total + e.freeSpins * cfg.freeSpins.multiplier),
      });
    }
  return events;
}
