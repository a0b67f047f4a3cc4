import { createSignal } from '../../../lib/signal.ts';
import { useBalance } from '../api/get-balance.ts';

/*
 * What play may have changed besides the balance: a game drew a round (its `casino:balance` message
 * names the round). A round may leave the balance where it was — a bet back, a push — and still earn
 * experience, a mission step or raffle tickets, so the header's followers ask again on either signal.
 */
const rounds = createSignal(0);

/** Called by the game page for each round a game reports (its bet taken, or its reveal done). */
export function noteRoundPlayed(): void {
  rounds.set(rounds.get() + 1);
}

/**
 * Changes whenever the balance moves or a game reports a round (undefined before the first balance):
 * the dependency of whatever follows play (the experience, missions, the raffle).
 */
export function usePlayNews(): string | undefined {
  const amount = useBalance().data?.balance;
  const played = rounds.use();
  return amount === undefined ? undefined : `${amount}:${played}`;
}
