/*
 * Test-only: slot titles composed with each mechanic of the studio engine (built from a real title, so
 * they play with the production engine), and a search for rounds that show a feature. Registered
 * under TEST_* codes for the view tests; the real titles get their own features in the studio.
 */
import { SLOT_TITLES, Xoshiro128, slot } from '@casino/studio';
import { readSlotOutcome, type SlotOutcome } from './outcome.ts';

type Config = slot.SlotConfig;
const base = SLOT_TITLES.WNF_AZTEC_X!;

export const CASCADE_TITLE: Config = {
  ...base,
  features: {
    cascade: { multipliers: [1, 2, 3, 5] },
    wildMultipliers: { values: [2, 3, 5], weights: [5, 3, 1] },
  },
  rtpEstimate: { rtp: 0.96, halfWidth: 0.01, rounds: 1 },
};

const withSymbol = (cfg: Config, symbol: slot.SlotSymbol, every: number): Config => ({
  ...cfg,
  symbols: [...cfg.symbols, symbol],
  reels: cfg.reels.map((strip) => strip.flatMap((id, i) => (i % every === 0 ? [id, symbol.id] : [id]))),
});

export const HOLD_TITLE: Config = {
  ...withSymbol(
    base,
    { id: 'sun-coin', en: 'Sun coin', ja: '太陽のコイン', kind: 'coin', pays: [0, 0, 0] },
    2,
  ),
  features: {
    holdAndWin: {
      trigger: 5,
      hit: [1, 5],
      values: [
        { credits: 50, weight: 20 },
        { credits: 100, weight: 10 },
        { jackpot: 'mini', weight: 3 },
        { jackpot: 'minor', weight: 1 },
      ],
      jackpots: { mini: 10, minor: 25, major: 100, grand: 1000 },
    },
    expandingWilds: 'always',
  },
};

export const PICK_TITLE: Config = {
  ...withSymbol(
    base,
    { id: 'idol-chest', en: 'Idol chest', ja: '神像の宝箱', kind: 'bonus', pays: [0, 0, 0] },
    3,
  ),
  features: { pick: { trigger: 3, prizes: [100, 200, 300, 500, 1000, 2000] } },
};

export const STICKY_TITLE: Config = {
  ...base,
  freeSpins: { ...base.freeSpins, retrigger: false },
  features: { stickyWilds: true },
};

export const TEST_TITLES: Record<string, Config> = {
  TEST_CASCADE: CASCADE_TITLE,
  TEST_HOLD: HOLD_TITLE,
  TEST_PICK: PICK_TITLE,
  TEST_STICKY: STICKY_TITLE,
};

/** Registers the test titles where the client looks titles up (call in the test file). */
export function registerTestTitles(): void {
  Object.assign(SLOT_TITLES, TEST_TITLES);
}

/** The first seed 0, 1, … whose round (with these choices) matches, with the production engine. */
export function findRound(
  cfg: Config,
  match: (o: SlotOutcome) => boolean,
  { bet = 50, choices = [] as number[] } = {},
): { outcome: SlotOutcome; seed: number } {
  for (let seed = 0; seed < 200_000; seed++) {
    const played = slot.playSlot(cfg, new Xoshiro128(seed), bet, { choices });
    const outcome = readSlotOutcome(played);
    if (!outcome) throw new Error('the engine played an outcome the contract does not read');
    if (match(outcome)) return { outcome, seed };
  }
  throw new Error('no such round');
}

/** The same round as `findRound` found, played again with the player's choices. */
export function replay(cfg: Config, seed: number, choices: number[], bet = 50): SlotOutcome {
  return readSlotOutcome(slot.playSlot(cfg, new Xoshiro128(seed), bet, { choices }))!;
}
