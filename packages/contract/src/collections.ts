import { z } from 'zod';
import { gameCodeSchema, gameTagSchema } from './games.ts';
import { languageCodeSchema } from './languages.ts';

/**
 * Issue 29: the home page's collections (rows such as New, Popular this week, Jackpot), ordered and
 * named in ja and en in the console. Paths relative to the API base path.
 */
export const COLLECTION_PATHS = {
  list: '/games/collections',
  operatorList: '/operator/collections',
  operatorOne: '/operator/collections/:id',
} as const;

/**
 * manual: the console's list of games, in its order; newest: the most recently added games;
 * popular: the most played in real rounds of the last 7 days; tag: the games carrying `tag`.
 */
export const COLLECTION_RULES = ['manual', 'newest', 'popular', 'tag'] as const;
export const collectionRuleSchema = z.enum(COLLECTION_RULES);
export type CollectionRule = z.infer<typeof collectionRuleSchema>;

/** How many games a row shows at most. */
export const COLLECTION_ROW_LIMIT = 20;
/** How long "popular this week" looks back. */
export const POPULAR_DAYS = 7;

export const collectionsQuerySchema = z.object({ language: languageCodeSchema.default('ja') });

/** One row of the home page: its name in the asked language and its games, in order. */
export const collectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rule: collectionRuleSchema,
  /** The tag of a tag row (its "see all" is that category); null otherwise. */
  tag: gameTagSchema.nullable(),
  gameCodes: z.array(gameCodeSchema),
});
export type Collection = z.infer<typeof collectionSchema>;

/** The enabled collections with at least one game, in console order. */
export const collectionsResponseSchema = z.object({ collections: z.array(collectionSchema) });
export type CollectionsResponse = z.infer<typeof collectionsResponseSchema>;

const collectionName = z.string().trim().min(1).max(60);

/** The console's view: both names, the rule and its data, the row's place. */
export const operatorCollectionSchema = z.object({
  id: z.number().int(),
  position: z.number().int().nonnegative(),
  nameJa: z.string(),
  nameEn: z.string(),
  rule: collectionRuleSchema,
  tag: gameTagSchema.nullable(),
  gameCodes: z.array(gameCodeSchema),
  isEnabled: z.boolean(),
});
export type OperatorCollection = z.infer<typeof operatorCollectionSchema>;
export const operatorCollectionsResponseSchema = z.object({
  data: z.array(operatorCollectionSchema),
  total: z.number().int().nonnegative(),
});

const collectionFields = z.object({
  nameJa: collectionName,
  nameEn: collectionName,
  rule: collectionRuleSchema,
  tag: gameTagSchema.nullable(),
  gameCodes: z.array(gameCodeSchema).max(50),
  isEnabled: z.boolean(),
  /** The row's place from the top (0 = first); the others move to make room. */
  position: z.number().int().min(0).max(1000),
});

const tagMatchesRule = (c: { rule?: CollectionRule; tag?: string | null }) =>
  c.rule === undefined || (c.rule === 'tag') === (c.tag !== null && c.tag !== undefined);
const TAG_RULE_MESSAGE = { message: 'a tag row names a tag; other rows none', path: ['tag'] };

export const collectionCreateRequestSchema = collectionFields
  .partial({ tag: true, gameCodes: true, isEnabled: true, position: true })
  .refine(tagMatchesRule, TAG_RULE_MESSAGE);
export type CollectionCreateRequest = z.infer<typeof collectionCreateRequestSchema>;

/** A change; a new rule comes with its tag (or tag: null) so the two always agree. */
export const collectionUpdateRequestSchema = collectionFields
  .partial()
  .refine(tagMatchesRule, TAG_RULE_MESSAGE);
export type CollectionUpdateRequest = z.infer<typeof collectionUpdateRequestSchema>;

export const collectionIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
