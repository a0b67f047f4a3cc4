import { createHash } from 'node:crypto';
import { BetError, makeOutcome, type Outcome } from '@casino/studio';
import { studioEngineFor, type RoundEngine } from '../../src/modules/studio/engine.ts';

/**
 * A test engine that asks for picks (the player-decision protocol without waiting for the real Cash
 * Hunt or pick bonus): a board of four multipliers [0, 1, 2, 5] shuffled from the round's seeds, and
 * `picks` picks in turn, each choosing one of the positions still hidden. A pending outcome shows only
 * the multipliers already picked; the settled one shows the board. Win = stake × sum of the picks.
 * Limits and bet validation are the wrapped slot's.
 */
export const BOARD = [0, 1, 2, 5];

export function boardOf(fair: { serverSeed: string; clientSeed: string; nonce: number }): number[] {
  const bytes = createHash('sha256')
    .update(`${fair.serverSeed}:${fair.clientSeed}:${fair.nonce}:board`)
    .digest();
  const board = [...BOARD];
  for (let i = board.length - 1; i > 0; i--) {
    const j = bytes[i]! % (i + 1);
    [board[i], board[j]] = [board[j]!, board[i]!];
  }
  return board;
}

/** What the engine decides for these inputs and picks (the tests' expected values). */
export function pickOutcome(
  fair: { serverSeed: string; clientSeed: string; nonce: number },
  stake: number,
  picks: number,
  choices: readonly number[],
): Outcome {
  const board = boardOf(fair);
  const hidden = [0, 1, 2, 3];
  const revealed: number[] = [];
  for (let i = 0; i < picks; i++) {
    const choice = choices[i];
    if (choice === undefined) {
      const partial = makeOutcome('slot', 'base', stake, 0, { revealed }, [], stake);
      const decided = revealed.reduce((sum, m) => sum + m, 0) * stake;
      return {
        ...partial,
        win: decided,
        totalWin: decided,
        pending: { kind: 'pick', step: 'pick-bonus', options: hidden.length },
      };
    }
    if (!Number.isInteger(choice) || choice < 0 || choice >= hidden.length)
      throw new BetError('no such position');
    const [position] = hidden.splice(choice, 1);
    revealed.push(board[position!]!);
  }
  const win = revealed.reduce((sum, m) => sum + m, 0) * stake;
  return makeOutcome('slot', 'base', stake, win, { board, revealed }, [], stake);
}

export function pickEngine(gameCode: string, picks: number): RoundEngine {
  const slot = studioEngineFor(gameCode);
  if (!slot) throw new Error(`no studio game ${gameCode}`);
  return {
    ...slot,
    decide(fair, bet, choices = []) {
      if (!('bet' in bet)) throw new BetError('slots take { bet }');
      return pickOutcome(fair, bet.bet, picks, choices);
    },
  };
}
