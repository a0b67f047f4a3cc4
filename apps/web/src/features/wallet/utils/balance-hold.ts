import { useSyncExternalStore } from 'react';

/*
 * The balance the header shows while a game is open (issue 25): the game's own figure at rest (its
 * `casino:balance` messages), not GET /balance, whose refetches (focus, the game page's poll) would
 * tell a round's result while the game is still drawing it. null = no game is holding: the header
 * follows GET /balance.
 */
let held: number | null = null;
const listeners = new Set<() => void>();

/** Set by the game page from the game's messages; null when the game closes. */
export function holdBalance(value: number | null): void {
  if (held === value) return;
  held = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useHeldBalance(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => held,
    () => null,
  );
}
