import { roulette } from '@casino/studio';
import { z } from 'zod';
import { rouletteDetailsSchema, type RouletteDetails } from '@casino/contract';

/** The pocket order of a European single-zero wheel, clockwise from 0 (the studio engine's own table). */
export const WHEEL_ORDER: readonly number[] = roulette.WHEEL_ORDER;

export type PocketColor = 'green' | 'red' | 'black';

export function pocketColor(n: number): PocketColor {
  return n === 0 ? 'green' : roulette.RED.has(n) ? 'red' : 'black';
}

/** Spot names exactly as the studio's roulette engine accepts them (rouletteCover). */
export const straightSpot = (n: number) => `straight-${n}`;
export const splitSpot = (a: number, b: number) => `split-${Math.min(a, b)}-${Math.max(a, b)}`;
/** The three numbers n, n+1, n+2 (n = 1, 4, … 34). */
export const streetSpot = (n: number) => `street-${n}`;
/** The four numbers n, n+1, n+3, n+4. */
export const cornerSpot = (n: number) => `corner-${n}`;
/** The six numbers n … n+5: two streets side by side. */
export const lineSpot = (n: number) => `line-${n}`;
export const OUTSIDE_EVEN = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;
export const DOZENS = ['dozen-1', 'dozen-2', 'dozen-3'] as const;
/** Top row of the layout first: column-3 holds 3, 6, … 36. */
export const COLUMNS = ['column-3', 'column-2', 'column-1'] as const;

/** The numbers of the layout's three rows, top (3 … 36) to bottom (1 … 34). */
export const ROWS: number[][] = [3, 2, 1].map((first) => Array.from({ length: 12 }, (_, i) => first + 3 * i));

/** The number in a row (0 = top: 3, 6 … 36) and column (0 = next to the zero: 1, 2, 3) of the layout. */
const numberAt = (row: number, column: number) => 3 * column + 3 - row;

/** The bets that go on a line between numbers rather than on a box; a number's own box is 'straight'. */
export type EdgeKind = 'split' | 'street' | 'corner' | 'line';
export type BetKind = 'straight' | EdgeKind;
export const BET_KINDS: readonly BetKind[] = ['straight', 'split', 'street', 'corner', 'line'];

/**
 * An inside bet's place on the number grid, where a dealer would put the chip: x counts number columns
 * from the zero's edge (0 … 12), y rows from the top edge (0 … 3). A split sits on the line between its two
 * numbers (`across` when that line runs across the layout, between two rows), a corner where four meet,
 * a street on the bottom edge (next to the dozens) of its three, a six-line on that edge where two streets
 * meet.
 */
export interface EdgeSpot {
  spot: string;
  kind: EdgeKind;
  x: number;
  y: number;
  across?: boolean;
}

function edgeSpots(): EdgeSpot[] {
  const out: EdgeSpot[] = [];
  const columns = Array.from({ length: 12 }, (_, c) => c);
  // Splits: 0 with 1, 2, 3 on the zero's edge, then each number with its neighbour to the right …
  for (let row = 0; row < 3; row++)
    out.push({ spot: splitSpot(0, numberAt(row, 0)), kind: 'split', x: 0, y: row + 0.5 });
  for (const c of columns.slice(0, 11))
    for (let row = 0; row < 3; row++) {
      const n = numberAt(row, c);
      out.push({ spot: splitSpot(n, n + 3), kind: 'split', x: c + 1, y: row + 0.5 });
    }
  // … and with its neighbour above.
  for (const c of columns)
    for (let row = 1; row < 3; row++) {
      const n = numberAt(row, c);
      out.push({ spot: splitSpot(n, n + 1), kind: 'split', x: c + 0.5, y: row, across: true });
    }
  for (const c of columns) out.push({ spot: streetSpot(3 * c + 1), kind: 'street', x: c + 0.5, y: 3 });
  for (const c of columns.slice(0, 11)) out.push({ spot: lineSpot(3 * c + 1), kind: 'line', x: c + 1, y: 3 });
  // Corners last, so that where their areas meet a split's, the corner is on top.
  for (const c of columns.slice(0, 11))
    for (let row = 1; row < 3; row++)
      out.push({ spot: cornerSpot(numberAt(row, c)), kind: 'corner', x: c + 1, y: row });
  return out;
}

/** Every split, street, corner and six-line the engine takes, each at its place on the grid. */
export const EDGE_SPOTS: readonly EdgeSpot[] = edgeSpots();

export const ALL_SPOTS: string[] = [
  ...Array.from({ length: 37 }, (_, n) => straightSpot(n)),
  ...EDGE_SPOTS.map((e) => e.spot),
  ...OUTSIDE_EVEN,
  ...DOZENS,
  ...COLUMNS,
];

/** The numbers a spot covers (null for a name the engine would refuse). */
export function coverOf(spot: string): number[] | null {
  return roulette.rouletteCover(spot);
}

/** What a winning spot pays to one (the engine returns stake × 36/k, the stake included). */
export function payoutOf(spot: string): number {
  const cover = coverOf(spot);
  return cover ? 36 / cover.length - 1 : 0;
}

/** The numbers that make a split with n (the engine decides: layout neighbours, and 0 with 1, 2, 3). */
export function splitPartners(n: number): number[] {
  return Array.from({ length: 37 }, (_, b) => b).filter((b) => b !== n && coverOf(splitSpot(n, b)) !== null);
}

/**
 * The bet of a kind that a tap on number n places when the player picked that kind instead of aiming at a
 * line (splits take two taps: see splitPartners). Street: the three with n. Six-line: those three and the
 * three to the right (the last street pairs with the one before). Corner: n and the numbers above it, to
 * its right and diagonally up-right; on the top row the block turns down, in the last column left. Null
 * where 0 has no such bet.
 */
export function anchoredSpot(kind: Exclude<BetKind, 'split'>, n: number): string | null {
  if (kind === 'straight') return straightSpot(n);
  if (n < 1 || n > 36) return null;
  const street = n - ((n - 1) % 3);
  if (kind === 'street') return streetSpot(street);
  if (kind === 'line') return lineSpot(Math.min(street, 31));
  const lowerLeft = n % 3 === 0 ? n - 1 : n;
  return cornerSpot(lowerLeft > 32 ? lowerLeft - 3 : lowerLeft);
}

/** The rules' table of bets, inside first: each with a spot of its kind (its cover gives count and payout). */
export const BET_TABLE = [
  { id: 'straight', example: 'straight-17' },
  { id: 'split', example: 'split-17-20' },
  { id: 'street', example: 'street-16' },
  { id: 'corner', example: 'corner-17' },
  { id: 'line', example: 'line-16' },
  { id: 'column', example: 'column-1' },
  { id: 'dozen', example: 'dozen-1' },
  { id: 'redBlack', example: 'red' },
  { id: 'oddEven', example: 'odd' },
  { id: 'lowHigh', example: 'low' },
] as const;

/** What a bet of this kind pays to one (the selector shows it under each kind). */
export function kindPayout(kind: BetKind): number {
  return payoutOf(BET_TABLE.find((row) => row.id === kind)!.example);
}

export { rouletteDetailsSchema };
export type { RouletteDetails };

export function readRouletteDetails(outcome: unknown): RouletteDetails | null {
  const parsed = z.object({ details: rouletteDetailsSchema }).safeParse(outcome);
  return parsed.success ? parsed.data.details : null;
}
