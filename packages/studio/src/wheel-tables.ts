/**
 * The maths tables of the money wheels (games/wheel.ts): segments in wheel order, spots, bonus games,
 * respins, Chance cards and top-slot weights. The top-slot weights were solved once so that every
 * spot's exact RTP is close to 96.1 %; the segment order spreads the rare segments (spreadSegments).
 */
import type { BonusDef, WheelConfig } from './games/wheel.ts';

/** Orders segments so each spot's segments are spread evenly around the wheel (deterministic). */
function evenly(counts: readonly [string, number][]): string[] {
  const placed: { id: string; pos: number }[] = [];
  counts.forEach(([id, n], s) => {
    for (let k = 0; k < n; k++) placed.push({ id, pos: (k + 0.5 + s / (counts.length + 1)) / n });
  });
  return placed.sort((a, b) => a.pos - b.pos || a.id.localeCompare(b.id)).map((p) => p.id);
}

/**
 * Lays out a wheel as the live shows do: the `rare` segments (bonus games, respins, Chance) sit at
 * evenly spaced places, one every n/R segments, in an evenly spread order of their own (so no two of
 * them are side by side and the same bonus never bunches); the number segments fill the rest, spread
 * evenly too. Deterministic: the order is part of the table (tables.test.ts checks the rule).
 */
export function spreadSegments(counts: readonly [string, number][], rare: readonly string[] = []): string[] {
  const n = counts.reduce((a, [, k]) => a + k, 0);
  const rareOrder = evenly(counts.filter(([id]) => rare.includes(id)));
  const commonOrder = evenly(counts.filter(([id]) => !rare.includes(id)));
  const places = new Set(rareOrder.map((_, j) => Math.floor(((j + 0.5) * n) / rareOrder.length)));
  let r = 0;
  let c = 0;
  return Array.from({ length: n }, (_, i) => (places.has(i) ? rareOrder[r++]! : commonOrder[c++]!));
}

const w = <T extends object>(weight: number, v: T) => ({ ...v, weight });

// ---------------------------------------------------------------- Dream Catcher
/** 65 segments: 63 numbers and two respin multipliers (×2, ×5); labels chosen so every spot is ≈ 96 %. */
export const DREAM_CATCHER: WheelConfig = {
  segments: spreadSegments(
    [
      ['1', 29],
      ['2', 19],
      ['6', 8],
      ['13', 4],
      ['27', 2],
      ['55', 1],
      ['x2', 1],
      ['x5', 1],
    ],
    ['x2', 'x5'],
  ),
  spots: {
    '1': { en: '1', ja: '1', kind: 'number', pays: 1 },
    '2': { en: '2', ja: '2', kind: 'number', pays: 2 },
    '6': { en: '6', ja: '6', kind: 'number', pays: 6 },
    '13': { en: '13', ja: '13', kind: 'number', pays: 13 },
    '27': { en: '27', ja: '27', kind: 'number', pays: 27 },
    '55': { en: '55', ja: '55', kind: 'number', pays: 55 },
  },
  respins: { x2: 2, x5: 5 },
};

// ---------------------------------------------------------------- Crazy Time
const CT_COIN_FLIP: BonusDef = {
  kind: 'pick',
  name: 'coin-flip',
  choices: 2,
  values: [
    w(30, { value: 2 }),
    w(25, { value: 3 }),
    w(20, { value: 5 }),
    w(12, { value: 10 }),
    w(8, { value: 15 }),
    w(4, { value: 25 }),
    w(1, { value: 50 }),
  ],
};
const CT_CASH_HUNT: BonusDef = {
  kind: 'pick',
  name: 'cash-hunt',
  choices: 108,
  player: true,
  values: [
    w(20, { value: 5 }),
    w(20, { value: 7 }),
    w(18, { value: 10 }),
    w(14, { value: 15 }),
    w(10, { value: 20 }),
    w(8, { value: 25 }),
    w(5, { value: 50 }),
    w(3, { value: 75 }),
    w(1, { value: 100 }),
    w(1, { value: 200 }),
  ],
};
const CT_PACHINKO: BonusDef = {
  kind: 'drop',
  name: 'pachinko',
  board: { rows: 12 },
  slots: [
    { value: 10 },
    { value: 20 },
    { value: 25 },
    { value: 5 },
    { factor: 2 },
    { value: 15 },
    { value: 7 },
    { value: 10 },
    { value: 25 },
    { value: 5 },
    { value: 15 },
    { factor: 2 },
    { value: 7 },
    { value: 25 },
    { value: 20 },
    { value: 50 },
  ],
};
const CT_CRAZY_TIME: BonusDef = {
  kind: 'drop',
  name: 'crazy-time',
  slots: [
    ...[10, 15, 20, 25, 10, 15, 20, 50, 10, 25, 15, 20, 100, 10, 15, 25, 20, 50, 10, 15].map((value) => ({
      value,
    })),
    { factor: 2 },
    ...[20, 25, 10, 15, 200, 20, 25, 10, 15, 50, 20, 25, 10, 15, 20, 25, 50, 10, 15, 20].map((value) => ({
      value,
    })),
    { factor: 3 },
    ...[25, 10, 15, 20, 25, 10, 15, 100, 20, 25, 10, 15, 20, 25, 10, 50, 15, 20, 25, 10, 500].map(
      (value) => ({ value }),
    ),
    { factor: 2 },
  ],
};

const TOP_SLOT_MULTIPLIERS = [
  w(30, { value: 2 }),
  w(25, { value: 3 }),
  w(20, { value: 5 }),
  w(15, { value: 10 }),
  w(6, { value: 20 }),
  w(3, { value: 50 }),
  w(1, { value: 100 }),
];

export const CRAZY_TIME: WheelConfig = {
  segments: spreadSegments(
    [
      ['1', 21],
      ['2', 13],
      ['5', 7],
      ['10', 4],
      ['coin_flip', 4],
      ['pachinko', 2],
      ['cash_hunt', 2],
      ['crazy_time', 1],
    ],
    ['coin_flip', 'pachinko', 'cash_hunt', 'crazy_time'],
  ),
  spots: {
    '1': { en: '1', ja: '1', kind: 'number', pays: 1 },
    '2': { en: '2', ja: '2', kind: 'number', pays: 2 },
    '5': { en: '5', ja: '5', kind: 'number', pays: 5 },
    '10': { en: '10', ja: '10', kind: 'number', pays: 10 },
    coin_flip: { en: 'Coin Flip', ja: 'コインフリップ', kind: 'bonus', bonus: CT_COIN_FLIP },
    pachinko: { en: 'Pachinko', ja: 'パチンコ', kind: 'bonus', bonus: CT_PACHINKO },
    cash_hunt: { en: 'Cash Hunt', ja: 'キャッシュハント', kind: 'bonus', bonus: CT_CASH_HUNT },
    crazy_time: { en: 'Crazy Time', ja: 'クレイジータイム', kind: 'bonus', bonus: CT_CRAZY_TIME },
  },
  topSlot: {
    spots: [
      w(7193, { spot: '1' }),
      w(7571, { spot: '2' }),
      w(4316, { spot: '5' }),
      w(3013, { spot: '10' }),
      w(13981, { spot: 'coin_flip' }),
      w(3856, { spot: 'pachinko' }),
      w(5834, { spot: 'cash_hunt' }),
      w(6390, { spot: 'crazy_time' }),
      w(47846, { spot: 'none' }),
    ],
    multipliers: TOP_SLOT_MULTIPLIERS,
  },
};

// ---------------------------------------------------------------- Monopoly Live
/** The 40 squares from GO (0: no prize), clockwise; square 30 sends the token to jail. */
// prettier-ignore
const BOARD: (number | 'jail')[] = [
  0, 4, 2, 4, 2, 10, 6, 2, 6, 8,
  0, 10, 4, 10, 12, 10, 14, 4, 14, 16,
  0, 18, 4, 18, 20, 10, 22, 22, 4, 24,
  'jail', 26, 26, 4, 30, 10, 4, 36, 2, 50,
];
export const MONOPOLY: WheelConfig = {
  segments: spreadSegments(
    [
      ['1', 23],
      ['2', 15],
      ['5', 7],
      ['10', 4],
      ['chance', 1],
      ['two_rolls', 3],
      ['four_rolls', 1],
    ],
    ['chance', 'two_rolls', 'four_rolls'],
  ),
  spots: {
    '1': { en: '1', ja: '1', kind: 'number', pays: 1 },
    '2': { en: '2', ja: '2', kind: 'number', pays: 2 },
    '5': { en: '5', ja: '5', kind: 'number', pays: 5 },
    '10': { en: '10', ja: '10', kind: 'number', pays: 10 },
    two_rolls: {
      en: '2 Rolls',
      ja: '2ロール',
      kind: 'bonus',
      bonus: { kind: 'board', name: 'two-rolls', rolls: 2, squares: BOARD },
    },
    four_rolls: {
      en: '4 Rolls',
      ja: '4ロール',
      kind: 'bonus',
      bonus: { kind: 'board', name: 'four-rolls', rolls: 4, squares: BOARD },
    },
  },
  chance: [
    w(40, { kind: 'cash', value: 1 }),
    w(25, { kind: 'cash', value: 2 }),
    w(10, { kind: 'cash', value: 5 }),
    w(15, { kind: 'multiplier', value: 2 }),
    w(10, { kind: 'multiplier', value: 3 }),
  ],
  topSlot: {
    spots: [
      w(6718, { spot: '1' }),
      w(6620, { spot: '2' }),
      w(9592, { spot: '5' }),
      w(6045, { spot: '10' }),
      w(4513, { spot: 'two_rolls' }),
      w(7157, { spot: 'four_rolls' }),
      w(59355, { spot: 'none' }),
    ],
    multipliers: [w(50, { value: 2 }), w(30, { value: 3 }), w(15, { value: 5 }), w(5, { value: 10 })],
  },
};

// ---------------------------------------------------------------- Funky Time
const LETTERS = ['F', 'U', 'N', 'K', 'Y', 'T', 'I', 'M', 'E'];
export const FUNKY_TIME: WheelConfig = {
  segments: spreadSegments(
    [
      ['1', 28],
      ...LETTERS.map((l): [string, number] => [l, 3]),
      ['bar', 4],
      ['disco', 2],
      ['stayin_alive', 2],
      ['vip_disco', 1],
    ],
    ['bar', 'disco', 'stayin_alive', 'vip_disco'],
  ),
  spots: {
    '1': { en: '1', ja: '1', kind: 'number', pays: 1 },
    ...Object.fromEntries(LETTERS.map((l) => [l, { en: l, ja: l, kind: 'number' as const, pays: 18 }])),
    bar: {
      en: 'Bar',
      ja: 'バー',
      kind: 'bonus',
      bonus: {
        kind: 'pick',
        name: 'bar',
        choices: 3,
        player: true,
        values: [
          w(30, { value: 4 }),
          w(25, { value: 7 }),
          w(20, { value: 10 }),
          w(12, { value: 14 }),
          w(8, { value: 28 }),
          w(4, { value: 56 }),
          w(1, { value: 140 }),
        ],
      },
    },
    disco: {
      en: 'Disco',
      ja: 'ディスコ',
      kind: 'bonus',
      bonus: {
        kind: 'drop',
        name: 'disco',
        slots: [
          ...[7, 14, 20, 28, 7, 14, 35, 20, 14, 70, 7, 14, 20, 28].map((value) => ({ value })),
          { factor: 2 },
          ...[7, 14, 20, 28, 7, 14, 140, 20, 14, 40, 7, 14, 20, 28, 56, 7, 14, 20, 28, 35, 14, 20].map(
            (value) => ({ value }),
          ),
        ],
      },
    },
    stayin_alive: {
      en: "Stayin' Alive",
      ja: 'ステイン・アライブ',
      kind: 'bonus',
      bonus: {
        kind: 'accumulate',
        name: 'stayin-alive',
        steps: [
          w(40, { value: 2 }),
          w(30, { value: 4 }),
          w(15, { value: 8 }),
          w(5, { value: 20 }),
          w(1, { value: 50 }),
          w(18, { stop: true }),
        ],
      },
    },
    vip_disco: {
      en: 'VIP Disco',
      ja: 'VIPディスコ',
      kind: 'bonus',
      bonus: {
        kind: 'drop',
        name: 'vip-disco',
        slots: [
          ...[20, 30, 40, 25, 50, 20, 30, 100, 25, 40, 20, 30, 60, 25, 40, 20, 30].map((value) => ({
            value,
          })),
          { factor: 2 },
          ...[20, 30, 40, 25, 250, 20, 30, 40, 25, 50, 20, 30, 40, 25, 80, 20, 30, 40, 500].map((value) => ({
            value,
          })),
        ],
      },
    },
  },
  topSlot: {
    spots: [
      w(6552, { spot: '1' }),
      w(2780, { spot: 'F' }),
      w(2780, { spot: 'U' }),
      w(2780, { spot: 'N' }),
      w(2780, { spot: 'K' }),
      w(2780, { spot: 'Y' }),
      w(2780, { spot: 'T' }),
      w(2780, { spot: 'I' }),
      w(2780, { spot: 'M' }),
      w(2780, { spot: 'E' }),
      w(4972, { spot: 'bar' }),
      w(6795, { spot: 'disco' }),
      w(4648, { spot: 'stayin_alive' }),
      w(3431, { spot: 'vip_disco' }),
      w(48582, { spot: 'none' }),
    ],
    multipliers: [
      w(40, { value: 2 }),
      w(30, { value: 3 }),
      w(20, { value: 5 }),
      w(8, { value: 10 }),
      w(2, { value: 25 }),
    ],
  },
};

// ---------------------------------------------------------------- Imperial Quest
export const IMPERIAL_QUEST: WheelConfig = {
  segments: spreadSegments(
    [
      ['1', 22],
      ['2', 13],
      ['5', 7],
      ['10', 4],
      ['20', 2],
      ['quest', 4],
      ['emperor', 2],
    ],
    ['quest', 'emperor'],
  ),
  spots: {
    '1': { en: '1', ja: '1', kind: 'number', pays: 1 },
    '2': { en: '2', ja: '2', kind: 'number', pays: 2 },
    '5': { en: '5', ja: '5', kind: 'number', pays: 5 },
    '10': { en: '10', ja: '10', kind: 'number', pays: 10 },
    '20': { en: '20', ja: '20', kind: 'number', pays: 20 },
    quest: {
      en: 'Imperial Quest',
      ja: 'インペリアルクエスト',
      kind: 'bonus',
      bonus: {
        kind: 'quest',
        name: 'quest',
        levels: [
          { value: 2, advance: 1, fail: 0 },
          { value: 3, advance: 2, fail: 1 },
          { value: 4, advance: 2, fail: 1 },
          { value: 6, advance: 2, fail: 1 },
          { value: 10, advance: 1, fail: 1 },
          { value: 25, advance: 1, fail: 1 },
        ],
      },
    },
    emperor: {
      en: "Emperor's Path",
      ja: '皇帝の道',
      kind: 'bonus',
      bonus: {
        kind: 'quest',
        name: 'emperor',
        levels: [
          { value: 3, advance: 1, fail: 0 },
          { value: 4, advance: 3, fail: 1 },
          { value: 5, advance: 3, fail: 1 },
          { value: 8, advance: 2, fail: 1 },
          { value: 15, advance: 2, fail: 1 },
          { value: 30, advance: 1, fail: 1 },
          { value: 100, advance: 1, fail: 2 },
        ],
      },
    },
  },
  topSlot: {
    spots: [
      w(10711, { spot: '1' }),
      w(14804, { spot: '2' }),
      w(8438, { spot: '5' }),
      w(5891, { spot: '10' }),
      w(7384, { spot: '20' }),
      w(2973, { spot: 'quest' }),
      w(1866, { spot: 'emperor' }),
      w(47933, { spot: 'none' }),
    ],
    multipliers: [
      w(45, { value: 2 }),
      w(30, { value: 3 }),
      w(15, { value: 5 }),
      w(8, { value: 10 }),
      w(2, { value: 50 }),
    ],
  },
};
