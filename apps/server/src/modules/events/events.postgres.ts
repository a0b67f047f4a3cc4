import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import {
  createDispatcher,
  envelope,
  type Envelope,
  type EventBus,
  type EventBusStats,
} from './events.bus.ts';

/** The one channel every event travels on. */
export const EVENTS_CHANNEL = 'casino_events';

export interface PostgresBusOptions {
  url: string;
  log: FastifyBaseLogger;
  /** Waits before reconnecting a dropped listener: 250 ms doubling to 10 s. */
  retryMs?: { first: number; max: number };
}

/**
 * The bus across processes: one dedicated connection per process LISTENs on `casino_events`;
 * `publish` is `select pg_notify(...)` on a short-lived connection of its own (never a pooled one a
 * transaction may hold). PostgreSQL delivers a notification to every listening session, in commit
 * order, once the publishing statement commits. A dropped listener reconnects with back-off and then
 * raises `bus.reconnected` locally, since notifications sent while it was away are lost.
 */
export async function createPostgresBus(options: PostgresBusOptions): Promise<EventBus> {
  const { url, log } = options;
  const retry = options.retryMs ?? { first: 250, max: 10_000 };
  const dispatcher = createDispatcher((error, topic) =>
    log.error({ err: error, topic }, 'event handler failed'),
  );
  const stats: EventBusStats = {
    kind: 'postgres',
    published: 0,
    received: 0,
    lastLagMs: null,
    maxLagMs: 0,
    reconnects: 0,
  };
  const publisher = new pg.Pool({ connectionString: url, max: 2, idleTimeoutMillis: 10_000 });
  publisher.on('error', (error) => log.warn({ err: error }, 'event publisher connection failed'));
  let listener: pg.Client | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  function onNotification(message: pg.Notification) {
    if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
    let event: Envelope;
    try {
      event = JSON.parse(message.payload) as Envelope;
    } catch {
      log.warn('event bus: a notification that is not an event was ignored');
      return;
    }
    if (event.o === dispatcher.origin) return; // handled when it was published
    stats.received += 1;
    const lag = Math.max(0, Date.now() - event.s);
    stats.lastLagMs = lag;
    stats.maxLagMs = Math.max(stats.maxLagMs, lag);
    dispatcher.dispatch(event.t, event.p, { sentAt: new Date(event.s), local: false });
  }

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', onNotification);
    client.on('error', (error) => {
      log.warn({ err: error }, 'event bus: the listening connection failed');
      reconnectSoon(client);
    });
    client.on('end', () => reconnectSoon(client));
    await client.connect();
    await client.query(`listen ${EVENTS_CHANNEL}`);
    listener = client;
  }

  let wait = retry.first;
  function reconnectSoon(dead: pg.Client) {
    if (closed || listener !== dead) return;
    listener = undefined;
    dead.removeAllListeners('notification');
    void dead.end().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => void reconnect(), wait);
    retryTimer.unref();
  }

  async function reconnect() {
    retryTimer = undefined;
    if (closed) return;
    try {
      await listen();
    } catch (error) {
      log.warn({ err: error }, 'event bus: reconnecting failed');
      wait = Math.min(retry.max, wait * 2);
      scheduleReconnect();
      return;
    }
    wait = retry.first;
    stats.reconnects += 1;
    log.info('event bus: listening again');
    dispatcher.dispatch('bus.reconnected', {}, { sentAt: new Date(), local: true });
  }

  await listen();

  return {
    async publish(topic, payload) {
      const text = envelope(topic, payload, dispatcher.origin);
      stats.published += 1;
      dispatcher.dispatch(topic, payload, { sentAt: new Date(), local: true });
      try {
        await publisher.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, text]);
      } catch (error) {
        // The change is made and this process has it; the others catch up by their cache lifetimes.
        log.error({ err: error, topic }, 'event bus: publishing failed');
      }
    },
    subscribe: dispatcher.subscribe,
    stats: () => ({ ...stats }),
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = listener;
      listener = undefined;
      if (current) {
        current.removeAllListeners();
        await current.end().catch(() => {});
      }
      await publisher.end();
    },
  };
}
