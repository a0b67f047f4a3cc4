import type { LiveEventData, LiveEventName } from '@casino/contract';
import type { EventBus } from '../events/events.ts';

/**
 * The live streams of this process (issue 29): which signed-in tabs are listening, and what to tell
 * them when the event bus says something changed. A stream costs no database query at rest: the
 * session is checked once when it opens, then the hub only writes — a heartbeat comment for every
 * stream from one timer, and the bus's hints as they come. A stream ends after `maxLifetimeMs`
 * (EventSource reconnects at once and the session is checked again: a signed-out tab stops hearing
 * within that time), when its player opens more than `maxPerPlayer`, or when its client stops
 * reading (more than `maxBufferedBytes` waiting).
 */

/** Where a stream's text goes (the raw HTTP response; a test's array). */
export interface LiveSink {
  write(chunk: string): void;
  end(): void;
  /** Bytes written but not yet taken by the client. */
  buffered(): number;
}

export interface LiveHubOptions {
  heartbeatMs: number;
  maxPerPlayer: number;
  maxStreams: number;
  maxLifetimeMs: number;
  maxBufferedBytes: number;
  /** The reconnection delay the stream asks EventSource for (ms). */
  retryMs: number;
}

export const LIVE_DEFAULTS: LiveHubOptions = {
  heartbeatMs: 25_000,
  maxPerPlayer: 8,
  maxStreams: 20_000,
  maxLifetimeMs: 10 * 60_000,
  maxBufferedBytes: 64 * 1024,
  retryMs: 3_000,
};

export interface LiveHubStats {
  streams: number;
  players: number;
  /** Events written to streams since start (heartbeats not counted). */
  sent: number;
  /** Streams ended by the hub: lifetime, too many per player, a client that stopped reading. */
  dropped: number;
}

export interface LiveHub {
  /** Whether this process may open another stream. */
  hasRoom(): boolean;
  /** Opens a stream for the player; null when this process holds its maximum already. */
  attach(accountId: string, sink: LiveSink): { detach: () => void } | null;
  stats(): LiveHubStats;
  /** Ends every stream (the server is shutting down) and stops listening. */
  close(): void;
}

interface Stream {
  accountId: string;
  sink: LiveSink;
  timer: ReturnType<typeof setTimeout>;
}

export function formatEvent(name: LiveEventName, data: LiveEventData = {}): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function createLiveHub(events: EventBus, options: Partial<LiveHubOptions> = {}): LiveHub {
  const o = { ...LIVE_DEFAULTS, ...options };
  const byPlayer = new Map<string, Set<Stream>>();
  const all = new Set<Stream>();
  let sent = 0;
  let dropped = 0;

  const end = (stream: Stream, byHub: boolean) => {
    if (!all.delete(stream)) return;
    clearTimeout(stream.timer);
    const mine = byPlayer.get(stream.accountId);
    mine?.delete(stream);
    if (mine?.size === 0) byPlayer.delete(stream.accountId);
    if (byHub) dropped += 1;
    try {
      stream.sink.end();
    } catch {
      // the client went away first
    }
  };
  const write = (stream: Stream, text: string, counted: boolean) => {
    if (stream.sink.buffered() > o.maxBufferedBytes) return end(stream, true);
    try {
      stream.sink.write(text);
      if (counted) sent += 1;
    } catch {
      end(stream, false);
    }
  };
  const tell = (streams: Iterable<Stream>, name: LiveEventName, data?: LiveEventData) => {
    const text = formatEvent(name, data);
    for (const stream of [...streams]) write(stream, text, true);
  };

  const heartbeat = setInterval(() => {
    for (const stream of [...all]) write(stream, ':\n\n', false);
  }, o.heartbeatMs);
  heartbeat.unref();

  const unsubscribe = [
    events.subscribe('player.balance', ({ accountId }) => tell(byPlayer.get(accountId) ?? [], 'balance')),
    events.subscribe('tournament.scored', ({ tournamentId }) =>
      tell(all, 'leaderboard', { id: tournamentId }),
    ),
    events.subscribe('raffle.drawn', ({ raffleId }) => tell(all, 'raffle', { id: raffleId })),
    events.subscribe('jackpot.changed', ({ jackpotId }) => tell(all, 'jackpot', { id: jackpotId })),
    events.subscribe('inbox.message', ({ accountId }) =>
      tell(accountId ? (byPlayer.get(accountId) ?? []) : all, 'inbox'),
    ),
    // Anything may have been missed while the bus was away: every page refetches what it shows.
    events.subscribe('bus.reconnected', () => {
      tell(all, 'balance');
      tell(all, 'leaderboard');
      tell(all, 'raffle');
      tell(all, 'inbox');
      tell(all, 'jackpot');
    }),
  ];

  return {
    hasRoom: () => all.size < o.maxStreams,
    attach(accountId, sink) {
      if (all.size >= o.maxStreams) return null;
      const mine = byPlayer.get(accountId) ?? new Set<Stream>();
      byPlayer.set(accountId, mine);
      // The oldest of the player's tabs gives way (its EventSource reconnects, and will push the next one out).
      if (mine.size >= o.maxPerPlayer) {
        const oldest = mine.values().next().value;
        if (oldest) end(oldest, true);
      }
      // A little jitter so that streams opened together do not all reconnect together.
      const lifetime = o.maxLifetimeMs * (0.9 + Math.random() * 0.2);
      const stream: Stream = { accountId, sink, timer: setTimeout(() => end(stream, true), lifetime) };
      stream.timer.unref();
      mine.add(stream);
      all.add(stream);
      write(stream, `retry: ${o.retryMs}\n`, false);
      write(stream, formatEvent('ready', { heartbeatMs: o.heartbeatMs }), false);
      return { detach: () => end(stream, false) };
    },
    stats: () => ({ streams: all.size, players: byPlayer.size, sent, dropped }),
    close() {
      clearInterval(heartbeat);
      for (const off of unsubscribe) off();
      for (const stream of [...all]) end(stream, false);
    },
  };
}
