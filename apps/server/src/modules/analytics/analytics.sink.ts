import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { insertEvents } from './analytics.repository.ts';
import type { AnalyticsEventTable } from './analytics.table.ts';

/** A page view as the collector keeps it: cleaned (path only, referrer origin+path) and with its account. */
export type StoredEvent = Omit<Insertable<AnalyticsEventTable>, 'analytics_event_id'> & { received_at: Date };

/** Where collected batches go: our database by default, or an outside analytics service. */
export interface AnalyticsSink {
  readonly kind: 'database' | 'forward';
  write(events: readonly StoredEvent[]): Promise<void>;
}

export function createDatabaseSink(db: Db): AnalyticsSink {
  return {
    kind: 'database',
    async write(events) {
      await insertEvents(db, events);
    },
  };
}

/** The body an outside service receives (docs/api/analytics.md documents it). */
export function forwardBody(events: readonly StoredEvent[]) {
  return {
    events: events.map((e) => ({
      type: e.event_type,
      channelCode: e.channel_code,
      path: e.path,
      title: e.title ?? null,
      language: e.language ?? null,
      referrer: e.referrer ?? null,
      viewport:
        e.viewport_width != null && e.viewport_height != null
          ? { width: e.viewport_width, height: e.viewport_height }
          : null,
      anonymousId: e.anonymous_id ?? null,
      playerId: e.account_id ?? null,
      receivedAt: e.received_at.toISOString(),
    })),
  };
}

/**
 * Forwards each batch as one JSON POST to ANALYTICS_FORWARD_URL (an outside analytics service or a
 * bridge to one). A refusal or a timeout drops the batch: page views are not worth a retry queue.
 */
export function createForwardingSink(url: string, fetchImpl: typeof fetch = fetch): AnalyticsSink {
  return {
    kind: 'forward',
    async write(events) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(forwardBody(events)),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`analytics forward answered ${response.status}`);
    },
  };
}
