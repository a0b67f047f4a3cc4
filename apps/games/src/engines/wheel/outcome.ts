import { wheelOutcomeSchema, type WheelOutcome, type WheelSpin } from '@casino/contract';

export { wheelOutcomeSchema };
export type { WheelOutcome, WheelSpin };

/** The round's outcome as a wheel outcome (the contract's schema), or null. */
export function readWheel(outcome: unknown): WheelOutcome | null {
  const parsed = wheelOutcomeSchema.safeParse(outcome);
  return parsed.success ? parsed.data : null;
}
