import { z } from 'zod';

/** The studio's wheel Outcome (packages/studio games/wheel.ts), as far as the view needs it. */
const spinSchema = z.object({
  segment: z.number(),
  id: z.string(),
  topSlot: z.object({ spot: z.string(), multiplier: z.number() }).optional(),
  chanceCard: z.object({ kind: z.enum(['cash', 'multiplier']), value: z.number() }).optional(),
});

export const wheelOutcomeSchema = z.object({
  engine: z.literal('wheel'),
  totalWin: z.number(),
  details: z.object({
    spins: z.array(spinSchema).min(1),
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
export type WheelSpin = z.infer<typeof spinSchema>;

export function readWheel(outcome: unknown): WheelOutcome | null {
  const parsed = wheelOutcomeSchema.safeParse(outcome);
  return parsed.success ? parsed.data : null;
}
