import type { BaccaratHandResult } from '@casino/contract';

/** Rows of both roads (the standard six). */
export const ROAD_ROWS = 6;

export interface BeadCell {
  /** Grid position: beads fill a column top to bottom, then the next column. */
  col: number;
  row: number;
  result: BaccaratHandResult['result'];
  /** The winning total shown in the bead (the tie's common total). */
  total: number;
  playerPair: boolean;
  bankerPair: boolean;
  /** 0-based hand index in the shoe. */
  hand: number;
}

/** Bead plate: every hand in order, six to a column. */
export function beadPlate(hands: readonly BaccaratHandResult[]): BeadCell[] {
  return hands.map((h, i) => ({
    col: Math.floor(i / ROAD_ROWS),
    row: i % ROAD_ROWS,
    result: h.result,
    total: h.result === 'player' ? h.playerTotal : h.bankerTotal,
    playerPair: h.playerPair,
    bankerPair: h.bankerPair,
    hand: i,
  }));
}

export interface BigRoadCell {
  col: number;
  row: number;
  /** Who won the hand that opened the cell. */
  side: 'player' | 'banker';
  /** Ties that followed this cell's hand (drawn as a slash, with the count when more than one). */
  ties: number;
  playerPair: boolean;
  bankerPair: boolean;
  /** The streak (logical column) this cell belongs to, 0-based. */
  streak: number;
  /** 0-based hand index in the shoe. */
  hand: number;
}

export interface BigRoad {
  cells: BigRoadCell[];
  /** Ties before the first player or banker win (drawn as a slash in the first cell once it exists). */
  leadingTies: number;
}

/**
 * Big road, by the standard rules: a player or banker win goes below the previous one while the streak
 * goes on, and a new streak starts a new column at the top; ties are not cells, they mark the previous
 * cell with a slash (counted); when a streak reaches the bottom row, or the cell below is taken, it
 * turns right along its row (the dragon tail), and the next streak still starts at the column after the
 * streak's first column, at the top, shifted right while that top cell is taken.
 */
export function bigRoad(hands: readonly BaccaratHandResult[]): BigRoad {
  const cells: BigRoadCell[] = [];
  const taken = new Set<string>();
  const key = (c: number, r: number) => `${c}:${r}`;
  let leadingTies = 0;
  let streak = -1;
  let streakCol = -1;
  let last: BigRoadCell | null = null;
  hands.forEach((h, hand) => {
    if (h.result === 'tie') {
      if (last) last.ties++;
      else leadingTies++;
      return;
    }
    let col: number;
    let row: number;
    if (last && last.side === h.result) {
      const down = last.row + 1;
      const turned = last.col !== streakCol; // already on the dragon tail
      if (!turned && down < ROAD_ROWS && !taken.has(key(last.col, down))) {
        col = last.col;
        row = down;
      } else {
        col = last.col + 1;
        row = last.row;
        while (taken.has(key(col, row))) col++;
      }
    } else {
      streak++;
      streakCol = streakCol + 1;
      while (taken.has(key(streakCol, 0))) streakCol++;
      col = streakCol;
      row = 0;
    }
    const cell: BigRoadCell = {
      col,
      row,
      side: h.result,
      ties: 0,
      playerPair: h.playerPair,
      bankerPair: h.bankerPair,
      streak,
      hand,
    };
    if (!last && leadingTies > 0) cell.ties = leadingTies;
    taken.add(key(col, row));
    cells.push(cell);
    last = cell;
  });
  return { cells, leadingTies };
}

/** Columns a road needs (at least `min`, so an empty road keeps its size). */
export function roadColumns(cells: readonly { col: number }[], min: number): number {
  return Math.max(min, ...cells.map((c) => c.col + 1));
}
