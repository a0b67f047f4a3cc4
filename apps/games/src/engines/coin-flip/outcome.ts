import { coinFlipOutcomeSchema, type CoinFlipOutcome } from '@casino/contract';

export { coinFlipOutcomeSchema };
export type { CoinFlipOutcome };

/** The round's outcome as a coin-flip outcome (the contract's schema), or null. */
export function readCoinFlip(outcome: unknown): CoinFlipOutcome | null {
  const parsed = coinFlipOutcomeSchema.safeParse(outcome);
  return parsed.success ? parsed.data : null;
}
