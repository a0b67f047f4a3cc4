import { LIVE_PATHS, type LiveEventName } from '@casino/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { buildApiUrl } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';
import { CURRENT_RAFFLE_QUERY_KEY } from '../../features/raffles/api/get-current-raffle.ts';
import { RAFFLE_HISTORY_QUERY_KEY } from '../../features/raffles/api/get-raffle-history.ts';
import { BALANCE_QUERY_KEY } from '../../features/wallet/api/get-balance.ts';
import { INBOX_QUERY_KEY } from '../../features/inbox/api/inbox-keys.ts';
import { JACKPOTS_QUERY_KEY } from '../../features/games/api/get-jackpots.ts';

/** After a refused stream (not a dropped one), the next try comes this long later (± half). */
const REOPEN_MS = 30_000;

/**
 * Live updates (issue 29): while a player is signed in, one server-sent events stream per tab
 * (GET /live/stream). Its events are hints: the balance and the raffle are asked again through their
 * usual queries (a game that is open keeps its hold on the header, balance-hold.ts), and leaderboard
 * hints go to whoever shows a leaderboard (onLiveEvent). The polling of SPEC stays as it was: a
 * dropped stream costs nothing but latency, and EventSource reconnects by itself (after the `retry:`
 * the server asks for).
 */
export function useLiveUpdates(): void {
  const { player } = useSession();
  const queryClient = useQueryClient();
  const signedIn = player !== null;
  useEffect(() => {
    if (!signedIn || typeof EventSource !== 'function') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      const stream = new EventSource(buildApiUrl(LIVE_PATHS.stream), { withCredentials: true });
      source = stream;
      const on = (name: LiveEventName, run: () => void) =>
        stream.addEventListener(name, (event: MessageEvent<string>) => {
          run();
          tell(name, event.data);
        });
      on('balance', () => void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }));
      on('raffle', () => {
        void queryClient.invalidateQueries({ queryKey: CURRENT_RAFFLE_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: RAFFLE_HISTORY_QUERY_KEY });
      });
      on('leaderboard', () => {});
      // A message arrived: the header badge (and an open inbox) ask again; their polling is the fallback.
      on('inbox', () => void queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY }));
      // A pool moved or dropped: the meters on the tiles and the home row ask again (issue 30).
      on('jackpot', () => void queryClient.invalidateQueries({ queryKey: JACKPOTS_QUERY_KEY }));
      on('ready', () => document.documentElement.setAttribute('data-live', 'open'));
      stream.addEventListener('error', () => {
        document.documentElement.setAttribute('data-live', 'retrying');
        // A dropped connection is retried by EventSource itself; an answer that was not a stream
        // (maintenance, 429, a server restarting) closes it for good: open a new one later.
        if (stream.readyState === EventSource.CLOSED)
          retry = setTimeout(open, REOPEN_MS * (0.5 + Math.random()));
      });
    };
    open();
    return () => {
      clearTimeout(retry);
      source?.close();
      document.documentElement.removeAttribute('data-live');
    };
  }, [signedIn, queryClient]);
}

type Listener = (name: LiveEventName, data: string) => void;
const listeners = new Set<Listener>();

function tell(name: LiveEventName, data: string) {
  for (const listener of listeners) listener(name, data);
}

/** Hears the live events of this tab (e.g. the tournaments page forwards leaderboard hints to its lobby). */
export function onLiveEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Mounts the tab's live stream (the root layout renders it once). */
export function LiveUpdates(): null {
  useLiveUpdates();
  return null;
}
