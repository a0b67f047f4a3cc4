import {
  slotOutcomeSchema,
  type SlotLineWin,
  type SlotOutcome,
  type SlotSpin,
  type SlotSpinDetails,
} from '@casino/contract';

export { slotOutcomeSchema };
export type { SlotLineWin, SlotOutcome, SlotSpin, SlotSpinDetails };

/** The round's outcome as a slot outcome (the contract's schema), or null when it is not one (the view then shows no result). */
export function readSlotOutcome(outcome: unknown): SlotOutcome | null {
  const parsed = slotOutcomeSchema.safeParse(outcome);
  return parsed.success ? parsed.data : null;
}

/** Free spins a base spin awarded plus all retriggers (the number of children). */
export function freeSpinCount(outcome: SlotOutcome): number {
  return outcome.children.length;
}
