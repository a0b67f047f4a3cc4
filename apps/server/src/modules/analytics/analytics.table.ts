import type { Generated } from 'kysely';

/** Page-view events from the site: the local default analytics sink (SPEC §1). */
export interface AnalyticsEventTable {
  analytics_event_id: Generated<string>;
  channel_code: string;
  event_type: string;
  /** Path only: query strings and fragments are dropped before storing. */
  path: string;
  title: string | null;
  language: string | null;
  /** Origin + path of the referrer, never its query string. */
  referrer: string | null;
  received_at: Generated<Date>;
  anonymous_id: string | null;
  viewport_width: number | null;
  viewport_height: number | null;
  /** The account of the request's session (never a client-sent id). */
  account_id: string | null;
}

/** Page views per Asia/Tokyo day, channel and path: what reports read, kept after raw events expire. */
export interface AnalyticsPageViewsDailyTable {
  day: string;
  channel_code: string;
  path: string;
  views: number;
  visitors: number;
}
