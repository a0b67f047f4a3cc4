import {
  SLOT_JACKPOTS,
  slotOutcomeSchema,
  type SlotCascadeStep,
  type SlotCell,
  type SlotCoin,
  type SlotHoldAndWin,
  type SlotJackpot,
  type SlotLineWin,
  type SlotOutcome,
  type SlotPick,
  type SlotSpin,
  type SlotSpinDetails,
} from '@casino/contract';

export { SLOT_JACKPOTS, slotOutcomeSchema };
export type {
  SlotCascadeStep,
  SlotCell,
  SlotCoin,
  SlotHoldAndWin,
  SlotJackpot,
  SlotLineWin,
  SlotOutcome,
  SlotPick,
  SlotSpin,
  SlotSpinDetails,
};

/** The round's outcome as a slot outcome (the contract's schema), or null when it is not one (the view then shows no result). */
export function readSlotOutcome(outcome: unknown): SlotOutcome | null {
  const parsed = slotOutcomeSchema.safeParse(outcome);
  return parsed.success ? parsed.data : null;
}

/** Free spins a base spin awarded plus all retriggers (the number of children). */
export function freeSpinCount(outcome: SlotOutcome): number {
  return outcome.children.length;
}
