import type { EventBus } from '../events/events.ts';

/**
 * What other modules call to tell open pages that something changed (issue 29). Hints only, after the
 * change is committed: a page refetches through its usual routes. Leaderboard hints are coalesced per
 * tournament: at most one per `coalesceMs` from this process, however many rounds score.
 */
export interface LiveService {
  /** The player's coins moved outside a game round (call after the transaction committed). */
  balanceChanged(accountId: string): void;
  /** A tournament's scores moved; told to pages once the current `coalesceMs` window ends. */
  leaderboardChanged(tournamentId: string): void;
  /** A raffle's winners are written. */
  raffleDrawn(raffleId: string): void;
  /** A player's inbox changed (committed: delivered, read), or every player's (no account). */
  inboxDelivered(accountId?: string): void;
  /** Sends the coalesced hints now and stops the timer. */
  close(): void;
}

export function createLiveService(events: EventBus, coalesceMs = 1_000): LiveService {
  const publish = (run: () => Promise<void>) => void run().catch(() => undefined);
  const dirty = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    for (const tournamentId of dirty) publish(() => events.publish('tournament.scored', { tournamentId }));
    dirty.clear();
  };
  return {
    balanceChanged: (accountId) => publish(() => events.publish('player.balance', { accountId })),
    leaderboardChanged(tournamentId) {
      dirty.add(tournamentId);
      if (!timer) {
        timer = setTimeout(flush, coalesceMs);
        timer.unref();
      }
    },
    raffleDrawn: (raffleId) => publish(() => events.publish('raffle.drawn', { raffleId })),
    inboxDelivered: (accountId) =>
      publish(() => events.publish('inbox.message', accountId ? { accountId } : {})),
    close() {
      clearTimeout(timer);
      flush();
    },
  };
}
