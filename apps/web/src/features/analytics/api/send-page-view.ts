import { CHANNEL_HEADER, type AnalyticsEvent, type AnalyticsEventsRequest } from '@casino/contract';
import { getPublicConfig } from '../../../lib/public-config.ts';

/**
 * POSTs page views to the ANALYTICS_URL setting (our collector by default). Fire and forget: analytics
 * never disturbs the page, so a failure is dropped. `keepalive` lets the last view of a page that is
 * being left still go out.
 */
export async function sendPageViews(events: AnalyticsEvent[]): Promise<void> {
  const { analyticsUrl, channelCode } = getPublicConfig();
  const body: AnalyticsEventsRequest = { events };
  try {
    await fetch(analyticsUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CHANNEL_HEADER]: channelCode },
      body: JSON.stringify(body),
      credentials: 'include',
      keepalive: true,
    });
  } catch {
    // Offline, blocked by an extension, or the collector is down: nothing to do.
  }
}
