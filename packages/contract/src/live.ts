import { z } from 'zod';

/**
 * Live updates (issue 29): one server-sent events stream per signed-in tab. Each event is a hint
 * that something the page shows has changed — never the data itself: the page refetches through the
 * usual GET routes (which check the session and keep the game's hold on the header balance). The
 * site keeps its polling as the fallback; EventSource reconnects after a drop.
 */
export const LIVE_PATHS = {
  stream: '/live/stream',
} as const;

/** The SSE `event:` names. */
export const LIVE_EVENTS = [
  /** The player's coins moved outside the game on screen: an adjustment, a prize, a raffle win, a bonus. */
  'balance',
  /** A leaderboard of a running tournament moved (coalesced: at most about once a second). */
  'leaderboard',
  /** A raffle was drawn. */
  'raffle',
  /** A message arrived in the player's inbox (the header badge refetches its count). */
  'inbox',
  /** A progressive jackpot's pool moved or dropped (coalesced: at most about once a second); `id` is the jackpot. */
  'jackpot',
  /** The stream is open (sent first, with the heartbeat interval). */
  'ready',
] as const;
export type LiveEventName = (typeof LIVE_EVENTS)[number];

/** The `data:` of every event: which thing changed, if the event concerns one. */
export const liveEventDataSchema = z.object({
  id: z.string().max(64).optional(),
  /** `ready` only: the server sends a comment line at least this often (ms). */
  heartbeatMs: z.number().int().positive().optional(),
});
export type LiveEventData = z.infer<typeof liveEventDataSchema>;
