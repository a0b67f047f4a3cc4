import { z } from 'zod';
import { gameCodeSchema } from './games.ts';
import { languageCodeSchema } from './languages.ts';
import { coinsSchema, currencySchema } from './wallet.ts';

/**
 * Game launch (SPEC §7 /launchgame, /launch-demo → { url }) and the API our in-house studio's game
 * clients call once launched. A launch URL carries a short-lived launch token; the game client
 * trades it for a game session, then plays rounds in that session. The studio talks to the wallet
 * exactly as an outside provider would (ARCHITECTURE.md decision 4).
 */
export const LAUNCH_PATHS = {
  launchGame: '/launchgame',
  launchDemo: '/launch-demo',
  /** Designed: the game client opens a session from its launch token. */
  studioSession: '/studio/session',
  /** Designed: one round of the launched game (the placeholder engine until the studio's engines land). */
  studioRound: '/studio/round',
} as const;

/** Where the server serves the game clients (apps/games). A launch URL is `${STUDIO_BASE_PATH}/${gameCode}?…`. */
export const STUDIO_BASE_PATH = '/studio/play';

/** A lobby address: a site-relative path or an http(s) URL. */
export const lobbyUrlSchema = z
  .string()
  .max(2048)
  .refine((v) => v.startsWith('/') || /^https?:\/\//.test(v), 'lobbyUrl must be a path or an http(s) URL');

export const launchGameQuerySchema = z.object({
  gameCode: gameCodeSchema,
  lobbyUrl: lobbyUrlSchema,
  language: languageCodeSchema,
});

export const launchDemoQuerySchema = z.object({
  gameCode: gameCodeSchema,
  currency: currencySchema,
  language: languageCodeSchema,
  lobbyUrl: lobbyUrlSchema,
  brand: z.string().min(1).max(64),
});

/** Launch result (SPEC §3). */
export const launchResponseSchema = z.object({ url: z.string() });
export type LaunchResponse = z.infer<typeof launchResponseSchema>;

export const GAME_MODES = ['real', 'demo'] as const;
export const gameModeSchema = z.enum(GAME_MODES);
export type GameMode = z.infer<typeof gameModeSchema>;

/** The launch token from the launch URL (a lobby address of up to 2048 characters makes it long). */
export const studioSessionRequestSchema = z.object({ launchToken: z.string().min(1).max(4096) });

/** What a launched game client needs to draw its table. */
export const studioSessionResponseSchema = z.object({
  /** A bearer credential for this game session (≥128 random bits); rounds carry it. */
  gameSessionId: z.string(),
  gameCode: gameCodeSchema,
  mode: gameModeSchema,
  currency: currencySchema,
  /** The wallet's balance in real mode; the separate demo balance in demo mode. */
  balance: coinsSchema,
  minBet: coinsSchema,
  maxBet: coinsSchema,
  betSteps: z.array(coinsSchema),
  language: languageCodeSchema,
  lobbyUrl: z.string(),
  expiresAt: z.iso.datetime(),
});
export type StudioSessionResponse = z.infer<typeof studioSessionResponseSchema>;

export const studioRoundRequestSchema = z.object({
  gameSessionId: z.string().min(1).max(256),
  bet: coinsSchema.min(1),
  /** A client-made id (e.g. a UUID): a retried request replays the first result instead of betting twice. */
  roundKey: z.string().min(8).max(64),
});

export const studioRoundResponseSchema = z.object({
  roundId: z.string(),
  bet: coinsSchema,
  win: coinsSchema,
  balance: coinsSchema,
  /** Engine-specific, serialisable description of what happened (for the client's animation). */
  outcome: z.record(z.string(), z.unknown()),
});
export type StudioRoundResponse = z.infer<typeof studioRoundResponseSchema>;

/**
 * Messages a game client posts to the page that frames it (window.parent.postMessage, same origin).
 * `balance` lets the site's header follow the wallet while a game is open; `lobby` asks the site to
 * go back to the lobby address it passed at launch.
 */
export const gameMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('casino:balance'), balance: coinsSchema, mode: gameModeSchema }),
  z.object({ type: z.literal('casino:lobby') }),
]);
export type GameMessage = z.infer<typeof gameMessageSchema>;
