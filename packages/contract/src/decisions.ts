import { z } from 'zod';

/**
 * The player-decision protocol (issue 18, docs/decisions/018-player-decisions.md): a round that waits
 * for the player's pick in the middle (Crazy Time's Cash Hunt, a slot's pick bonus).
 *
 * POST /studio/round answers such a round with `pending` set: the bet is taken, nothing is won yet,
 * the outcome shows only what the player may see. The player answers with POST /studio/round/decide
 * (`studioDecideRequestSchema`), whose answer is the round again (a StudioRoundResponse): settled, or
 * pending once more when the round asks for another pick. The pick selects a position in a board the
 * seeds fixed before the pick, so the round stays provably fair: verify recomputes it with the choices.
 *
 * A pick not made by `expiresAt` (DECISION_TIMEOUT_MS after it was asked) is made by the server with
 * the auto-pick rule (AUTO_PICK_CHOICE): on the player's next round in that game, on seed rotation
 * (which settles every pending round of the seed before revealing it), when a game session is opened,
 * and by a scheduled job.
 */

/** How long a pick waits for the player before the server picks for them. */
export const DECISION_TIMEOUT_MS = 60_000;

/**
 * The auto-pick rule: an expired pick takes option 0, the board's first position. The board was
 * shuffled from the committed seeds before the pick, so a fixed position is as fair as any other, and
 * anyone can recompute an auto-picked round from its seeds and choices.
 */
export const AUTO_PICK_CHOICE = 0;

/** One answer to a pick: a position 0 … options − 1. */
export const decisionChoiceSchema = z.number().int().nonnegative().max(9_999);

/** What a pending round waits for (the root outcome's `pending`, with its place and deadline). */
export const roundPendingSchema = z.object({
  kind: z.literal('pick'),
  /** The step that asks, e.g. 'bonus:cash-hunt' or 'pick-bonus' (the engine's own name). */
  step: z.string(),
  /** The player picks one of 0 … options − 1. */
  options: z.number().int().positive(),
  /** Which decision of the round this is (0 for the first pick, 1 for the next …): the decide request names it. */
  index: z.number().int().nonnegative(),
  /** After this instant the server makes the pick with AUTO_PICK_CHOICE. */
  expiresAt: z.iso.datetime(),
  /**
   * How long the pick still waits, as the server counted when it answered: the game counts down from
   * the moment the answer arrived, so a device clock that is off does not move the deadline it shows.
   */
  timeLeftMs: z.number().int().nonnegative().optional(),
});
export type RoundPending = z.infer<typeof roundPendingSchema>;

/**
 * POST /studio/round/decide. `index` is the pending decision's index: a retried request (same index,
 * same choice) replays the round instead of answering a later pick with it. Errors:
 * 400 ROUND_CHOICE_INVALID (choice ≥ options), 404 NOT_FOUND (no such round in this player's game —
 * another player's round looks the same), 409 ROUND_DECISION_CLOSED (the decision was already answered
 * with another choice, or the round does not ask for it), 401 UNAUTHORIZED (game session gone).
 * A decision that arrives after its `expiresAt` is not taken: the round is settled with the auto-pick
 * and answered (200) with `autoPickedFrom` set.
 */
export const studioRoundIdSchema = z.string().min(1).max(64);

export const studioDecideRequestSchema = z.object({
  gameSessionId: z.string().min(1).max(256),
  roundId: studioRoundIdSchema,
  index: z.number().int().nonnegative().max(99),
  choice: decisionChoiceSchema,
});
export type StudioDecideRequest = z.infer<typeof studioDecideRequestSchema>;

/**
 * GET /studio/round/state?gameSessionId&roundId: the round as it stands (a StudioRoundResponse), for a
 * game whose pick's deadline passed while it was open (another tab may have answered it, or the server
 * picked): a pick whose deadline has passed is settled with the auto-pick first (`autoPickedFrom` set);
 * one still open comes back pending. 404 NOT_FOUND for a round that is not this player's in this game.
 */
export const studioRoundQuerySchema = z.object({
  gameSessionId: z.string().min(1).max(256),
  roundId: studioRoundIdSchema,
});
export type StudioRoundQuery = z.infer<typeof studioRoundQuerySchema>;

/** At most this many rounds decided for the player are listed when a game opens (the newest). */
export const DECIDED_FOR_YOU_MAX = 10;

/**
 * POST /studio/round/seen: the game has shown the player these rounds the server decided for them (the
 * session's `decidedForYou`, or a round answered with `autoPickedFrom`); they are not listed again.
 * Rounds that are not this player's, or were not decided for them, are ignored.
 */
export const studioRoundsSeenRequestSchema = z.object({
  gameSessionId: z.string().min(1).max(256),
  roundIds: z.array(studioRoundIdSchema).min(1).max(DECIDED_FOR_YOU_MAX),
});
export type StudioRoundsSeenRequest = z.infer<typeof studioRoundsSeenRequestSchema>;

export const studioRoundsSeenResponseSchema = z.object({
  /** How many of the rounds were marked seen now (0 for a repeat). */
  seen: z.number().int().nonnegative(),
});
export type StudioRoundsSeenResponse = z.infer<typeof studioRoundsSeenResponseSchema>;
