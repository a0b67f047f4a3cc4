import type { Rng } from '../rng.ts';
import { BetError, makeOutcome, slipTotal, type Channel, type Outcome, type RtpReport } from '../types.ts';

/**
 * European roulette, single zero: the ball lands on pocket int(37). A bet covering k numbers returns
 * stake × 36/k (straight 35:1, split 17:1, street 11:1, corner 8:1, line 5:1, dozen/column 2:1,
 * even-money 1:1); every bet's exact RTP is (k/37)·(36/k) = 36/37. Integer bets → integer wins.
 *
 * Spots: straight-N, split-A-B (adjacent on the layout, or 0 with 1/2/3), trio-0-1-2 and trio-0-2-3 (the
 * zero's three-number bets), street-N (N = 1, 4, …, 34),
 * corner-N (N top-left, N mod 3 ≠ 0, N ≤ 32), line-N (six numbers N…N+5, N = 1, 4, …, 31),
 * dozen-1..3, column-1..3, red, black, odd, even, low (1–18), high (19–36).
 */
export interface RouletteConfig {
  variant: 'european' | 'japanese';
}

export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];
/** A winning bet covering k numbers returns amount × ROULETTE_RETURN / k (stake included). */
export const ROULETTE_RETURN = 36;
/** Pockets 0…36; the ball lands on pocket int(ROULETTE_POCKETS). */
export const ROULETTE_POCKETS = 37;

export const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

const range = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);

const coverCache = new Map<string, number[] | null>();

/** The numbers a spot covers, or null if the spot is not a valid bet. */
export function rouletteCover(spot: string): number[] | null {
  const hit = coverCache.get(spot);
  if (hit !== undefined) return hit;
  const result = computeCover(spot);
  // Only valid spots are cached: they are a small finite set, refused names are anyone's strings.
  if (result) coverCache.set(spot, result);
  return result;
}

/** A number exactly as the canonical spot name writes it: decimal, no sign, no leading zero. */
const CANONICAL_NUMBER = /^(0|[1-9][0-9]?)$/;

function computeCover(spot: string): number[] | null {
  const parts = spot.split('-');
  const kind = parts[0];
  // `straight-05`, `straight-1e1`, `straight-0x11`, `straight-+5`, `dozen-1.0`, `straight-00` are refused:
  // Number() would read them all as valid pockets, so one bet would have many names.
  if (!parts.slice(1).every((part) => CANONICAL_NUMBER.test(part))) return null;
  const nums = parts.slice(1).map(Number);
  const ok = (n: number | undefined, lo: number, hi: number): n is number =>
    n !== undefined && Number.isInteger(n) && n >= lo && n <= hi;
  switch (kind) {
    case 'straight':
      return nums.length === 1 && ok(nums[0], 0, 36) ? [nums[0]] : null;
    case 'split': {
      const [a, b] = nums;
      if (nums.length !== 2 || !ok(a, 0, 36) || !ok(b, 0, 36) || a >= b) return null;
      if (a === 0) return b <= 3 ? [a, b] : null;
      if (b - a === 3 || (b - a === 1 && a % 3 !== 0)) return [a, b];
      return null;
    }
    case 'trio': {
      // The zero's two three-number bets (0-1-2 and 0-2-3), 11:1; Voisins du zéro calls 0-2-3.
      const [a, b, c] = nums;
      return nums.length === 3 && a === 0 && b! + 1 === c && (b === 1 || b === 2) ? [0, b, c] : null;
    }
    case 'street':
      return nums.length === 1 && ok(nums[0], 1, 34) && nums[0] % 3 === 1
        ? range(nums[0], nums[0] + 2)
        : null;
    case 'corner': {
      const n = nums[0];
      return nums.length === 1 && ok(n, 1, 32) && n % 3 !== 0 ? [n, n + 1, n + 3, n + 4] : null;
    }
    case 'line':
      return nums.length === 1 && ok(nums[0], 1, 31) && nums[0] % 3 === 1
        ? range(nums[0], nums[0] + 5)
        : null;
    case 'dozen':
      return nums.length === 1 && ok(nums[0], 1, 3) ? range(12 * nums[0] - 11, 12 * nums[0]) : null;
    case 'column':
      return nums.length === 1 && ok(nums[0], 1, 3)
        ? range(1, 36).filter((n) => n % 3 === nums[0]! % 3)
        : null;
    case 'red':
      return nums.length === 0 ? range(1, 36).filter((n) => RED.has(n)) : null;
    case 'black':
      return nums.length === 0 ? range(1, 36).filter((n) => !RED.has(n)) : null;
    case 'odd':
      return nums.length === 0 ? range(1, 36).filter((n) => n % 2 === 1) : null;
    case 'even':
      return nums.length === 0 ? range(1, 36).filter((n) => n % 2 === 0) : null;
    case 'low':
      return nums.length === 0 ? range(1, 18) : null;
    case 'high':
      return nums.length === 0 ? range(19, 36) : null;
    default:
      return null;
  }
}

export interface RouletteDetails {
  pocket: number;
  /** Position of the pocket on the wheel (for the animation). */
  wheelIndex: number;
  color: 'green' | 'red' | 'black';
  bets: Record<string, number>;
  spotWins: Record<string, number>;
}

export function playRoulette(
  _cfg: RouletteConfig,
  rng: Rng,
  bets: Record<string, number>,
): Outcome<RouletteDetails> {
  const stake = slipTotal(bets, (s) => rouletteCover(s) !== null);
  const pocket = rng.int(ROULETTE_POCKETS);
  const spotWins: Record<string, number> = {};
  let win = 0;
  for (const [spot, amount] of Object.entries(bets)) {
    const cover = rouletteCover(spot);
    if (!cover) throw new BetError(`unknown bet spot ${spot}`);
    const w = cover.includes(pocket) ? (amount * ROULETTE_RETURN) / cover.length : 0;
    spotWins[spot] = w;
    win += w;
  }
  return makeOutcome('roulette', 'spin', stake, win, {
    pocket,
    wheelIndex: WHEEL_ORDER.indexOf(pocket),
    color: pocket === 0 ? 'green' : RED.has(pocket) ? 'red' : 'black',
    bets,
    spotWins,
  });
}

/** Exact, by enumerating the 37 pockets for every bet type (all equal 36/37). */
export function rouletteRtp(_cfg: RouletteConfig): RtpReport {
  const perBet: Record<string, number> = {};
  for (const spot of [
    'straight-17',
    'split-17-20',
    'street-16',
    'trio-0-2-3',
    'corner-17',
    'line-16',
    'dozen-2',
    'column-1',
    'red',
    'black',
    'odd',
    'even',
    'low',
    'high',
  ]) {
    const cover = rouletteCover(spot)!;
    let ret = 0;
    for (let p = 0; p < 37; p++) if (cover.includes(p)) ret += 36 / cover.length / 37;
    perBet[spot.split('-')[0]!] = ret;
  }
  return { reference: perBet.straight!, perBet };
}

export function rouletteChannels(): Channel[] {
  return [
    { name: 'pocket', labels: range(0, 36).map(String), probabilities: new Array<number>(37).fill(1 / 37) },
  ];
}

export function rouletteObserve(_cfg: RouletteConfig, o: Outcome): number[][] {
  return [[(o.details as RouletteDetails).pocket]];
}
