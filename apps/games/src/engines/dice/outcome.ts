import { diceOutcomeSchema, type DiceOutcome } from '@casino/contract';

export { diceOutcomeSchema };
export type { DiceOutcome };

/** The round's outcome as a dice outcome (the contract's schema), or null. */
export function readDice(outcome: unknown): DiceOutcome | null {
  const parsed = diceOutcomeSchema.safeParse(outcome);
  return parsed.success ? parsed.data : null;
}

export const TOTALS = Array.from({ length: 16 }, (_, i) => i + 3);
