import type { SlotPick } from '@casino/contract';
import type { Rng } from '../rng.ts';
import { BetError, type PendingDecision } from '../types.ts';
import type { Compiled } from './slot-config.ts';

/**
 * The pick bonus: the board (the title's prizes, fairly shuffled with the round's draws) is fixed
 * BEFORE the player picks; the player's choice only selects a position. Played without the choice,
 * the round stops here (`pending`) and shows no prize; played again with the choice appended to
 * `context.choices`, the draws up to here are identical and the same board is revealed.
 */
export const PICK_STEP = 'pick-bonus';

export interface PickResult {
  pick: SlotPick;
  /** Set when the choice is not known yet. */
  pending?: PendingDecision;
}

export function playPick(
  c: Compiled,
  rng: Rng,
  bet: number,
  choices: readonly number[],
  choiceIndex: number,
): PickResult {
  const cfg = c.f.pick!;
  const perCredit = bet / c.cfg.credits;
  const board = rng.shuffle(cfg.prizes.map((p) => p * perCredit));
  const symbol = c.cfg.symbols[c.bonus]!.id;
  const options = board.length;
  if (choiceIndex >= choices.length) {
    return {
      pick: { symbol, options, chosen: [], win: 0 },
      pending: { kind: 'pick', step: PICK_STEP, options },
    };
  }
  const choice = choices[choiceIndex]!;
  if (!Number.isInteger(choice) || choice < 0 || choice >= options)
    throw new BetError(`pick must be an integer from 0 to ${options - 1}`);
  return { pick: { symbol, options, chosen: [choice], board, win: board[choice]! } };
}

/** Expected prize × total bet: every position is equally likely to hold each prize, whatever the pick. */
export function pickExpectedPrize(c: Compiled): number {
  const prizes = c.f.pick!.prizes;
  return prizes.reduce((a, b) => a + b, 0) / prizes.length / c.cfg.credits;
}
