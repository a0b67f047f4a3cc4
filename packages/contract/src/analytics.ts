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
  /** The window's inner size when the page was shown. */
  viewport: z
    .object({ width: z.number().int().min(0).max(100_000), height: z.number().int().min(0).max(100_000) })
    .optional(),
  /** A random id the browser keeps (localStorage) while tracking is allowed: counts visitors, names nobody. */
  anonymousId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/)
    .optional(),
  /**
   * The signed-in player's account id, for an outside analytics service. Our collector never trusts it:
   * it stores the account of the request's session instead.
   */
  playerId: z.string().max(64).optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** POST /analytics/events */
export const analyticsEventsRequestSchema = z.object({
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_MAX_EVENTS_PER_REQUEST),
});
export type AnalyticsEventsRequest = z.infer<typeof analyticsEventsRequestSchema>;

/** Largest POST /analytics/events body the collector reads (20 events of a few hundred bytes each). */
export const ANALYTICS_BODY_LIMIT = 32 * 1024;

/** The visitor's choice, kept in localStorage under ANALYTICS_CONSENT_KEY; absent = not asked (allowed unless DNT/GPC). */
export const ANALYTICS_CONSENT_KEY = 'analyticsConsent';
export const ANALYTICS_ANONYMOUS_ID_KEY = 'analyticsAnonymousId';
export const analyticsConsentSchema = z.enum(['granted', 'declined']);
export type AnalyticsConsent = z.infer<typeof analyticsConsentSchema>;

/** Page views per site path per Asia/Tokyo day (operator reports, `npm run report:pageviews`). */
export const pageViewsRowSchema = z.object({
  id: z.string(),
  day: z.iso.date(),
  path: z.string(),
  views: z.number().int().nonnegative(),
  visitors: z.number().int().nonnegative(),
});
export type PageViewsRow = z.infer<typeof pageViewsRowSchema>;
export const PAGE_VIEWS_MAX_DAYS = 366;
export const pageViewsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(PAGE_VIEWS_MAX_DAYS).default(7),
});
export const pageViewsResponseSchema = z.object({
  data: z.array(pageViewsRowSchema),
  total: z.number().int().nonnegative(),
});
export const ANALYTICS_OPERATOR_PATHS = { pageViews: '/operator/reports/pageviews' } as const;

export const analyticsEventsResponseSchema = z.object({
  accepted: z.number().int().nonnegative(),
});
export type AnalyticsEventsResponse = z.infer<typeof analyticsEventsResponseSchema>;
