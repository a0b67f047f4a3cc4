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
  /**
   * A progressive jackpot's pool moved (coalesced like the leaderboards: once per `coalesceMs`), or
   * dropped or was edited (`now`: told at once).
   */
  jackpotChanged(jackpotId: string, now?: boolean): void;
  /** Sends the coalesced hints now and stops the timer. */
  close(): void;
}

export function createLiveService(events: EventBus, coalesceMs = 1_000): LiveService {
  const publish = (run: () => Promise<void>) => void run().catch(() => undefined);
  const dirty = new Set<string>();
  const dirtyJackpots = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    for (const tournamentId of dirty) publish(() => events.publish('tournament.scored', { tournamentId }));
    dirty.clear();
    for (const jackpotId of dirtyJackpots) publish(() => events.publish('jackpot.changed', { jackpotId }));
    dirtyJackpots.clear();
  };
  const later = () => {
    if (!timer) {
      timer = setTimeout(flush, coalesceMs);
      timer.unref();
    }
  };
  return {
    balanceChanged: (accountId) => publish(() => events.publish('player.balance', { accountId })),
    leaderboardChanged(tournamentId) {
      dirty.add(tournamentId);
      later();
    },
    jackpotChanged(jackpotId, now = false) {
      if (now) {
        dirtyJackpots.delete(jackpotId);
        publish(() => events.publish('jackpot.changed', { jackpotId }));
        return;
      }
      dirtyJackpots.add(jackpotId);
      later();
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
