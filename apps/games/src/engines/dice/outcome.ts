import { z } from 'zod';

/** The studio's lightning-dice Outcome (packages/studio games/dice.ts), as far as the view needs it. */
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

export function readDice(outcome: unknown): DiceOutcome | null {
  const parsed = diceOutcomeSchema.safeParse(outcome);
  return parsed.success ? parsed.data : null;
}

export const TOTALS = Array.from({ length: 16 }, (_, i) => i + 3);
