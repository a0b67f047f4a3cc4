import { createSignal } from '../../../lib/signal.ts';

/*
 * The balance the header shows while a game is open (issue 25): the game's own figure at rest (its
 * `casino:balance` messages), not GET /balance, whose refetches (focus, the game page's poll) would
 * tell a round's result while the game is still drawing it. null = no game is holding: the header
 * follows GET /balance.
 */
const held = createSignal<number | null>(null);

/** Set by the game page from the game's messages; null when the game closes. */
export function holdBalance(value: number | null): void {
  held.set(value);
}

export function useHeldBalance(): number | null {
  return held.use();
}
