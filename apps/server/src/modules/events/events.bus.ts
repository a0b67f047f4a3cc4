import { randomUUID } from 'node:crypto';

/**
 * The event bus: "something changed" between the server's processes (issue 27; README.md here says
 * what may travel on it). PostgreSQL's LISTEN/NOTIFY where DATABASE_URL is set (events.postgres.ts),
 * in-process on PGlite, which is one process anyway (createLocalBus).
 *
 * `publish` runs this process's handlers at once (a change is never late where it was made), then
 * tells the others; a process ignores what comes back from itself. Events are hints, not data: a
 * handler re-reads the database. Delivery is at most once — a process whose listening connection
 * dropped gets `bus.reconnected` and must assume it missed anything (caches clear everything).
 */

/** Every topic and its payload. Small payloads only: ids and names, never a row (NOTIFY caps 8 kB). */
export interface EventTopics {
  /** The games catalogue changed (back office: a game, its tags or translations). */
  'catalogue.changed': Record<string, never>;
  /** The mission definitions changed (back office: a mission created, edited or switched off). */
  'missions.changed': Record<string, never>;
  /** Channels or their feature flags changed. */
  'channels.changed': { channelCode?: string };
  /** A player's coins moved outside a game round (a credit, an adjustment, a prize): live streams tell their tabs. */
  'player.balance': { accountId: string };
  /** A tournament's leaderboard moved (coalesced by the publisher: about once a second at most). */
  'tournament.scored': { tournamentId: string };
  /** A raffle was drawn (its winners are written). */
  'raffle.drawn': { raffleId: string };
  /** A player's inbox changed (messages delivered, one read); no accountId: every player's. */
  'inbox.message': { accountId?: string };
  /** A progressive jackpot's pool moved, dropped or was edited (rounds: coalesced, about once a second at most). */
  'jackpot.changed': { jackpotId: string };
  /**
   * Player sessions ended (signed out, revoked, password changed or reset, account deleted): every
   * process forgets its cached copy (auth/sessions.service.ts). One session by its stored hash, or
   * every session of an account.
   */
  'sessions.ended': { accountId?: string; sessionHash?: string };
  /** This process's listening connection came back: anything may have been missed. */
  'bus.reconnected': Record<string, never>;
}
export type EventTopic = keyof EventTopics;
export type EventHandler<T extends EventTopic> = (payload: EventTopics[T], meta: EventMeta) => void;

export interface EventMeta {
  /** When the publishing process sent it (its clock). */
  sentAt: Date;
  /** Whether this process published it. */
  local: boolean;
}

export interface EventBusStats {
  kind: 'postgres' | 'local';
  published: number;
  received: number;
  /** Delivery lag of the last event received from another process (ms), and the largest seen. */
  lastLagMs: number | null;
  maxLagMs: number;
  reconnects: number;
}

export interface EventBus {
  publish<T extends EventTopic>(topic: T, payload: EventTopics[T]): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe<T extends EventTopic>(topic: T, handler: EventHandler<T>): () => void;
  stats(): EventBusStats;
  close(): Promise<void>;
}

/** The wire format of one event (JSON in the NOTIFY payload). */
export interface Envelope {
  /** topic */
  t: EventTopic;
  /** payload */
  p: unknown;
  /** origin: the publishing process's bus id */
  o: string;
  /** sent at, ms since the epoch */
  s: number;
}

/** NOTIFY refuses payloads of 8000 bytes or more. */
export const MAX_ENVELOPE_BYTES = 7_900;

/**
 * Handlers by topic, shared by both buses. A throwing handler is reported, never allowed to stop
 * the others or the publisher.
 */
export function createDispatcher(onHandlerError: (error: unknown, topic: string) => void) {
  const origin = randomUUID();
  const handlers = new Map<EventTopic, Set<EventHandler<EventTopic>>>();
  return {
    origin,
    subscribe<T extends EventTopic>(topic: T, handler: EventHandler<T>) {
      const set = handlers.get(topic) ?? new Set();
      handlers.set(topic, set);
      set.add(handler as EventHandler<EventTopic>);
      return () => void set.delete(handler as EventHandler<EventTopic>);
    },
    dispatch(topic: EventTopic, payload: unknown, meta: EventMeta) {
      for (const handler of handlers.get(topic) ?? []) {
        try {
          handler(payload as EventTopics[EventTopic], meta);
        } catch (error) {
          onHandlerError(error, topic);
        }
      }
    },
  };
}

export function envelope(topic: EventTopic, payload: unknown, origin: string, now = Date.now()): string {
  const text = JSON.stringify({ t: topic, p: payload, o: origin, s: now } satisfies Envelope);
  if (Buffer.byteLength(text) > MAX_ENVELOPE_BYTES)
    throw new Error(`event ${topic} is too large for the bus (${Buffer.byteLength(text)} bytes)`);
  return text;
}

/** One process (PGlite, or tests): publish reaches this process's handlers only. */
export function createLocalBus(onHandlerError: (error: unknown, topic: string) => void): EventBus {
  const dispatcher = createDispatcher(onHandlerError);
  let published = 0;
  return {
    async publish(topic, payload) {
      envelope(topic, payload, dispatcher.origin); // the same size rule as on PostgreSQL
      published += 1;
      dispatcher.dispatch(topic, payload, { sentAt: new Date(), local: true });
    },
    subscribe: dispatcher.subscribe,
    stats: () => ({ kind: 'local', published, received: 0, lastLagMs: null, maxLagMs: 0, reconnects: 0 }),
    async close() {},
  };
}
