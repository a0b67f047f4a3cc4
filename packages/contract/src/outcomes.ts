import { z } from 'zod';

/*
 * The outcome of a studio round, per engine family, as the game clients draw it and the studio
 * (packages/studio) produces it: `studioRoundResponseSchema.outcome` carries one of these. The
 * response schema keeps `details: unknown` (a newer engine must not break an older client's round);
 * each client reads the outcome of its own engine with the schema below and draws nothing it cannot
 * read. One source: the studio's detail types are inferred from these.
 */

const coins = z.number().int().nonnegative();

// --- slots (packages/studio src/games/slot*.ts) ----------------------------------------------------
//
// A slot round is a paid spin (the root) and its free spins (children, in play order). Every spin
// lands a 5×3 window (`stops`, `grid`) and is then played out by the mechanics its title composes;
// each mechanic adds an OPTIONAL field to the spin's details (absent when the title does not have it,
// so an older client still reads a newer round):
// - wilds: `wildMultipliers` (a multiplier drawn for each wild that landed; a line's/way's win is
//   multiplied by the product of the multipliers of the wilds it uses), `expandedReels` (a wild that
//   landed filled its whole reel), `stickyWilds` (wild cells held from an earlier free spin);
//   `grid` is the window as it is paid: expanded reels and sticky cells already hold the wild;
// - cascades: `lineWins`/`scatterWin` are the wins of the first window; each `cascades[i]` removes
//   the winning cells of the window before it (`removed`), lets the cells above fall and refills
//   from the strips (`grid` after the fall), and pays its own `lineWins` × its `multiplier`;
// - hold-and-win (`coinValues` on every spin, `holdAndWin` on the spin that triggers it): the coins of the triggering window lock, each respin lands new
//   coins (each resets the respins to 3), the feature ends when no respin is left or all 15 cells
//   hold a coin (the Grand jackpot); coin values are coins (already × bet), jackpot coins name theirs;
// - pick bonus (`pick`, paid spin only): a board of hidden prizes drawn before the player picks; while the round is
//   `pending` the board is absent and `chosen` is empty, the settled round reveals it.
// A spin's `win` is everything it pays: its line/way wins, scatter, cascades and feature prizes.

const reelIndex = z.number().int().min(0).max(4);
const rowIndex = z.number().int().min(0).max(2);
/** One cell of the 5×3 window. */
export const slotCellSchema = z.object({ reel: reelIndex, row: rowIndex });
export type SlotCell = z.infer<typeof slotCellSchema>;

/** grid[reel][row] = symbol id. */
const slotGridSchema = z.array(z.array(z.string()).length(3)).length(5);

export const slotLineWinSchema = z.object({
  /** Payline index (lines games) or -1 (ways games). */
  line: z.number().int(),
  symbol: z.string(),
  count: z.number().int().min(3).max(5),
  /** Ways games: number of ways; lines games: 1. */
  ways: z.number().int().positive(),
  /** Coins, after every multiplier (wild, cascade, free spins). */
  win: coins,
  /** Product of the wild multipliers this win used (ways: weighted over its ways); absent = 1. */
  wildMultiplier: z.number().positive().optional(),
  /** The cells this win used (drawn as the win highlight, removed by a cascade). */
  cells: z.array(slotCellSchema).optional(),
});
export type SlotLineWin = z.infer<typeof slotLineWinSchema>;

/** A wild that landed with a multiplier. */
export const slotWildMultiplierSchema = slotCellSchema.extend({ multiplier: z.number().int().min(1) });
export type SlotWildMultiplier = z.infer<typeof slotWildMultiplierSchema>;

/** One tumble: the winning cells removed, the window after the fall, and what the new window paid. */
export const slotCascadeStepSchema = z.object({
  removed: z.array(slotCellSchema).min(1),
  /** The window after the symbols above fell and the strips refilled the top (grid[reel][row]). */
  grid: slotGridSchema,
  /** How many new symbols entered each reel from its strip (0 … 3). */
  dropped: z.array(z.number().int().min(0).max(3)).length(5),
  lineWins: z.array(slotLineWinSchema),
  /** The cascade multiplier applied to this step's wins (rises with each tumble on some titles). */
  multiplier: z.number().int().min(1),
  win: coins,
});
export type SlotCascadeStep = z.infer<typeof slotCascadeStepSchema>;

export const SLOT_JACKPOTS = ['mini', 'minor', 'major', 'grand'] as const;
export const slotJackpotSchema = z.enum(SLOT_JACKPOTS);
export type SlotJackpot = z.infer<typeof slotJackpotSchema>;

/** A coin on the hold-and-win board: its value in coins, or a jackpot (value = the jackpot's prize). */
export const slotCoinSchema = slotCellSchema.extend({
  value: coins,
  jackpot: slotJackpotSchema.optional(),
});
export type SlotCoin = z.infer<typeof slotCoinSchema>;

export const slotHoldAndWinSchema = z.object({
  /** The coin symbol's id (drawn on the board). */
  symbol: z.string(),
  /** The coins of the triggering window, locked before the first respin. */
  locked: z.array(slotCoinSchema).min(1),
  /** Every respin in order: the coins it landed and the respins left after it (3 after a new coin). */
  respins: z.array(
    z.object({ landed: z.array(slotCoinSchema), respinsLeft: z.number().int().min(0).max(3) }),
  ),
  /** All 15 cells filled: the Grand jackpot is paid on top of the coins. */
  fullScreen: z.boolean(),
  /** Jackpots won (coin jackpots, and 'grand' for a full screen). */
  jackpots: z.array(slotJackpotSchema),
  /** Everything the feature pays, coins. */
  win: coins,
});
export type SlotHoldAndWin = z.infer<typeof slotHoldAndWinSchema>;

export const slotPickSchema = z.object({
  /** The bonus symbol's id that triggered it. */
  symbol: z.string(),
  /** Number of hidden prizes on the board; the player picks one position 0 … options-1. */
  options: z.number().int().min(2),
  /** The positions picked so far (empty while pending). */
  chosen: z.array(z.number().int().nonnegative()),
  /** The whole board, coins per position, revealed once the round is settled (absent while pending). */
  board: z.array(coins).optional(),
  /** What the picks paid, coins (0 while pending). */
  win: coins,
});
export type SlotPick = z.infer<typeof slotPickSchema>;

export const slotSpinDetailsSchema = z.object({
  stops: z.array(z.number().int()).length(5),
  /** grid[reel][row] = symbol id. */
  grid: slotGridSchema,
  lineWins: z.array(slotLineWinSchema),
  scatterCount: z.number().int().nonnegative(),
  scatterWin: coins,
  /** Free spins awarded by this spin (trigger or retrigger). */
  freeSpinsAwarded: z.number().int().nonnegative(),
  /** The free-spin multiplier (1 in the paid spin). */
  multiplier: z.number().positive(),
  wildMultipliers: z.array(slotWildMultiplierSchema).optional(),
  expandedReels: z.array(reelIndex).optional(),
  stickyWilds: z.array(slotCellSchema).optional(),
  cascades: z.array(slotCascadeStepSchema).optional(),
  /** Hold-and-win titles: the value of every coin symbol in the window (trigger or not). */
  coinValues: z.array(slotCoinSchema).optional(),
  holdAndWin: slotHoldAndWinSchema.optional(),
  pick: slotPickSchema.optional(),
});
export type SlotSpinDetails = z.infer<typeof slotSpinDetailsSchema>;

const slotSpinFields = {
  engine: z.literal('slot'),
  step: z.string(),
  stake: coins,
  win: coins,
  totalWin: coins,
  details: slotSpinDetailsSchema,
};

/** A free spin (a child): the same spin shape; its own children are never used. */
export const slotSpinSchema = z.object(slotSpinFields);
export type SlotSpin = z.infer<typeof slotSpinSchema>;

/** The decision a slot round waits for (its pick bonus): the player picks one of 0 … options-1. */
export const slotPendingSchema = z.object({
  kind: z.literal('pick'),
  step: z.string(),
  options: z.number().int().min(2),
});

/**
 * A slot round: the paid spin and its free spins. `pending` is set while the round waits for the
 * player's pick (then `children` holds no free spin yet and `totalWin` counts only what is decided).
 */
export const slotOutcomeSchema = z.object({
  ...slotSpinFields,
  children: z.array(slotSpinSchema),
  pending: slotPendingSchema.optional(),
});
export type SlotOutcome = z.infer<typeof slotOutcomeSchema>;

// --- lightning dice (packages/studio src/games/dice.ts) --------------------------------------------

export const diceOutcomeSchema = z.object({
  engine: z.literal('dice'),
  totalWin: z.number(),
  details: z.object({
    lightning: z.array(z.object({ total: z.number(), level: z.number(), multiplier: z.number() })),
    chilli: z.number(),
    dice: z.tuple([z.number(), z.number(), z.number()]),
    total: z.number(),
  }),
});
export type DiceOutcome = z.infer<typeof diceOutcomeSchema>;

// --- coin flip (packages/studio src/games/coin-flip.ts) -------------------------------------------

export const coinFlipOutcomeSchema = z.object({
  engine: z.literal('coin-flip'),
  totalWin: z.number(),
  details: z.object({
    redMultiplier: z.number(),
    blueMultiplier: z.number(),
    side: z.enum(['red', 'blue']),
  }),
});
export type CoinFlipOutcome = z.infer<typeof coinFlipOutcomeSchema>;

// --- money wheels (packages/studio src/games/wheel.ts) ---------------------------------------------

export const wheelSpinSchema = z.object({
  segment: z.number(),
  id: z.string(),
  topSlot: z.object({ spot: z.string(), multiplier: z.number() }).optional(),
  chanceCard: z.object({ kind: z.enum(['cash', 'multiplier']), value: z.number() }).optional(),
});
export type WheelSpin = z.infer<typeof wheelSpinSchema>;

/** How each kind of wheel bonus was played, step by step (the client plays it out from this). */
export const wheelBonusTraceSchema = z.union([
  /** A board of hidden values; `picked` by the player or drawn (Cash Hunt, Bar, Coin Flip's two sides). */
  z.object({ hidden: z.array(z.number()), picked: z.number().int(), by: z.enum(['player', 'draw']) }),
  /** Drops onto slots (Pachinko: start column and left/right per peg row; a doubler drops again). */
  z.object({
    drops: z.array(
      z.object({
        start: z.number().int().optional(),
        path: z.array(z.number().int()).optional(),
        slot: z.number().int(),
      }),
    ),
    factor: z.number(),
  }),
  /** Values collected until a stop (Stayin' Alive). */
  z.object({ collected: z.array(z.number()) }),
  /** Levels reached (Imperial Quest). */
  z.object({ reached: z.array(z.number()) }),
  /** Board walk: two dice, the square landed on and its value or jail (Monopoly). */
  z.object({
    moves: z.array(
      z.object({
        dice: z.tuple([z.number().int(), z.number().int()]),
        square: z.number().int(),
        value: z.union([z.number(), z.literal('jail')]),
      }),
    ),
  }),
]);
export type WheelBonusTrace = z.infer<typeof wheelBonusTraceSchema>;

/** A decision the round waits for (the studio's PendingDecision): the player picks one of `options`. */
const pendingPickSchema = z.object({
  kind: z.literal('pick'),
  step: z.string(),
  options: z.number().int().positive(),
});

export const wheelOutcomeSchema = z.object({
  engine: z.literal('wheel'),
  totalWin: z.number(),
  details: z.object({
    spins: z.array(wheelSpinSchema).min(1),
    result: z.string(),
    respinMultiplier: z.number(),
    winMultiple: z.number(),
  }),
  children: z
    .array(
      z.object({
        step: z.string(),
        totalWin: z.number(),
        details: z.object({ name: z.string(), value: z.number(), trace: wheelBonusTraceSchema.optional() }),
      }),
    )
    .default([]),
  /** Set while the round waits for the player's pick (Cash Hunt); no bonus child until then. */
  pending: pendingPickSchema.optional(),
});
export type WheelOutcome = z.infer<typeof wheelOutcomeSchema>;

// --- bet-slip tables: roulette and baccarat ---------------------------------------------------------

export const rouletteDetailsSchema = z.object({
  pocket: z.number().int().min(0).max(36),
  wheelIndex: z.number().int(),
  color: z.enum(['green', 'red', 'black']),
  bets: z.record(z.string(), z.number()),
  spotWins: z.record(z.string(), z.number()),
});
export type RouletteDetails = z.infer<typeof rouletteDetailsSchema>;

export const playingCardSchema = z.object({
  rank: z.string(),
  suit: z.enum(['S', 'H', 'D', 'C']),
  value: z.number().int(),
  rankIndex: z.number().int(),
});
export type PlayingCard = z.infer<typeof playingCardSchema>;

/** One finished hand of the shoe, as the roads draw it. */
export const baccaratHandResultSchema = z.object({
  result: z.enum(['player', 'banker', 'tie']),
  playerTotal: z.number().int().min(0).max(9),
  bankerTotal: z.number().int().min(0).max(9),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
  natural: z.boolean(),
});
export type BaccaratHandResult = z.infer<typeof baccaratHandResultSchema>;

/** Where the shoe stands after the round's hand (packages/studio/src/games/baccarat-shoe.ts). */
export const baccaratShoeSchema = z.object({
  /** 1-based number of this hand in its shoe. */
  handNumber: z.number().int().min(1),
  /** Nonce of the shoe's first hand; null in simulations. */
  shoeStartNonce: z.number().int().min(0).nullable(),
  /** The card turned face up at the start of the shoe, then the cards burned (its value of them). */
  burn: z.array(playingCardSchema).min(2).max(11),
  cardsDealt: z.number().int().min(0),
  cardsLeft: z.number().int().min(0),
  /** The cut card came out during this hand: it is the shoe's last; the next round shuffles a new shoe. */
  cutCardOut: z.boolean(),
  /** The shoe's last hand (the cut card came out, or the shoe is changed at a 1 000-nonce boundary). */
  lastHand: z.boolean(),
  /** The shoe's earlier hands, in order. */
  history: z.array(baccaratHandResultSchema),
});
export type BaccaratShoe = z.infer<typeof baccaratShoeSchema>;

export const baccaratDetailsSchema = z.object({
  player: z.array(playingCardSchema).min(2).max(3),
  banker: z.array(playingCardSchema).min(2).max(3),
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  result: z.enum(['player', 'banker', 'tie']),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
  natural: z.boolean(),
  bets: z.record(z.string(), z.number()),
  spotWins: z.record(z.string(), z.number()),
  shoe: baccaratShoeSchema,
});
export type BaccaratDetails = z.infer<typeof baccaratDetailsSchema>;
