/**
 * Reel strips and paytables of a slot title from its spec (slot-specs.ts) and mechanics
 * (slot-mechanics.ts), at a given pay scale; used by tune-slots.ts.
 */
import { Xoshiro128 } from '../src/rng.ts';
import { PAYLINES_10, PAYLINES_20, type SlotConfig, type SlotSymbol } from '../src/games/slot.ts';
import { VOLATILITY, type TitleMechanics } from './slot-mechanics.ts';
import type { TitleSpec } from './slot-specs.ts';

/** Per volatility: strip length, symbol counts (7 regular), wilds on reels 2–4, scatters per reel, pays, free spins. */
export const PROFILE = {
  low: {
    counts: [2, 3, 4, 5, 6, 6, 7],
    wilds: [0, 2, 2, 2, 1],
    scatters: [1, 1, 1, 1, 1],
    premium: 0.6,
    scatterPays: [2, 5, 20] as const,
    free: { spins: 10, multiplier: 1, retrigger: true },
  },
  medium: {
    counts: [2, 3, 4, 6, 7, 8, 8],
    wilds: [0, 2, 2, 2, 1],
    scatters: [1, 1, 1, 1, 1],
    premium: 1,
    scatterPays: [2, 10, 50] as const,
    free: { spins: 10, multiplier: 2, retrigger: true },
  },
  high: {
    counts: [1, 2, 3, 7, 8, 9, 10],
    wilds: [0, 1, 2, 1, 1],
    scatters: [1, 1, 1, 1, 1],
    premium: 2.5,
    scatterPays: [3, 20, 100] as const,
    free: { spins: 8, multiplier: 3, retrigger: true },
  },
};
const TEMPLATE: [number, number, number][] = [
  [50, 250, 1000],
  [30, 120, 500],
  [20, 80, 300],
  [10, 40, 150],
  [8, 30, 100],
  [5, 20, 80],
  [5, 15, 60],
];

export function layout(code: string, reel: number, counts: [string, number][]): string[] {
  const rng = new Xoshiro128(`${code}/reel${reel}`);
  const items = counts.flatMap(([id, n]) => new Array<string>(n).fill(id));
  const spaced = (ids: string[], id: string): boolean => {
    const pos = ids.flatMap((s, i) => (s === id ? [i] : []));
    return pos.every((p, k) => {
      const next = pos[(k + 1) % pos.length]!;
      const gap = (next - p + ids.length) % ids.length || ids.length;
      return pos.length < 2 || gap >= 3;
    });
  };
  const special = counts.filter(([id]) => id.startsWith('!')).map(([id]) => id);
  for (let attempt = 0; attempt < 10_000; attempt++) {
    rng.shuffle(items);
    if (special.every((id) => spaced(items, id))) return items;
  }
  throw new Error(`cannot lay out ${code} reel ${reel}`);
}

/** Per-title variation (deterministic from the code) so no two titles share their maths. */
export function variation(t: TitleSpec) {
  const rng = new Xoshiro128(`${t.code}/variation`);
  const p = PROFILE[t.vol];
  return {
    counts: [0, 1, 2, 3, 4].map((r) =>
      p.counts.map((c, i) => Math.max(1, c + (i < 3 ? rng.int(2) : rng.int(3) - 1) + (r === 4 ? 1 : 0))),
    ),
    payJitter: TEMPLATE.map(() => [0, 1, 2].map(() => 0.85 + rng.int(31) / 100)),
    free: { ...p.free, spins: p.free.spins + [-2, 0, 2, 5][rng.int(4)]! },
  };
}

/**
 * The strips of a title: its regular symbols, wilds and scatters (wilds and scatters 3+ stops apart),
 * one bonus symbol per reel for a pick title (spaced the same), then `coinBlocks` blocks of 3 and 2 coins (alternately)
 * inserted at seeded places on every reel for a hold-and-win title.
 */
export function strips(t: TitleSpec, m: TitleMechanics, coinBlocks: number): string[][] {
  const p = PROFILE[t.vol];
  const v = variation(t);
  return [0, 1, 2, 3, 4].map((r) => {
    const ids = layout(t.code, r, [
      ...t.regular.map(([id], i): [string, number] => [id, v.counts[r]![i]!]),
      ['!' + t.wild[0], p.wilds[r]!],
      ['!' + t.scatter[0], p.scatters[r]!],
      ...(m.bonus ? [['!' + m.bonus[0], 1] as [string, number]] : []),
    ]).map((id) => id.replace('!', ''));
    if (m.coin) {
      const rng = new Xoshiro128(`${t.code}/coins${r}`);
      for (let b = 0; b < coinBlocks; b++)
        ids.splice(rng.int(ids.length + 1), 0, ...new Array<string>(b % 2 === 0 ? 3 : 2).fill(m.coin[0]));
    }
    return ids;
  });
}

export function build(t: TitleSpec, m: TitleMechanics, scale: number, reels: string[][]): SlotConfig {
  const p = PROFILE[t.vol];
  const v = variation(t);
  const credits = t.mode === 'lines10' ? 10 : t.mode === 'lines20' ? 20 : 50;
  const symbols: SlotSymbol[] = [
    ...t.regular.map(([id, en, ja], i): SlotSymbol => {
      const factor = i < 3 ? p.premium : 1;
      const pays = TEMPLATE[i]!.map((x, k) =>
        Math.max(1, Math.round(x * v.payJitter[i]![k]! * factor * scale)),
      ) as [number, number, number];
      return { id, en, ja, kind: 'regular', pays };
    }),
    { id: t.wild[0], en: t.wild[1], ja: t.wild[2], kind: 'wild', pays: [0, 0, 0] },
    { id: t.scatter[0], en: t.scatter[1], ja: t.scatter[2], kind: 'scatter', pays: [...p.scatterPays] },
    ...(m.coin
      ? [{ id: m.coin[0], en: m.coin[1], ja: m.coin[2], kind: 'coin', pays: [0, 0, 0] } as const]
      : []),
    ...(m.bonus
      ? [{ id: m.bonus[0], en: m.bonus[1], ja: m.bonus[2], kind: 'bonus', pays: [0, 0, 0] } as const]
      : []),
  ];
  const features = { ...m.features };
  if (features.holdAndWin)
    features.holdAndWin = {
      ...features.holdAndWin,
      values: m.coinValues!.map((c) =>
        c.jackpot ? { jackpot: c.jackpot, weight: c.weight } : { credits: c.x! * credits, weight: c.weight },
      ),
    };
  if (features.pick) features.pick = { ...features.pick, prizes: m.prizes!.map((x) => x * credits) };
  return {
    mode: t.mode === 'ways' ? 'ways' : 'lines',
    credits,
    lines: t.mode === 'lines10' ? PAYLINES_10 : t.mode === 'lines20' ? PAYLINES_20 : [],
    symbols,
    reels,
    freeSpins: { ...v.free, retrigger: !m.noRetrigger },
    volatility: VOLATILITY[t.code] ?? t.vol,
    features,
  };
}
