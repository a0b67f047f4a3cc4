import { z } from 'zod';

/** What the server's placeholder engine reports for a round: the draw and whether it won. */
export const placeholderOutcomeSchema = z.object({
  kind: z.literal('placeholder'),
  draw: z.number(),
  won: z.boolean(),
});
export type PlaceholderOutcome = z.infer<typeof placeholderOutcomeSchema>;

/** The round's result as the view draws it; an outcome it cannot read falls back to "won if it paid". */
export function readPlaceholderWon(outcome: unknown, win: number): boolean {
  const parsed = placeholderOutcomeSchema.safeParse(outcome);
  return parsed.success ? parsed.data.won : win > 0;
}
