/**
 * API paths exactly as SPEC §7 writes them, relative to the configured base path (default /api).
 * The server registers routes from this table and the site calls them from it: no path is typed twice.
 */
export const API_PATHS = {
  health: '/health',
  healthLive: '/health/live',
  healthReady: '/health/ready',
  channel: '/channel',
  games: '/games',
  /** Page-view events of the site (SPEC §1); the local default analytics sink stores them. */
  analyticsEvents: '/analytics/events',
} as const;
