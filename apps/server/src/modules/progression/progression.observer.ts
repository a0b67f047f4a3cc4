import type { GameMovement, GameMovementObserver } from '../wallet/coin-moves/game-movement.ts';
import { addWager } from './progression.repository.ts';
import { japanDay } from './progression.rules.ts';

/**
 * Experience and the tier window's wager, counted in the round's own transaction (the `progression`
 * slot of the coin-move registry, wiring/coin-move-effects.ts): a BET adds its stake (XP_PER_COIN is 1: the stake in coins
 * is the experience),
 * a ROLLBACK takes its refund back from the refunded bet's day; a WIN counts nothing (experience
 * comes from coins wagered, never from what was won or lost). One statement per counted movement.
 * The wallet tells no observer of a replay, so nothing counts twice.
 */
export function progressionObserver(): GameMovementObserver {
  return {
    name: 'progression',
    async onGameMovement(tx, movement: GameMovement) {
      if (movement.type === 'BET' && movement.amount < 0) {
        await addWager(tx, {
          accountId: movement.accountId,
          day: japanDay(movement.at),
          delta: -movement.amount,
          at: movement.at,
        });
      } else if (movement.type === 'ROLLBACK' && movement.amount > 0) {
        await addWager(tx, {
          accountId: movement.accountId,
          day: japanDay(movement.refundedBetAt ?? movement.at),
          delta: -movement.amount,
          at: movement.at,
        });
      }
    },
  };
}
