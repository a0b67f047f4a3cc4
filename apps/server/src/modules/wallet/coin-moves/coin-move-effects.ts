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
 *      raffleTickets, tournamentScores, progression (experience and the VIP tier's wager), missions.
 *
 * A slot may be `null` until its feature exists. The app fills the list in
 * wiring/coin-move-effects.ts; test/coin-move-effects.test.ts asserts it entry by entry.
 *
 * Not here: the progressive jackpot (issue 30). Its slot (`jackpotContributions`) was removed: a
 * round's draw needs the round's fair inputs (server seed, client seed, nonce) and its result belongs
 * in the round's answer, neither of which a game movement carries, and a bet of an outside provider
 * must not feed it. So the studio's real round resolves it itself (studio/studio.real-round.ts →
 * modules/jackpots), still in the round's transaction under the wallet lock, as the last work after
 * the ledger rows; a win is its own JACKPOT movement, which the observers above do not count.
 */

/** The effects of a game movement, in the order they run. */
export const AFTER_GAME_MOVEMENT = ['raffleTickets', 'tournamentScores', 'progression', 'missions'] as const;
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
