/**
 * The maths tables of the live-style titles (coin flip, lightning dice, money wheels). Every number
 * here is part of a game's definition; exact RTPs are computed from them (see the engines), and the
 * top-slot weights were solved once so that every spot's exact RTP is close to 96.1 %.
 */
import type { CoinFlipConfig } from './games/coin-flip.ts';
import type { DiceConfig } from './games/dice.ts';

const w = <T extends object>(weight: number, v: T) => ({ ...v, weight });

// ---------------------------------------------------------------- coin flip
export const CRAZY_COIN_FLIP: CoinFlipConfig = {
  multipliers: [
    { value: 1, weight: 946 },
    { value: 2, weight: 400 },
    { value: 3, weight: 150 },
    { value: 5, weight: 60 },
    { value: 10, weight: 20 },
    { value: 25, weight: 6 },
    { value: 50, weight: 2 },
    { value: 100, weight: 1 },
  ],
};

// ---------------------------------------------------------------- lightning dice
export const LIGHTNING_DICE: DiceConfig = {
  basePays: [118, 39, 19, 11, 7, 5, 4, 4, 4, 4, 5, 7, 11, 19, 39, 118],
  strikes: [
    w(10, { count: 1 }),
    w(30, { count: 2 }),
    w(35, { count: 3 }),
    w(18, { count: 4 }),
    w(7, { count: 5 }),
  ],
  levelWeights: [60, 25, 10, 4, 1],
  lightningPays: [
    [368, 737, 1105, 1842, 3700],
    [123, 247, 370, 617, 1285],
    [63, 126, 190, 316, 655],
    [39, 78, 117, 196, 392],
    [27, 54, 80, 134, 274],
    [19, 38, 58, 96, 217],
    [16, 33, 49, 82, 215],
    [14, 29, 43, 72, 195],
    [14, 29, 43, 72, 195],
    [16, 33, 49, 82, 215],
    [19, 38, 58, 96, 217],
    [27, 54, 80, 134, 274],
    [39, 78, 117, 196, 392],
    [63, 126, 190, 316, 655],
    [123, 247, 370, 617, 1285],
    [368, 737, 1105, 1842, 3700],
  ],
};

export const EXTRA_CHILLI_LIGHTNING_DICE: DiceConfig = {
  basePays: [97, 32, 16, 9, 6, 4, 3, 3, 3, 3, 4, 6, 9, 16, 32, 97],
  strikes: [
    w(5, { count: 1 }),
    w(25, { count: 2 }),
    w(40, { count: 3 }),
    w(20, { count: 4 }),
    w(10, { count: 5 }),
  ],
  levelWeights: [50, 30, 15, 5],
  lightningPays: [
    [221, 441, 883, 1770],
    [74, 148, 296, 595],
    [37, 74, 148, 298],
    [23, 46, 92, 186],
    [15, 31, 62, 123],
    [11, 23, 46, 92],
    [10, 20, 40, 82],
    [9, 18, 36, 72],
    [9, 18, 36, 72],
    [10, 20, 40, 82],
    [11, 23, 46, 92],
    [15, 31, 62, 123],
    [23, 46, 92, 186],
    [37, 74, 148, 298],
    [74, 148, 296, 595],
    [221, 441, 883, 1770],
  ],
  chilli: [w(70, { value: 1 }), w(20, { value: 2 }), w(7, { value: 3 }), w(3, { value: 5 })],
};

// The money wheels' tables (Dream Catcher, Crazy Time, Monopoly Live, Funky Time, Imperial Quest).
export * from './wheel-tables.ts';
