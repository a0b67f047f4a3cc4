import { z } from 'zod';
import { gameCodeSchema } from './games.ts';

/**
 * The metadata raffles and tournaments share (SPEC §3 "Tournament/raffle metadata"). SPEC leaves the
 * status values open ("not shown"); ours are the life of a competition:
 * - SCHEDULED: published, not started (the site counts down "Starts in");
 * - RUNNING: counting play ("Ends in");
 * - CLOSED: period over, entries frozen, the draw or the settlement not done yet;
 * - COMPLETED: drawn (raffle) or settled (tournament): results are final and public;
 * - CANCELLED: stopped by an operator; nothing is paid.
 */
export const COMPETITION_STATUSES = ['SCHEDULED', 'RUNNING', 'CLOSED', 'COMPLETED', 'CANCELLED'] as const;
export const competitionStatusSchema = z.enum(COMPETITION_STATUSES);
export type CompetitionStatus = z.infer<typeof competitionStatusSchema>;

/** A stable, URL-safe reference chosen by the operator, e.g. `daily-2026-11-24`. */
export const competitionRefSchema = z
  .string()
  .min(3)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]*$/);

export const competitionTranslationSchema = z.object({
  /** `ja`, `en`; raffle history lists also carry one with `default`. */
  languageCode: z.string().min(2).max(16),
  languageDisplayName: z.string().max(64),
  title: z.string().min(1).max(200),
  description: z.string().max(4000),
  termsAndConditions: z.string().max(20_000),
});
export type CompetitionTranslation = z.infer<typeof competitionTranslationSchema>;

export const competitionGameSchema = z.object({
  id: z.number().int(),
  gameCode: gameCodeSchema,
  isEnabled: z.boolean(),
  iconFileName: z.string(),
});

export const competitionBrandSchema = z.object({
  accountId: z.number().int(),
  brandRef: z.string(),
});

/** SPEC §3's tournament/raffle metadata; dates are ISO-8601 UTC strings. */
export const competitionMetaSchema = z.object({
  id: z.number().int().positive(),
  account: z.object({ accountRef: z.string() }),
  tournamentRef: competitionRefSchema,
  startDateUtc: z.string(),
  endDateUtc: z.string(),
  /** Raffles: when the draw runs; tournaments: null. */
  raffleDrawDate: z.string().nullable(),
  /** Raffles once drawn: the public results page's address; otherwise null. */
  raffleDrawResult: z.string().nullable(),
  brands: z.array(competitionBrandSchema),
  games: z.array(competitionGameSchema),
  translations: z.array(competitionTranslationSchema).min(1),
  createdUtc: z.string(),
  lastModifiedUtc: z.string(),
  tournamentStatus: competitionStatusSchema,
  /** `PTS`: coins. */
  baseCurrency: z.string(),
  bannerFileName: z.string().nullable(),
});
export type CompetitionMeta = z.infer<typeof competitionMetaSchema>;

/** The translation to show in `language`: that language, else the first one (SPEC §2). */
export function pickTranslation<T extends { languageCode: string }>(
  translations: readonly T[],
  language: string,
): T | undefined {
  return translations.find((t) => t.languageCode === language) ?? translations[0];
}
