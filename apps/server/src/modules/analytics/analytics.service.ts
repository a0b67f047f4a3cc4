import type { AnalyticsEvent, AnalyticsEventsResponse } from '@casino/contract';
import type { Db } from '../../db/database.ts';
import { insertEvents } from './analytics.repository.ts';

export interface AnalyticsService {
  record(channelCode: string, events: readonly AnalyticsEvent[]): Promise<AnalyticsEventsResponse>;
}

/** Drops the query string and fragment: they can carry tokens (/reset-password?token=…). */
export function pathOnly(path: string): string {
  return path.split(/[?#]/, 1)[0] || '/';
}

/** Keeps origin + path of a referrer URL; anything that is not an http(s) URL is dropped. */
export function referrerOnly(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}` : null;
  } catch {
    return null;
  }
}

/**
 * Page views from the site (SPEC §1), stored in analytics_events: the local default sink. An adapter
 * that forwards them to an outside analytics service can replace the repository call later.
 */
export function createAnalyticsService(db: Db): AnalyticsService {
  return {
    async record(channelCode, events) {
      const accepted = await insertEvents(
        db,
        events.map((e) => ({
          channel_code: channelCode,
          event_type: e.type,
          path: pathOnly(e.path),
          title: e.title ?? null,
          language: e.language ?? null,
          referrer: referrerOnly(e.referrer),
        })),
      );
      return { accepted };
    },
  };
}
