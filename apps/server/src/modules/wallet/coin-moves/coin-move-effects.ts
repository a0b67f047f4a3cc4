import type { GameMovementObserver } from './game-movement.ts';
import { GameMovementObservers } from './game-movement.ts';
import { OPEN_GATE, type PlayGate } from './play-gate.ts';

/*
 * WHAT HAPPENS WHEN COINS MOVE — the one list (issue 26; wallet README). The ledger core runs it for
 * every movement, inside the movement's transaction and under the account's wallet lock, so a throw
 * anywhere undoes the movement with everything it caused:
 *
 *   1. limitAccounting — BEFORE the ledger row, for every movement: responsible play's gate
 *      (coin-moves/play-gate.ts) refuses play on a break, when excluded or past a limit, and counts
 *      what it lets through (wagers, net loss, play time).
 *   2. AFTER the ledger row of a game movement (bet, win, rollback), in this order:
 *      raffleTickets, tournamentScores, progression (experience and the VIP tier's wager), missions,
 *      jackpotContributions.
 *
 * A slot is `null` until its feature exists (jackpot contributions today). The app fills
 * the list in wiring/coin-move-effects.ts; test/coin-move-effects.test.ts asserts it entry by entry.
 */

/** The effects of a game movement, in the order they run. */
export const AFTER_GAME_MOVEMENT = [
  'raffleTickets',
  'tournamentScores',
  'progression',
  'missions',
  'jackpotContributions',
] as const;
export type AfterGameMovementSlot = (typeof AFTER_GAME_MOVEMENT)[number];

export type CoinMoveEffects = {
  /** Before every ledger row: responsible play's gate (limits accounting). */
  limitAccounting: PlayGate;
} & Record<AfterGameMovementSlot, GameMovementObserver | null>;

/** A wallet with no effects (unit tests of the wallet alone): every movement is let through, nobody told. */
export const NO_COIN_MOVE_EFFECTS: CoinMoveEffects = {
  limitAccounting: OPEN_GATE,
  raffleTickets: null,
  tournamentScores: null,
  progression: null,
  missions: null,
  jackpotContributions: null,
};

/** What the ledger core calls: the gate, and the game-movement observers in the list's order. */
export function runnerOf(effects: CoinMoveEffects): { gate: PlayGate; observers: GameMovementObservers } {
  const observers = new GameMovementObservers();
  for (const slot of AFTER_GAME_MOVEMENT) {
    const observer = effects[slot];
    if (observer) observers.add(observer);
  }
  return { gate: effects.limitAccounting, observers };
}

/** The list as text, one line per slot: `when: slot → who` (`—` for an empty slot). */
export function describeCoinMoveEffects(effects: CoinMoveEffects): string[] {
  return [
    `before: limitAccounting → ${effects.limitAccounting === OPEN_GATE ? '—' : 'gate'}`,
    ...AFTER_GAME_MOVEMENT.map((slot) => `after game movement: ${slot} → ${effects[slot]?.name ?? '—'}`),
  ];
}
