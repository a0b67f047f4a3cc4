import { z } from 'zod';
import { languageCodeSchema } from './languages.ts';

/** Kinds of analytics event the site sends (SPEC §1: page views). */
export const ANALYTICS_EVENT_TYPES = ['page_view'] as const;
export const analyticsEventTypeSchema = z.enum(ANALYTICS_EVENT_TYPES);

/** Most events one POST may carry: the site may batch a few (e.g. on page hide with sendBeacon). */
export const ANALYTICS_MAX_EVENTS_PER_REQUEST = 20;

/**
 * One page view. `path` is the site path (query strings and fragments are dropped by the server
 * before storing: they can carry tokens, e.g. /reset-password?token=…).
 */
export const analyticsEventSchema = z.object({
  type: analyticsEventTypeSchema,
  path: z.string().min(1).max(2048).startsWith('/'),
  title: z.string().max(256).optional(),
  language: languageCodeSchema.optional(),
  referrer: z.string().max(2048).optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** POST /analytics/events */
export const analyticsEventsRequestSchema = z.object({
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_MAX_EVENTS_PER_REQUEST),
});
export type AnalyticsEventsRequest = z.infer<typeof analyticsEventsRequestSchema>;

export const analyticsEventsResponseSchema = z.object({
  accepted: z.number().int().nonnegative(),
});
export type AnalyticsEventsResponse = z.infer<typeof analyticsEventsResponseSchema>;
