import { z } from 'zod';
import { gameReadingSchema } from './game-lobby.ts';
import { gameTagSchema } from './games.ts';

/*
 * The back office's games and channel flags (moved out of operator.ts when it reached its length
 * limit; exported from the package's index like every other schema).
 */

const page = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int().nonnegative() });

// ---- Games and flags ------------------------------------------------------------------------------

export const operatorGameSchema = z.object({
  id: z.string(),
  gameCode: z.string(),
  title: z.string(),
  gameType: z.string(),
  isEnabled: z.boolean(),
  isDemoAvailable: z.boolean(),
  tags: z.array(gameTagSchema),
  sortOrder: z.number().int(),
  gameStudioName: z.string(),
  /** The title's reading in hiragana (issue 29: what kana and romaji searches match). */
  reading: z.string(),
});
export type OperatorGame = z.infer<typeof operatorGameSchema>;
export const operatorGamesResponseSchema = page(operatorGameSchema);
export const gameCodeParamsSchema = z.object({ gameCode: z.string().regex(/^[A-Z0-9_]{3,64}$/) });
export const gameUpdateRequestSchema = z
  .object({
    isEnabled: z.boolean(),
    isDemoAvailable: z.boolean(),
    tags: z.array(gameTagSchema).max(10),
    sortOrder: z.number().int().min(0).max(1_000_000),
    reading: gameReadingSchema,
  })
  .partial();
export type GameUpdateRequest = z.infer<typeof gameUpdateRequestSchema>;

export const flagsResponseSchema = z.object({ maintenence: z.boolean(), captcha: z.boolean() });
export const flagsUpdateRequestSchema = flagsResponseSchema.partial();
export type FlagsUpdateRequest = z.infer<typeof flagsUpdateRequestSchema>;
