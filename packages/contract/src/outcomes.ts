import { z } from 'zod';

/*
 * The outcome of a studio round, per engine family, as the game clients draw it and the studio
 * (packages/studio) produces it: `studioRoundResponseSchema.outcome` carries one of these. The
 * response schema keeps `details: unknown` (a newer engine must not break an older client's round);
 * each client reads the outcome of its own engine with the schema below and draws nothing it cannot
 * read. One source: the studio's detail types are inferred from these.
 */

const coins = z.number().int().nonnegative();

// --- slots (packages/studio src/games/slot.ts) ---------------------------------------------------

export const slotLineWinSchema = z.object({
  /** Payline index (lines games) or -1 (ways games). */
  line: z.number().int(),
  symbol: z.string(),
  count: z.number().int().min(3).max(5),
  /** Ways games: number of ways; lines games: 1. */
  ways: z.number().int().positive(),
  /** Coins, after the free-spin multiplier. */
  win: coins,
});
export type SlotLineWin = z.infer<typeof slotLineWinSchema>;

export const slotSpinDetailsSchema = z.object({
  stops: z.array(z.number().int()).length(5),
  /** grid[reel][row] = symbol id. */
  grid: z.array(z.array(z.string()).length(3)).length(5),
  lineWins: z.array(slotLineWinSchema),
  scatterCount: z.number().int().nonnegative(),
  scatterWin: coins,
  /** Free spins awarded by this spin (trigger or retrigger). */
  freeSpinsAwarded: z.number().int().nonnegative(),
  multiplier: z.number().positive(),
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

/** A slot round: the paid spin and its free spins. */
export const slotOutcomeSchema = z.object({ ...slotSpinFields, children: z.array(slotSpinSchema) });
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
        details: z.object({ name: z.string(), value: z.number() }),
      }),
    )
    .default([]),
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
