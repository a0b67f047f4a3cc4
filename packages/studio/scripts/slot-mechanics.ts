import type { SlotFeatures } from '../src/games/slot.ts';
import type { Sym } from './slot-specs.ts';

/**
 * The mechanics each slot title composes, chosen for its theme (input of tune-slots.ts; the table
 * is in the studio README). Every title has a distinct SET of mechanics; parameters vary on top.
 * Coin values and pick prizes are given here in multiples of the total bet (tune-slots.ts turns them
 * into credits); hold-and-win titles get blocks of 3 coins on every reel, pick titles one bonus
 * symbol per reel (spaced like the scatter).
 */
export interface TitleMechanics {
  features: SlotFeatures;
  /** New symbols: the hold-and-win coin, the pick bonus symbol. */
  coin?: Sym;
  bonus?: Sym;
  /** Hold-and-win coin values × bet (jackpots as named), with weights. */
  coinValues?: { x?: number; jackpot?: 'mini' | 'minor' | 'major'; weight: number }[];
  /** Pick prizes × bet. */
  prizes?: number[];
  /** Free spins without retriggers (sticky wilds). */
  noRetrigger?: boolean;
}

/**
 * The volatility label of each title, from its measured σ per unit staked (`npm run rtp -- --all`):
 * low < 4, medium 4–8, high ≥ 8. The strip profile (slot-specs.ts `vol`) is only the starting layout.
 */
export const VOLATILITY: Record<string, 'low' | 'medium' | 'high'> = {
  JPL_FIGHTING_SAMURAI: 'high',
  WNF_AZTEC_X: 'low',
  WNF_BATTLE_DWARF: 'medium',
  WNF_DRAGON_PEARL: 'medium',
  WNF_DREAMS_OF_GOLD: 'medium',
  WNF_FROST_QUEEN: 'medium',
  WNF_HAWAIIAN_DREAM: 'low',
  WNF_JUNGLE_JEWELS: 'medium',
  WNF_LUCKY_NEKO: 'low',
  WNF_MILLION_TREE: 'medium',
  WNF_MOON_RABBIT: 'medium',
  WNF_NEON_KOI: 'low',
  WNF_OIRAN_DREAMS: 'medium',
  WNF_PHARAOHS_EMBER: 'high',
  WNF_PIRATES_BOUNTY: 'low',
  WNF_SAKURA_FORTUNE: 'low',
  WNF_SWORD_OF_FORTUNE: 'high',
  WNF_VIKING_THUNDER: 'medium',
  WNF_WILD_WEST_ANGEL: 'medium',
};

const JACKPOTS = { mini: 10, minor: 25, major: 100, grand: 1000 };
const HOLD = (trigger: number, hit: [number, number]) => ({
  trigger,
  hit,
  values: [],
  jackpots: JACKPOTS,
});
const COINS: TitleMechanics['coinValues'] = [
  { x: 0.5, weight: 300 },
  { x: 1, weight: 160 },
  { x: 2, weight: 60 },
  { x: 3, weight: 30 },
  { x: 5, weight: 15 },
  { jackpot: 'mini', weight: 6 },
  { jackpot: 'minor', weight: 2 },
  { jackpot: 'major', weight: 1 },
];
const PICK = (trigger: number) => ({ trigger, prizes: [] });
const MULT_LOW = { values: [2, 3], weights: [3, 1] };
const MULT_MID = { values: [2, 3, 5], weights: [6, 3, 1] };
const MULT_HIGH = { values: [2, 3, 5, 10], weights: [10, 5, 3, 1] };

export const MECHANICS: Record<string, TitleMechanics> = {
  // Tumbling temple stones, the multiplier climbs with each tumble.
  WNF_AZTEC_X: { features: { cascade: { multipliers: [1, 2, 3, 5] } } },
  // Rune wilds forged with multipliers; the dwarves' vault: pick a chest.
  WNF_BATTLE_DWARF: {
    features: { wildMultipliers: MULT_MID, pick: PICK(3) },
    bonus: ['vault_key', 'Vault Key', '宝物庫の鍵'],
    prizes: [5, 8, 10, 15, 20, 40, 100],
  },
  // Classic gold: coins lock and respin for the four jackpots.
  WNF_DREAMS_OF_GOLD: {
    features: { holdAndWin: HOLD(6, [1, 25]) },
    coin: ['gold_coin', 'Gold Coin', '金貨'],
    coinValues: COINS,
  },
  // The rainbow wild spans its whole reel.
  WNF_HAWAIIAN_DREAM: { features: { expandingWilds: 'always' } },
  // A love letter from the oiran: pick one; in free spins the koto wild fills its reel.
  WNF_OIRAN_DREAMS: {
    features: { pick: PICK(3), expandingWilds: 'free-spins' },
    bonus: ['love_letter', 'Love Letter', '恋文'],
    prizes: [5, 10, 10, 20, 30, 50],
  },
  // The money tree drops coins (hold-and-win) and its spirit offers a pick.
  WNF_MILLION_TREE: {
    features: { holdAndWin: HOLD(6, [1, 28]), pick: PICK(3) },
    coin: ['fortune_coin', 'Fortune Coin', '実りの金貨'],
    bonus: ['tree_spirit', 'Tree Spirit', '木霊'],
    coinValues: COINS,
    prizes: [5, 10, 15, 25, 50],
  },
  // The legendary blade's wilds carry multipliers up to ×10.
  WNF_SWORD_OF_FORTUNE: { features: { wildMultipliers: MULT_HIGH } },
  // The angel's halo wilds stay through the free spins; crack the saloon safe (pick).
  WNF_WILD_WEST_ANGEL: {
    features: { stickyWilds: true, pick: PICK(3) },
    bonus: ['safe', 'Saloon Safe', '酒場の金庫'],
    prizes: [5, 10, 15, 20, 50],
    noRetrigger: true,
  },
  // Fire pearls lock and respin (hold-and-win); the dragon's wilds multiply.
  WNF_DRAGON_PEARL: {
    features: { holdAndWin: HOLD(6, [1, 25]), wildMultipliers: MULT_LOW },
    coin: ['fire_pearl', 'Fire Pearl', '火の珠'],
    coinValues: COINS,
  },
  // Ripples: winning symbols dissolve and the pond refills.
  WNF_NEON_KOI: { features: { cascade: { multipliers: [1] } } },
  // Falling petals tumble; the torii wild fills its reel.
  WNF_SAKURA_FORTUNE: { features: { cascade: { multipliers: [1] }, expandingWilds: 'always' } },
  // Pick a lucky bag (fukubukuro).
  WNF_LUCKY_NEKO: {
    features: { pick: PICK(3) },
    bonus: ['lucky_bag', 'Lucky Bag', '福袋'],
    prizes: [5, 8, 10, 15, 25, 40, 60, 100],
  },
  // In free spins the sarcophagus wild spreads over its reel and stays there.
  WNF_PHARAOHS_EMBER: { features: { expandingWilds: 'free-spins', stickyWilds: true }, noRetrigger: true },
  // Thunder tumbles; the bolt wilds strike with multipliers.
  WNF_VIKING_THUNDER: { features: { cascade: { multipliers: [1] }, wildMultipliers: MULT_LOW } },
  // Jewels tumble with a doubling multiplier; wild jewels multiply too.
  WNF_JUNGLE_JEWELS: { features: { cascade: { multipliers: [1, 2, 4, 8] }, wildMultipliers: MULT_LOW } },
  // Moonstones lock and respin; the night-cloud wild covers its reel.
  WNF_MOON_RABBIT: {
    features: { holdAndWin: HOLD(6, [1, 25]), expandingWilds: 'always' },
    coin: ['moonstone', 'Moonstone', '月長石'],
    coinValues: COINS,
  },
  // Cannon fire tumbles the reels with a rising multiplier; X marks the spot (pick).
  WNF_PIRATES_BOUNTY: {
    features: { cascade: { multipliers: [1, 2, 3, 4] }, pick: PICK(3) },
    bonus: ['x_marks', 'X Marks the Spot', '宝の印'],
    prizes: [5, 10, 15, 25, 50],
  },
  // Frozen wilds: every wild stays frozen for the rest of the free spins.
  WNF_FROST_QUEEN: { features: { stickyWilds: true }, noRetrigger: true },
  // The ronin's katana wilds cut with multipliers and fill the reel in free spins.
  JPL_FIGHTING_SAMURAI: { features: { wildMultipliers: MULT_MID, expandingWilds: 'free-spins' } },
};
