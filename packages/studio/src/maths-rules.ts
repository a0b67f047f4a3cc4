import type { EngineKind } from './catalogue.ts';
import { BACCARAT_PAYS, BACCARAT_SPOTS, BANKER_BET_UNIT, type BaccaratConfig } from './games/baccarat.ts';
import {
  NATURAL_AT,
  PLAYER_DRAWS_AT_MOST,
  SHOE_EPOCH,
  bankerDraws,
  cardOf,
  cutRange,
} from './games/baccarat-shoe.ts';
import { COIN_SIDES } from './games/coin-flip.ts';
import { TOTALS, TOTAL_WAYS } from './games/dice.ts';
import { RED, ROULETTE_POCKETS, ROULETTE_RETURN, WHEEL_ORDER, rouletteCover } from './games/roulette.ts';
import { CELLS, MAX_TUMBLES, REELS, RESPINS, ROWS, SCATTER_TRIGGER } from './games/slot-config.ts';

/**
 * The part of a game's published maths (maths-version.ts) that lives in engine code rather than in the
 * game's config: grid sizes, caps, pay rules, card values, the baccarat tableau, every roulette spot and
 * what it covers. Every value is READ from the constants and functions the engines play with (never
 * retyped here), so the published document cannot differ from what decided a round; the explicit
 * tables (tableau, spot covers) are produced by calling the engine's own functions over every input.
 */
export type MathsRules = Record<string, unknown>;

const range = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** Every roulette spot name the engine accepts, with the numbers it covers (by rouletteCover itself). */
function rouletteSpots(): Record<string, number[]> {
  const candidates: string[] = ['red', 'black', 'odd', 'even', 'low', 'high'];
  for (const n of range(0, 36)) {
    candidates.push(`straight-${n}`, `street-${n}`, `corner-${n}`, `line-${n}`);
    for (const m of range(n + 1, 36)) candidates.push(`split-${n}-${m}`);
  }
  for (const n of range(1, 3)) candidates.push(`dozen-${n}`, `column-${n}`);
  for (const b of range(1, 35)) candidates.push(`trio-0-${b}-${b + 1}`);
  const spots: Record<string, number[]> = {};
  for (const spot of candidates) {
    const cover = rouletteCover(spot);
    if (cover) spots[spot] = [...cover];
  }
  return spots;
}

/** bankerDraws as a table: [bankerTotal 0…7][player's third card: none, then values 0…9]. */
function bankerTableau(): { playerThird: (number | null)[]; draws: boolean[][] } {
  const playerThird = [null, ...range(0, 9)];
  return {
    playerThird,
    draws: range(0, 7).map((total) => playerThird.map((third) => bankerDraws(total, third ?? -1))),
  };
}

function baccaratRules(config: BaccaratConfig): MathsRules {
  const cards = range(0, 12).map((id) => cardOf(id));
  const size = config.decks * 52;
  return {
    spots: [...BACCARAT_SPOTS],
    pays: BACCARAT_PAYS,
    bankerBetUnit: BANKER_BET_UNIT,
    shoe: {
      cards: size,
      /** Card id c: rank c mod 13, suit ⌊c/13⌋ mod 4. */
      ranks: cards.map((c) => c.rank),
      values: cards.map((c) => c.value),
      suits: range(0, 3).map((s) => cardOf(s * 13).suit),
      cardsBehindCut: cutRange(size),
      epochNonces: SHOE_EPOCH,
    },
    bankerTableau: bankerTableau(),
    naturalAt: NATURAL_AT,
    playerDrawsAtMost: PLAYER_DRAWS_AT_MOST,
  };
}

/** The engine-code rules of an engine family for this config. */
export function mathsRules(engine: EngineKind, config: unknown): MathsRules {
  switch (engine) {
    case 'slot':
      return {
        rows: ROWS,
        reels: REELS,
        cells: CELLS,
        scatterTrigger: SCATTER_TRIGGER,
        holdAndWinRespins: RESPINS,
        maxTumbles: MAX_TUMBLES,
      };
    case 'coin-flip':
      return { sides: [...COIN_SIDES] };
    case 'dice':
      return { totals: [...TOTALS], totalWays: [...TOTAL_WAYS] };
    case 'wheel':
      return {};
    case 'roulette':
      return {
        pockets: ROULETTE_POCKETS,
        returnNumerator: ROULETTE_RETURN,
        wheelOrder: [...WHEEL_ORDER],
        red: [...RED].sort((a, b) => a - b),
        spots: rouletteSpots(),
      };
    case 'baccarat':
      return baccaratRules(config as BaccaratConfig);
  }
}
