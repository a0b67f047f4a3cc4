import { z } from 'zod';
import { roundJackpotSchema } from './jackpots.ts';
import { DECIDED_FOR_YOU_MAX, decisionChoiceSchema, roundPendingSchema } from './decisions.ts';
import { fairnessStateSchema } from './fairness.ts';
import { gameCodeSchema } from './games.ts';
import { languageCodeSchema } from './languages.ts';
import { accountIdSchema, coinsSchema, currencySchema } from './wallet.ts';

/**
 * Game launch (SPEC §7 /launchgame, /launch-demo → { url }) and the API our in-house studio's game
 * clients call once launched. A launch URL carries a short-lived launch token; the game client
 * trades it for a game session, then plays rounds in that session. The studio talks to the wallet
 * exactly as an outside provider would (ARCHITECTURE.md decision 4).
 */
export const LAUNCH_PATHS = {
  launchGame: '/launchgame',
  launchDemo: '/launch-demo',
  /** SPEC §7: the configured outside sportsbook (SPORTSBOOK_URL), launched like an outside provider's game. */
  launchSportsbook: '/launch-sportsbook',
  /** Designed: the game client opens a session from its launch token. */
  studioSession: '/studio/session',
  /** One round of the launched game, decided by @casino/studio's provably fair `computeOutcome`. */
  studioRound: '/studio/round',
  /** Answers a round's pending pick (contract decisions.ts): studioDecideRequestSchema → studioRoundResponseSchema. */
  studioDecide: '/studio/round/decide',
  /**
   * A round of this game session's player as it stands (GET, studioRoundQuerySchema → studioRoundResponseSchema):
   * the game reads it when a pick's deadline has passed; an expired pick is settled by the auto-pick first.
   */
  studioRoundState: '/studio/round/state',
  /** The player has been shown rounds the server decided for them (POST, studioRoundsSeenRequestSchema). */
  studioRoundsSeen: '/studio/round/seen',
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

/** GET /launch-sportsbook (SPEC §7: parameters not shown; ours are those of /launchgame without a game). */
export const launchSportsbookQuerySchema = z.object({
  lobbyUrl: lobbyUrlSchema,
  language: languageCodeSchema,
});
/** The game code a sportsbook launch token carries (no catalogue game has it). */
export const SPORTSBOOK_GAME_CODE = 'SPORTSBOOK';

/** Launch result (SPEC §3). */
export const launchResponseSchema = z.object({ url: z.string() });
export type LaunchResponse = z.infer<typeof launchResponseSchema>;

/** The engine families of @casino/studio (`STUDIO_GAMES[code].engine`): slots take `bet`, the rest `bets`. */
export const STUDIO_ENGINES = ['slot', 'coin-flip', 'dice', 'wheel', 'roulette', 'baccarat'] as const;
export const studioEngineSchema = z.enum(STUDIO_ENGINES);
export type StudioEngine = z.infer<typeof studioEngineSchema>;

export const GAME_MODES = ['real', 'demo'] as const;
export const gameModeSchema = z.enum(GAME_MODES);
export type GameMode = z.infer<typeof gameModeSchema>;

/** The launch token from the launch URL (a lobby address of up to 2048 characters makes it long). */
export const launchTokenSchema = z.string().min(1).max(4096);
export const studioSessionRequestSchema = z.object({ launchToken: launchTokenSchema });

/** Exactly one of `bet` (slots) and `bets` (every other engine: a bet slip, spot → coins). */
export const studioRoundRequestSchema = z
  .object({
    gameSessionId: z.string().min(1).max(256),
    /** Slots: the total bet of the spin. */
    bet: coinsSchema.min(1).optional(),
    /** Every other engine: the bet slip, spot → coins (spot names are the engine's, e.g. `red`, `straight-17`). */
    bets: z.record(z.string().min(1).max(32), coinsSchema.min(1)).optional(),
    /** A client-made id (e.g. a UUID): a retried request replays the first result instead of betting twice. */
    roundKey: z.string().min(8).max(64),
  })
  .superRefine((value, ctx) => {
    if ((value.bet === undefined) === (value.bets === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'exactly one of bet and bets is required', path: ['bet'] });
    }
  });
export type StudioRoundRequest = z.infer<typeof studioRoundRequestSchema>;

/** An @casino/studio Outcome; free spins and bonus rounds are its `children` (stake 0, wins included). */
export const studioOutcomeSchema = z.looseObject({
  engine: z.string(),
  step: z.string(),
  stake: coinsSchema,
  win: coinsSchema,
  totalWin: coinsSchema,
  multiplier: z.number(),
  details: z.unknown(),
  children: z.array(z.record(z.string(), z.unknown())),
});
export type StudioOutcome = z.infer<typeof studioOutcomeSchema>;

export const studioRoundResponseSchema = z.object({
  /** Random (128 bits); the public verify endpoint takes it. */
  roundId: z.string(),
  /** The round's total stake. */
  bet: coinsSchema,
  /** The outcome's totalWin: what the wallet credited (children and returned stakes included). */
  win: coinsSchema,
  balance: coinsSchema,
  outcome: studioOutcomeSchema,
  /** The provably fair inputs this round used (the seed itself is revealed on rotation). */
  fairness: z.object({
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.number().int().nonnegative(),
  }),
  /**
   * Set while the round waits for the player's pick (contract decisions.ts): the bet is taken, `win`
   * counts only what is decided, and POST /studio/round/decide answers it. Absent on a settled round.
   */
  pending: roundPendingSchema.optional(),
  /** The round's decisions so far, in order (present once the round has asked for one). */
  choices: z.array(decisionChoiceSchema).optional(),
  /** Set when the server made the picks from this index on with the auto-pick rule (the player did not pick in time). */
  autoPickedFrom: z.number().int().nonnegative().optional(),
  /** The round's part in the progressive jackpot: present on a real round of a participating title. */
  jackpot: roundJackpotSchema.optional(),
});
export type StudioRoundResponse = z.infer<typeof studioRoundResponseSchema>;

/** What a launched game client needs to draw its table. */
export const studioSessionResponseSchema = z.object({
  /** A bearer credential for this game session (≥128 random bits); rounds carry it. */
  gameSessionId: z.string(),
  gameCode: gameCodeSchema,
  mode: gameModeSchema,
  currency: currencySchema,
  /** The wallet's balance in real mode; the separate demo balance in demo mode. */
  balance: coinsSchema,
  /** The studio engine family of the game: slots take `bet`, every other engine a bet slip `bets`. */
  engine: studioEngineSchema,
  /** Limits of the studio definition; minBet/maxBet bound a round's total stake (slip: sum of its spots). */
  minBet: coinsSchema,
  maxBet: coinsSchema,
  /** Every amount (the slot bet, or each spot of a slip) must be a multiple of it (slots: their credit count). */
  betUnit: coinsSchema,
  /** Suggested sizes: slots — total bet per spin; tables — chip values. */
  betSteps: z.array(coinsSchema),
  /** The provably fair state the next round will use (real mode: the account's, shared by all games). */
  fairness: fairnessStateSchema,
  language: languageCodeSchema,
  lobbyUrl: z.string(),
  expiresAt: z.iso.datetime(),
  /**
   * A round of this game still waiting for the player's pick (its `pending` not yet expired), so a
   * reopened game resumes it; absent when there is none. Expired ones were settled by the auto-pick.
   */
  pendingRound: studioRoundResponseSchema.optional(),
  /**
   * Rounds of this game the server decided for the player (the pick's deadline passed: `autoPickedFrom`
   * set) that the player has not been shown yet, newest first (at most DECIDED_FOR_YOU_MAX). The game shows
   * them and then reports them seen (POST /studio/round/seen), so each is told once. Absent when none.
   */
  decidedForYou: z.array(studioRoundResponseSchema).max(DECIDED_FOR_YOU_MAX).optional(),
});
export type StudioSessionResponse = z.infer<typeof studioSessionResponseSchema>;

/**
 * Messages a game client posts to the page that frames it (window.parent.postMessage, same origin).
 * `balance` is the game's balance at rest: posted once the game is ready and once each round's reveal
 * is done (never while a round is drawn). From the first one on, the site's header shows only these
 * figures while the game is open, so a refetch of GET /balance during a reveal cannot tell the round's
 * result before the game does (issue 25). `round` names the round a figure follows (its bet taken, or
 * its reveal done): a round may leave the balance where it was (a bet back), yet the experience,
 * missions and raffle tickets it earned are news the site asks for again. `lobby` asks the site to go
 * back to the lobby address it passed at launch.
 */
export const gameMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('casino:balance'),
    balance: coinsSchema,
    mode: gameModeSchema,
    round: z.string().max(100).optional(),
  }),
  z.object({ type: z.literal('casino:lobby') }),
]);
export type GameMessage = z.infer<typeof gameMessageSchema>;

/**
 * Designed (not in SPEC): an outside provider's game page receives `launch` in its URL and trades it,
 * server to server (signed like every seamless-wallet call, WALLET_PATHS.providerSession), for who is
 * playing: the account id its bet/win/rollback calls name (null in demo: the provider plays on its own
 * balance, which starts at `balance`), the game, language and lobby address.
 */
export const walletSessionRequestSchema = z.object({ launchToken: launchTokenSchema });
export type WalletSessionRequest = z.infer<typeof walletSessionRequestSchema>;

export const walletSessionResponseSchema = z.object({
  accountId: accountIdSchema.nullable(),
  mode: gameModeSchema,
  gameCode: gameCodeSchema,
  language: languageCodeSchema,
  lobbyUrl: z.string(),
  currency: currencySchema,
  /** Real: the wallet balance; demo: the demo balance to start from. */
  balance: coinsSchema,
});
export type WalletSessionResponse = z.infer<typeof walletSessionResponseSchema>;
