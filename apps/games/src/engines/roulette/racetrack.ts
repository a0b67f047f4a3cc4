import { splitSpot, straightSpot, WHEEL_ORDER } from './layout.ts';

/**
 * The racetrack: the wheel's numbers around an oval, for neighbour bets and the classic call bets.
 * Everything here expands to the engine's own spots (straight-ups, splits, the 0-2-3 trio, a corner),
 * so the slip holds only bets the studio engine prices; a call bet is `units` chips on each part.
 */
export type CallBet = 'tiers' | 'orphelins' | 'voisins' | 'zero';
export const CALL_BETS: readonly CallBet[] = ['tiers', 'orphelins', 'voisins', 'zero'];

/** Each call bet as the dealer places it: spot → chips. */
export const CALL_BET_PARTS: Record<CallBet, Record<string, number>> = {
  // Voisins du zéro: the 17 numbers from 22 to 25 around the zero, 9 chips.
  voisins: {
    'trio-0-2-3': 2,
    [splitSpot(4, 7)]: 1,
    [splitSpot(12, 15)]: 1,
    [splitSpot(18, 21)]: 1,
    [splitSpot(19, 22)]: 1,
    'corner-25': 2,
    [splitSpot(32, 35)]: 1,
  },
  // Tiers du cylindre: the 12 numbers from 27 to 33 opposite the zero, six splits.
  tiers: {
    [splitSpot(5, 8)]: 1,
    [splitSpot(10, 11)]: 1,
    [splitSpot(13, 16)]: 1,
    [splitSpot(23, 24)]: 1,
    [splitSpot(27, 30)]: 1,
    [splitSpot(33, 36)]: 1,
  },
  // Orphelins: the 8 numbers left over, 1 straight and 4 splits.
  orphelins: {
    [straightSpot(1)]: 1,
    [splitSpot(6, 9)]: 1,
    [splitSpot(14, 17)]: 1,
    [splitSpot(17, 20)]: 1,
    [splitSpot(31, 34)]: 1,
  },
  // Jeu zéro: the 7 numbers closest to the zero, 4 chips.
  zero: {
    [splitSpot(0, 3)]: 1,
    [splitSpot(12, 15)]: 1,
    [straightSpot(26)]: 1,
    [splitSpot(32, 35)]: 1,
  },
};

/** The numbers each call bet covers, as its sector of the wheel (for lighting the racetrack). */
export const CALL_BET_SECTORS: Record<CallBet, readonly number[]> = {
  voisins: sector(22, 25),
  tiers: sector(27, 33),
  orphelins: [...sector(17, 6), ...sector(1, 9)],
  zero: sector(12, 15),
};

/** The wheel's numbers from `from` to `to` clockwise. */
function sector(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = WHEEL_ORDER.indexOf(from); ; i = (i + 1) % WHEEL_ORDER.length) {
    out.push(WHEEL_ORDER[i]!);
    if (WHEEL_ORDER[i] === to) return out;
  }
}

export const NEIGHBOUR_COUNTS = [1, 2, 3, 4] as const;

/** A number and its `count` neighbours on each side of the wheel, in wheel order. */
export function neighbours(n: number, count: number): number[] {
  const at = WHEEL_ORDER.indexOf(n);
  const len = WHEEL_ORDER.length;
  return Array.from({ length: 2 * count + 1 }, (_, i) => WHEEL_ORDER[(at - count + i + len) % len]!);
}

/** Slip additions of a neighbour bet: one chip straight up on each number. */
export function neighbourBet(n: number, count: number, chip: number): Record<string, number> {
  return Object.fromEntries(neighbours(n, count).map((x) => [straightSpot(x), chip]));
}

/** Slip additions of a call bet with `chip` coins a unit. */
export function callBet(call: CallBet, chip: number): Record<string, number> {
  return Object.fromEntries(
    Object.entries(CALL_BET_PARTS[call]).map(([spot, units]) => [spot, units * chip]),
  );
}

/** Adds bets to a slip (amounts on the same spot add up). */
export function addToSlip(slip: Record<string, number>, add: Record<string, number>): Record<string, number> {
  const next = { ...slip };
  for (const [spot, amount] of Object.entries(add)) next[spot] = (next[spot] ?? 0) + amount;
  return next;
}

/**
 * Where the wheel's numbers sit on the racetrack, in percent of its box: a stadium (two straights and
 * two half circles) walked clockwise from the top-left end of the top straight; the zero sits on the
 * right-hand curve, as on a casino's racetrack. Returns x, y (0–100) for WHEEL_ORDER[i].
 */
export function racetrackPositions(aspect = 3.2): { x: number; y: number }[] {
  const h = 100;
  const w = 100 * aspect;
  const r = h / 2;
  const straight = w - 2 * r;
  const perimeter = 2 * straight + 2 * Math.PI * r;
  const step = perimeter / WHEEL_ORDER.length;
  // Start so that the zero (index 0) lands in the middle of the right curve.
  const zeroAt = straight + (Math.PI * r) / 2;
  return WHEEL_ORDER.map((_, i) => {
    const d = (((zeroAt + i * step) % perimeter) + perimeter) % perimeter;
    let x: number;
    let y: number;
    if (d < straight) {
      x = r + d;
      y = 0;
    } else if (d < straight + Math.PI * r) {
      const a = (d - straight) / r - Math.PI / 2;
      x = w - r + r * Math.cos(a);
      y = r + r * Math.sin(a);
    } else if (d < 2 * straight + Math.PI * r) {
      x = w - r - (d - straight - Math.PI * r);
      y = h;
    } else {
      const a = (d - 2 * straight - Math.PI * r) / r + Math.PI / 2;
      x = r + r * Math.cos(a);
      y = r + r * Math.sin(a);
    }
    return { x: (x / w) * 100, y };
  });
}
