import { z } from 'zod';

/** The studio's coin-flip Outcome (packages/studio games/coin-flip.ts), as far as the view needs it. */
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

export function readCoinFlip(outcome: unknown): CoinFlipOutcome | null {
  const parsed = coinFlipOutcomeSchema.safeParse(outcome);
  return parsed.success ? parsed.data : null;
}
