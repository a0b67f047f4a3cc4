import type { SlotCell, SlotWildMultiplier } from '@casino/contract';
import type { Rng } from '../rng.ts';
import { REELS, ROWS, expandsIn, type Compiled } from './slot-config.ts';

/**
 * The window of one spin: symbol indices and, for wild cells, their multiplier (1 for any other cell).
 * sym[reel][row], mult[reel][row]. `pos[reel]` is the strip index of the reel's top cell (cascades
 * refill from above it).
 */
export interface Window {
  sym: Int32Array[];
  mult: Int32Array[];
  pos: number[];
}

/** Sticky wild cells held through the free spins: sticky[reel] is a bit set of rows. */
export type Sticky = number[];

export interface Landed {
  stops: number[];
  window: Window;
  wildMultipliers: SlotWildMultiplier[];
  expandedReels: number[];
  stickyWilds: SlotCell[];
}

/** Draw the multiplier of a wild that just landed (1 when the title has no multiplier wilds). */
function drawWildMultiplier(c: Compiled, rng: Rng): number {
  const w = c.f.wildMultipliers;
  return w ? w.values[rng.pick(w.weights)]! : 1;
}

/**
 * Expand reel r if it shows a wild: every cell becomes wild with the multiplier of its top-most wild.
 * Returns whether it expanded.
 */
function expandReel(c: Compiled, win: Window, r: number): boolean {
  const col = win.sym[r]!;
  const top = col.findIndex((s) => s === c.wild);
  if (top < 0 || col.every((s) => s === c.wild)) return false;
  const m = win.mult[r]![top]!;
  for (let row = 0; row < ROWS; row++) {
    col[row] = c.wild;
    win.mult[r]![row] = m;
  }
  return true;
}

/**
 * Land one spin: 5 stop draws, then sticky cells forced wild, then one multiplier draw per wild that
 * landed (reel by reel, top to bottom), then expansion. Draw order is part of the fair record.
 */
export function landWindow(c: Compiled, rng: Rng, free: boolean, sticky: Sticky | null): Landed {
  const stops: number[] = [];
  const win: Window = { sym: [], mult: [], pos: [] };
  for (let r = 0; r < REELS; r++) {
    const strip = c.strips[r]!;
    const stop = rng.int(strip.length);
    stops.push(stop);
    const col = new Int32Array(ROWS);
    for (let row = 0; row < ROWS; row++) col[row] = strip[(stop + row) % strip.length]!;
    win.sym.push(col);
    win.mult.push(new Int32Array(ROWS).fill(1));
    win.pos.push(stop);
  }
  const stickyWilds: SlotCell[] = [];
  const wildMultipliers: SlotWildMultiplier[] = [];
  for (let r = 0; r < REELS; r++)
    for (let row = 0; row < ROWS; row++) {
      if (sticky && sticky[r]! & (1 << row)) {
        win.sym[r]![row] = c.wild;
        stickyWilds.push({ reel: r, row });
      } else if (win.sym[r]![row] === c.wild && c.f.wildMultipliers) {
        const m = drawWildMultiplier(c, rng);
        win.mult[r]![row] = m;
        wildMultipliers.push({ reel: r, row, multiplier: m });
      }
    }
  const expandedReels: number[] = [];
  if (expandsIn(c, free)) for (let r = 1; r < REELS; r++) if (expandReel(c, win, r)) expandedReels.push(r);
  if (sticky)
    for (let r = 0; r < REELS; r++)
      for (let row = 0; row < ROWS; row++) if (win.sym[r]![row] === c.wild) sticky[r]! |= 1 << row;
  return { stops, window: win, wildMultipliers, expandedReels, stickyWilds };
}

export interface RawWin {
  line: number;
  sym: number;
  count: number;
  ways: number;
  /** Credits including the wild multipliers (before cascade and free-spin multipliers). */
  credits: number;
  wildMultiplier: number;
  cells: SlotCell[];
}

function evaluateLines(c: Compiled, win: Window): RawWin[] {
  const { cfg, wild } = c;
  const wins: RawWin[] = [];
  for (let l = 0; l < cfg.lines.length; l++) {
    const line = cfg.lines[l]!;
    const first = win.sym[0]![line[0]!]!;
    if (cfg.symbols[first]!.kind !== 'regular') continue;
    let count = 1;
    let mult = 1;
    while (count < REELS) {
      const s = win.sym[count]![line[count]!]!;
      if (s !== first && s !== wild) break;
      if (s === wild) mult *= win.mult[count]![line[count]!]!;
      count++;
    }
    if (count < 3) continue;
    const pay = cfg.symbols[first]!.pays[count - 3]!;
    if (pay <= 0) continue;
    const cells = Array.from({ length: count }, (_, r) => ({ reel: r, row: line[r]! }));
    wins.push({ line: l, sym: first, count, ways: 1, credits: pay * mult, wildMultiplier: mult, cells });
  }
  return wins;
}

function evaluateWays(c: Compiled, win: Window): RawWin[] {
  const { cfg, wild } = c;
  const wins: RawWin[] = [];
  for (const x of c.regular) {
    let ways = 1;
    let weighted = 1;
    let count = 0;
    const cells: SlotCell[] = [];
    for (let r = 0; r < REELS; r++) {
      let n = 0;
      let w = 0;
      for (let row = 0; row < ROWS; row++) {
        const s = win.sym[r]![row]!;
        if (s !== x && s !== wild) continue;
        n++;
        w += s === wild ? win.mult[r]![row]! : 1;
        cells.push({ reel: r, row });
      }
      if (n === 0) break;
      ways *= n;
      weighted *= w;
      count++;
    }
    if (count < 3) continue;
    const pay = cfg.symbols[x]!.pays[count - 3]!;
    if (pay <= 0) continue;
    wins.push({
      line: -1,
      sym: x,
      count,
      ways,
      credits: pay * weighted,
      wildMultiplier: weighted / ways,
      cells,
    });
  }
  return wins;
}

/** Line or way wins of a window, in credits with the wild multipliers. */
export function evaluateWindow(c: Compiled, win: Window): RawWin[] {
  return c.cfg.mode === 'lines' ? evaluateLines(c, win) : evaluateWays(c, win);
}

/** How many cells of the window hold symbol `sym`. */
export function countSymbol(win: Window, sym: number): number {
  let n = 0;
  for (let r = 0; r < REELS; r++) for (let row = 0; row < ROWS; row++) if (win.sym[r]![row] === sym) n++;
  return n;
}

export const gridIds = (c: Compiled, win: Window): string[][] =>
  win.sym.map((col) => Array.from(col, (s) => c.cfg.symbols[s]!.id));

/**
 * One tumble: remove `removed` cells, let the cells above fall, refill each reel from its strip above
 * the window (no draws: the strip decides), draw a multiplier for each new wild, expand a reel that
 * gained a wild when wilds expand in this phase. Returns how many new symbols entered each reel.
 */
export function tumble(c: Compiled, rng: Rng, win: Window, removed: SlotCell[], free: boolean): number[] {
  const dropped: number[] = [];
  for (let r = 0; r < REELS; r++) {
    const gone = removed.filter((x) => x.reel === r).map((x) => x.row);
    const k = gone.length;
    dropped.push(k);
    if (k === 0) continue;
    const strip = c.strips[r]!;
    const keepSym: number[] = [];
    const keepMult: number[] = [];
    for (let row = 0; row < ROWS; row++)
      if (!gone.includes(row)) {
        keepSym.push(win.sym[r]![row]!);
        keepMult.push(win.mult[r]![row]!);
      }
    const top = (((win.pos[r]! - k) % strip.length) + strip.length) % strip.length;
    win.pos[r] = top;
    let gainedWild = false;
    for (let row = 0; row < k; row++) {
      const s = strip[(top + row) % strip.length]!;
      win.sym[r]![row] = s;
      const isWild = s === c.wild;
      gainedWild ||= isWild;
      win.mult[r]![row] = isWild ? drawWildMultiplier(c, rng) : 1;
    }
    for (let i = 0; i < keepSym.length; i++) {
      win.sym[r]![k + i] = keepSym[i]!;
      win.mult[r]![k + i] = keepMult[i]!;
    }
    if (gainedWild && expandsIn(c, free)) expandReel(c, win, r);
  }
  return dropped;
}

/** The distinct cells of a set of wins, reel by reel, top to bottom. */
export function winningCells(wins: RawWin[]): SlotCell[] {
  const seen = new Set<number>();
  for (const w of wins) for (const x of w.cells) seen.add(x.reel * ROWS + x.row);
  return [...seen].sort((a, b) => a - b).map((i) => ({ reel: Math.floor(i / ROWS), row: i % ROWS }));
}
