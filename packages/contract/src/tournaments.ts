import { z } from 'zod';
import {
  competitionMetaSchema,
  competitionRefSchema,
  competitionStatusSchema,
  competitionTranslationSchema,
} from './competitions.ts';
import { gameCodeSchema } from './games.ts';
import { coinsSchema } from './wallet.ts';

/**
 * Tournaments (issue 14): a leaderboard over real-money rounds of eligible games in a time window,
 * scored by one rule, with a prize table paid once at the end. The lobby launcher (served at
 * LOBBY_LAUNCHER_URL) reads the public paths; the back office the operator ones.
 */
export {
  LOBBY_FRAME_PATH,
  LOBBY_LAUNCHER_PATH,
  OPERATOR_TOURNAMENT_PATHS,
  PLAYER_TOKEN_HEADER,
  LOBBY_FRAME_META_NAME,
  TOURNAMENT_PATHS,
  type LobbyFrameSettings,
  type LobbyMessage,
} from './tournament-paths.ts';

/**
 * How a round scores (per round; the score is the sum of its rounds' points, or their best for
 * BEST_MULTIPLIER):
 * - COINS_WON: floor(won / coinsPerPoint) — e.g. 1 point per 1,000 coins won;
 * - BEST_MULTIPLIER: floor(100 × won / stake), the best round's win multiplier in hundredths;
 * - COINS_WAGERED: floor(stake / coinsPerPoint);
 * - ROUNDS_PLAYED: 1 per round.
 * A round counts when its stake reaches the minimum bet.
 */
export const SCORING_RULES = ['COINS_WON', 'BEST_MULTIPLIER', 'COINS_WAGERED', 'ROUNDS_PLAYED'] as const;
export const scoringRuleSchema = z.enum(SCORING_RULES);
export type ScoringRule = z.infer<typeof scoringRuleSchema>;

export const RECURRENCES = ['NONE', 'DAILY', 'WEEKLY'] as const;
export const recurrenceSchema = z.enum(RECURRENCES);
export type Recurrence = z.infer<typeof recurrenceSchema>;

/** Ranks fromRank..toRank (inclusive) each win `amount` coins. */
export const prizeTierSchema = z
  .object({
    fromRank: z.number().int().min(1).max(1000),
    toRank: z.number().int().min(1).max(1000),
    amount: coinsSchema.min(1).max(1_000_000_000),
  })
  .refine((tier) => tier.toRank >= tier.fromRank, { message: 'toRank' });
export type PrizeTier = z.infer<typeof prizeTierSchema>;

/** Tiers sorted, not overlapping. */
export const prizeTableSchema = z
  .array(prizeTierSchema)
  .min(1)
  .max(50)
  .refine(
    (tiers) =>
      [...tiers]
        .sort((a, b) => a.fromRank - b.fromRank)
        .every((tier, i, sorted) => i === 0 || tier.fromRank > sorted[i - 1]!.toRank),
    { message: 'overlap' },
  );

/** The prize of `rank` in a table (0 when none). */
export function prizeForRank(tiers: readonly PrizeTier[], rank: number): number {
  return tiers.find((tier) => rank >= tier.fromRank && rank <= tier.toRank)?.amount ?? 0;
}

export const tournamentRulesSchema = z.object({
  scoringRule: scoringRuleSchema,
  /** COINS_WON and COINS_WAGERED: coins per point (1 = one point per coin). */
  coinsPerPoint: z.number().int().min(1).max(1_000_000),
  /** A round counts when its stake reaches this many coins. */
  minBet: coinsSchema.max(1_000_000_000),
});
export type TournamentRules = z.infer<typeof tournamentRulesSchema>;

/** One winner of a settled tournament. */
export const tournamentWinnerSchema = z.object({
  rank: z.number().int().min(1),
  displayName: z.string(),
  score: z.number().int(),
  prize: coinsSchema,
});

/** A tournament as the lobby shows it: SPEC §3's metadata, its rules, prizes and (settled) winners. */
export const tournamentViewSchema = z.object({
  meta: competitionMetaSchema,
  rules: tournamentRulesSchema,
  prizes: z.array(prizeTierSchema),
  recurrence: recurrenceSchema,
  /** Settled tournaments only; otherwise empty. */
  winners: z.array(tournamentWinnerSchema),
});
export type TournamentView = z.infer<typeof tournamentViewSchema>;

export const tournamentListResponseSchema = z.object({ tournaments: z.array(tournamentViewSchema) });
export type TournamentListResponse = z.infer<typeof tournamentListResponseSchema>;

export const tournamentRefParamsSchema = z.object({ tournamentRef: competitionRefSchema });

export const LEADERBOARD_MAX = 100;
export const leaderboardQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LEADERBOARD_MAX).default(10),
  /** How many ranks above and below the player's own. */
  around: z.coerce.number().int().min(0).max(10).default(2),
});

export const leaderboardEntrySchema = z.object({
  rank: z.number().int().min(1),
  displayName: z.string(),
  score: z.number().int(),
  /** True on the signed-in player's own row (player token given). */
  isMe: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardResponseSchema = z.object({
  tournamentRef: competitionRefSchema,
  status: competitionStatusSchema,
  totalPlayers: z.number().int().min(0),
  top: z.array(leaderboardEntrySchema),
  /** The player's rank and the ranks around it; null without a valid player token or score. */
  me: z.object({ rank: z.number().int().min(1), score: z.number().int() }).nullable(),
  around: z.array(leaderboardEntrySchema),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

// ---- back office -------------------------------------------------------------------------------

export const tournamentInputSchema = z
  .object({
    tournamentRef: competitionRefSchema,
    startDateUtc: z.iso.datetime({ offset: true }),
    endDateUtc: z.iso.datetime({ offset: true }),
    games: z.array(gameCodeSchema).min(1).max(100),
    translations: z.array(competitionTranslationSchema).min(1).max(10),
    rules: tournamentRulesSchema,
    prizes: prizeTableSchema,
    recurrence: recurrenceSchema.default('NONE'),
  })
  .refine((t) => Date.parse(t.endDateUtc) > Date.parse(t.startDateUtc), {
    message: 'endDateUtc',
    path: ['endDateUtc'],
  });
export type TournamentInput = z.infer<typeof tournamentInputSchema>;

export const tournamentIdParamsSchema = z.object({ tournamentId: z.coerce.number().int().positive() });

/** A back-office row: the view plus its numeric id (react-admin's `id`). */
export const operatorTournamentSchema = tournamentViewSchema.extend({
  id: z.number().int().positive(),
  playerCount: z.number().int().min(0),
});
export type OperatorTournament = z.infer<typeof operatorTournamentSchema>;

export const operatorTournamentListSchema = z.object({
  data: z.array(operatorTournamentSchema),
  total: z.number().int().min(0),
});

export const operatorTournamentsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
  status: competitionStatusSchema.optional(),
});
