import { z } from 'zod';

const coins = z.number().int().nonnegative();

const lineWinSchema = z.object({
  /** Payline index (lines games) or -1 (ways games). */
  line: z.number().int(),
  symbol: z.string(),
  count: z.number().int().min(3).max(5),
  ways: z.number().int().positive(),
  win: coins,
});
export type SlotLineWin = z.infer<typeof lineWinSchema>;

const detailsSchema = z.object({
  stops: z.array(z.number().int()).length(5),
  /** grid[reel][row] = symbol id. */
  grid: z.array(z.array(z.string()).length(3)).length(5),
  lineWins: z.array(lineWinSchema),
  scatterCount: z.number().int().nonnegative(),
  scatterWin: coins,
  freeSpinsAwarded: z.number().int().nonnegative(),
  multiplier: z.number().positive(),
});
export type SlotSpinDetails = z.infer<typeof detailsSchema>;

const spinFields = {
  engine: z.literal('slot'),
  step: z.string(),
  stake: coins,
  win: coins,
  totalWin: coins,
  details: detailsSchema,
};

/** A free spin (a child): the same spin shape; its own children are never used. */
const childSchema = z.object(spinFields);

/** The studio's slot Outcome (packages/studio src/games/slot.ts): the paid spin and its free spins. */
export const slotOutcomeSchema = z.object({ ...spinFields, children: z.array(childSchema) });

export type SlotSpin = z.infer<typeof childSchema>;
export type SlotOutcome = z.infer<typeof slotOutcomeSchema>;

/** The round's outcome as a slot outcome, or null when it is not one (the view then shows no result). */
export function readSlotOutcome(outcome: unknown): SlotOutcome | null {
  const parsed = slotOutcomeSchema.safeParse(outcome);
  return parsed.success ? parsed.data : null;
}

/** Free spins a base spin awarded plus all retriggers (the number of children). */
export function freeSpinCount(outcome: SlotOutcome): number {
  return outcome.children.length;
}
