import { roulette } from '@casino/studio';
import { z } from 'zod';

/** The pocket order of a European single-zero wheel, clockwise from 0 (the studio engine's own table). */
export const WHEEL_ORDER: readonly number[] = roulette.WHEEL_ORDER;

export type PocketColor = 'green' | 'red' | 'black';

export function pocketColor(n: number): PocketColor {
  return n === 0 ? 'green' : roulette.RED.has(n) ? 'red' : 'black';
}

/** Spot names exactly as the studio's roulette engine accepts them (rouletteCover). */
export const straightSpot = (n: number) => `straight-${n}`;
export const OUTSIDE_EVEN = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;
export const DOZENS = ['dozen-1', 'dozen-2', 'dozen-3'] as const;
/** Top row of the layout first: column-3 holds 3, 6, … 36. */
export const COLUMNS = ['column-3', 'column-2', 'column-1'] as const;

/** The numbers of the layout's three rows, top (3 … 36) to bottom (1 … 34). */
export const ROWS: number[][] = [3, 2, 1].map((first) => Array.from({ length: 12 }, (_, i) => first + 3 * i));

export const ALL_SPOTS: string[] = [
  ...Array.from({ length: 37 }, (_, n) => straightSpot(n)),
  ...OUTSIDE_EVEN,
  ...DOZENS,
  ...COLUMNS,
];

/** The numbers a spot covers (null for a name the engine would refuse). */
export function coverOf(spot: string): number[] | null {
  return roulette.rouletteCover(spot);
}

export const rouletteDetailsSchema = z.object({
  pocket: z.number().int().min(0).max(36),
  wheelIndex: z.number().int(),
  color: z.enum(['green', 'red', 'black']),
  bets: z.record(z.string(), z.number()),
  spotWins: z.record(z.string(), z.number()),
});
export type RouletteDetails = z.infer<typeof rouletteDetailsSchema>;

export function readRouletteDetails(outcome: unknown): RouletteDetails | null {
  const parsed = z.object({ details: rouletteDetailsSchema }).safeParse(outcome);
  return parsed.success ? parsed.data.details : null;
}
