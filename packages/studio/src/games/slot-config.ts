import type { SlotJackpot } from '@casino/contract';

/**
 * A slot title's configuration: 5 reels × 3 rows, cyclic reel strips, fixed paylines or 243 ways, and
 * the MECHANICS its title composes (`features`). The engine (slot.ts) plays any composition; the
 * maths (slot-exact.ts) prices any composition without cascades exactly, and a cascade title by a
 * stated simulation (`rtpEstimate`, written by scripts/tune-slots.ts).
 *
 * Coins: a bet is `credits` credits; bets must be multiples of `credits` so that one credit is a whole
 * number of coins. Line/way pays, coin values and pick prizes are integers in credits, scatter pays and
 * jackpots integer multiples of the total bet, every multiplier an integer: every win is a whole number
 * of coins and the RTP does not depend on the bet size.
 */
export interface SlotSymbol {
  id: string;
  en: string;
  ja: string;
  /**
   * regular: pays on lines/ways; wild: substitutes for regular symbols (never on reel 1); scatter: pays
   * anywhere and triggers free spins; coin: hold-and-win coin; bonus: triggers the pick bonus.
   */
  kind: 'regular' | 'wild' | 'scatter' | 'coin' | 'bonus';
  /** Regular symbols: credits for 3, 4 and 5 of a kind. Scatter: × total bet for 3, 4, 5 anywhere. */
  pays: readonly [number, number, number];
}

export interface WildMultiplierFeature {
  /** Each wild that lands draws one of `values` with probability weight / Σ weights. */
  values: readonly number[];
  weights: readonly number[];
}

export interface CascadeFeature {
  /**
   * The multiplier of the first window (index 0) and of each tumble after it (index i); the last one
   * repeats. [1] = plain tumbles; [1, 2, 3, 5] = a rising multiplier.
   */
  multipliers: readonly number[];
}

export interface HoldAndWinFeature {
  /** Coins in one window that start the feature. */
  trigger: number;
  /** In each respin, every empty cell lands a coin with probability hit[0] / hit[1]. */
  hit: readonly [number, number];
  /** The value a coin carries: credits, or a jackpot; drawn with weight / Σ weights. */
  values: readonly { credits?: number; jackpot?: Exclude<SlotJackpot, 'grand'>; weight: number }[];
  /** Jackpot prizes, × total bet (Grand: all 15 cells filled). */
  jackpots: Readonly<Record<SlotJackpot, number>>;
}

export interface PickFeature {
  /** Bonus symbols in the paid spin's window that start the pick. */
  trigger: number;
  /** The board's hidden prizes in credits; shuffled fairly before the player picks one. */
  prizes: readonly number[];
}

export interface SlotFeatures {
  wildMultipliers?: WildMultiplierFeature;
  /** A wild that lands fills its whole reel: on every spin, or in free spins only. */
  expandingWilds?: 'always' | 'free-spins';
  /** In free spins every wild cell stays wild until the free spins end (needs retrigger: false). */
  stickyWilds?: boolean;
  cascade?: CascadeFeature;
  holdAndWin?: HoldAndWinFeature;
  pick?: PickFeature;
}

export interface SlotConfig {
  mode: 'lines' | 'ways';
  /** Credits per bet (bet must be a multiple). For lines games this equals the number of lines. */
  credits: number;
  /** Row (0 top … 2 bottom) on each reel, per payline. Empty for ways games. */
  lines: readonly (readonly number[])[];
  symbols: readonly SlotSymbol[];
  /** Five reel strips of symbol ids; the window of stop s shows strip[s], strip[s+1], strip[s+2] (cyclic). */
  reels: readonly (readonly string[])[];
  freeSpins: { spins: number; multiplier: number; retrigger: boolean };
  /** Volatility label (from the measured σ and hit rate; see the studio README). */
  volatility: 'low' | 'medium' | 'high';
  /** The mechanics this title composes (none: the plain lines/ways game). */
  features?: SlotFeatures;
  /**
   * Cascade titles only (no closed form): the RTP measured by a long simulation of the production
   * engine, with its 95 % confidence half-width and the number of rounds.
   */
  rtpEstimate?: { rtp: number; halfWidth: number; rounds: number };
}

export const ROWS = 3;
export const REELS = 5;
export const CELLS = ROWS * REELS;
export const SCATTER_TRIGGER = 3;
export const RESPINS = 3;
/** A cascade chain stops after this many tumbles (part of the game's rules; the maths includes it). */
export const MAX_TUMBLES = 50;

export const PAYLINES_20: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];
export const PAYLINES_10 = PAYLINES_20.slice(0, 10);

/** A title compiled for play: symbol indices instead of ids. */
export interface Compiled {
  cfg: SlotConfig;
  f: SlotFeatures;
  wild: number;
  scatter: number;
  /** -1 when the title has no such symbol. */
  coin: number;
  bonus: number;
  regular: number[];
  strips: Int32Array[];
}

const compiledCache = new WeakMap<SlotConfig, Compiled>();
const symbolOfKind = (cfg: SlotConfig, kind: SlotSymbol['kind']): number => {
  const all = cfg.symbols.flatMap((s, i) => (s.kind === kind ? [i] : []));
  if (all.length > 1) throw new Error(`slot has more than one ${kind} symbol`);
  return all[0] ?? -1;
};

function checkFeatures(cfg: SlotConfig, c: Omit<Compiled, 'strips'>): void {
  const { f } = c;
  if (f.stickyWilds && cfg.freeSpins.retrigger) throw new Error('sticky wilds need retrigger: false');
  if (f.holdAndWin && c.coin < 0) throw new Error('hold-and-win needs a coin symbol');
  if (!f.holdAndWin && c.coin >= 0) throw new Error('a coin symbol needs hold-and-win');
  if (f.pick && c.bonus < 0) throw new Error('the pick bonus needs a bonus symbol');
  if (!f.pick && c.bonus >= 0) throw new Error('a bonus symbol needs the pick bonus');
  if (f.pick && f.pick.prizes.length < 2) throw new Error('a pick board needs 2+ prizes');
  if (f.cascade && (f.stickyWilds || f.holdAndWin))
    throw new Error('cascades do not combine with sticky/coins');
  if (f.cascade && !cfg.rtpEstimate) throw new Error('a cascade title states its simulated rtpEstimate');
  const h = f.holdAndWin;
  if (h && (h.hit[0] <= 0 || h.hit[0] >= h.hit[1] || h.trigger < 1 || h.trigger > CELLS))
    throw new Error('bad hold-and-win parameters');
  const ints = [
    ...(f.wildMultipliers?.values ?? []),
    ...(f.cascade?.multipliers ?? []),
    ...(f.pick?.prizes ?? []),
    ...(h?.values.map((v) => v.credits ?? 0) ?? []),
    ...Object.values(h?.jackpots ?? {}),
  ];
  if (ints.some((x) => !Number.isInteger(x) || x < 0)) throw new Error('feature values must be integers');
}

export function compileSlot(cfg: SlotConfig): Compiled {
  const hit = compiledCache.get(cfg);
  if (hit) return hit;
  const index = new Map(cfg.symbols.map((s, i) => [s.id, i]));
  const wild = symbolOfKind(cfg, 'wild');
  const scatter = symbolOfKind(cfg, 'scatter');
  if (wild < 0 || scatter < 0) throw new Error('slot needs one wild and one scatter');
  if (cfg.reels.length !== REELS) throw new Error('slot needs 5 reels');
  const base = {
    cfg,
    f: cfg.features ?? {},
    wild,
    scatter,
    coin: symbolOfKind(cfg, 'coin'),
    bonus: symbolOfKind(cfg, 'bonus'),
    regular: cfg.symbols.flatMap((s, i) => (s.kind === 'regular' ? [i] : [])),
  };
  checkFeatures(cfg, base);
  const strips = cfg.reels.map((strip, r) => {
    if (strip.length < ROWS) throw new Error('strip too short');
    return Int32Array.from(strip, (id) => {
      const i = index.get(id);
      if (i === undefined) throw new Error(`unknown symbol ${id}`);
      if (r === 0 && i === wild) throw new Error('no wild on reel 1');
      return i;
    });
  });
  for (const line of cfg.lines)
    if (line.length !== REELS || line.some((r) => r < 0 || r >= ROWS)) throw new Error('bad line');
  if (cfg.mode === 'lines' && cfg.lines.length === 0) throw new Error('lines game without lines');
  const c: Compiled = { ...base, strips };
  compiledCache.set(cfg, c);
  return c;
}

/** Does a wild that lands expand in this phase of the round? */
export const expandsIn = (c: Compiled, free: boolean): boolean =>
  c.f.expandingWilds === 'always' || (c.f.expandingWilds === 'free-spins' && free);
