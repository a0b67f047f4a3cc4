import { z } from 'zod';
import { listQuerySchema } from './operator.ts';
import { languageCodeSchema } from './languages.ts';

/**
 * Issue 30: daily and weekly missions in bronze → silver → gold ladders. Definitions are data (the
 * console writes them, names in ja and en); progress is counted from the player's game movements in
 * the round's own transaction; a completed mission is claimed once per period through the ledger.
 * Paths relative to the API base path.
 */
export const MISSION_PATHS = {
  list: '/missions',
  claim: '/missions/:missionId/claim',
  claimAll: '/missions/claim-all',
  operatorList: '/operator/missions',
  operatorOne: '/operator/missions/:id',
  operatorPlayer: '/operator/players/:accountId/missions',
} as const;

/** DAILY resets every day at the configured Japan-time hour; WEEKLY on Monday at that hour. */
export const MISSION_CADENCES = ['DAILY', 'WEEKLY'] as const;
export const missionCadenceSchema = z.enum(MISSION_CADENCES);
export type MissionCadence = z.infer<typeof missionCadenceSchema>;

export const MISSION_TIERS = ['BRONZE', 'SILVER', 'GOLD'] as const;
export const missionTierSchema = z.enum(MISSION_TIERS);
export type MissionTier = z.infer<typeof missionTierSchema>;

/**
 * What counts: ROUNDS — a round played (each bet); WINS — a round that paid (each win); WAGER — coins
 * staked; FREE_SPINS — a round that triggered a free-spins feature (once per round, whatever the
 * number of spins). A refunded bet takes back what it gave. (No goal is ever "collect a set of random
 * items".)
 */
export const MISSION_GOALS = ['ROUNDS', 'WINS', 'WAGER', 'FREE_SPINS'] as const;
export const missionGoalSchema = z.enum(MISSION_GOALS);
export type MissionGoal = z.infer<typeof missionGoalSchema>;

/** Which games count: any game, or the in-house games of one kind (slot, roulette, …). */
export const MISSION_GAME_SCOPES = [
  'any',
  'slot',
  'roulette',
  'wheel',
  'dice',
  'coin-flip',
  'baccarat',
] as const;
export const missionGameScopeSchema = z.enum(MISSION_GAME_SCOPES);
export type MissionGameScope = z.infer<typeof missionGameScopeSchema>;

export const MISSION_MAX_REWARD = 1_000_000;
export const MISSION_MAX_TARGET = 1_000_000_000;
/** How long after its period a completed mission may still be claimed, at most. */
export const MISSION_MAX_CLAIM_HOURS = 24 * 14;

const isoDate = z.string();

export const missionIdParamsSchema = z.object({ missionId: z.coerce.number().int().positive() });
export const missionListQuerySchema = z.object({ languageCode: languageCodeSchema.optional() });

/**
 * One mission of one period as the player sees it. `progress` is the exact count (it may pass the
 * target); `completeBy` is the end of the period (the deadline to complete), `claimBy` the later
 * deadline to claim.
 */
export const missionSchema = z.object({
  missionId: z.number().int(),
  name: z.string(),
  cadence: missionCadenceSchema,
  tier: missionTierSchema,
  ladder: z.string(),
  goal: missionGoalSchema,
  gameScope: missionGameScopeSchema,
  target: z.number().int().positive(),
  progress: z.number().int().nonnegative(),
  reward: z.number().int().positive(),
  periodStart: isoDate,
  completeBy: isoDate,
  claimBy: isoDate,
  completed: z.boolean(),
  claimedDate: isoDate.nullable(),
});
export type Mission = z.infer<typeof missionSchema>;

/**
 * GET /missions. `available` false (and no missions) while the player is on a break or excluded.
 * `hiddenByLimit`: how many missions are not offered because they ask more wagering than the player's
 * own wager limit allows.
 */
export const missionListResponseSchema = z.object({
  available: z.boolean(),
  missions: z.array(missionSchema),
  hiddenByLimit: z.number().int().nonnegative(),
});
export type MissionListResponse = z.infer<typeof missionListResponseSchema>;

export const missionClaimResponseSchema = z.object({
  missionId: z.number().int(),
  periodStart: isoDate,
  reward: z.number().int().positive(),
  newBalance: z.number().int(),
});
export type MissionClaimResponse = z.infer<typeof missionClaimResponseSchema>;

/** POST /missions/claim-all: every completed, unclaimed mission whose claim deadline has not passed. */
export const missionClaimAllResponseSchema = z.object({
  claimed: z.array(missionClaimResponseSchema),
  total: z.number().int().nonnegative(),
  newBalance: z.number().int(),
});
export type MissionClaimAllResponse = z.infer<typeof missionClaimAllResponseSchema>;

// ------------------------------------------------------------------------------- the back office

const name = z.string().trim().min(1, 'validation.required').max(80);

export const missionDefinitionInputSchema = z.object({
  nameJa: name,
  nameEn: name,
  cadence: missionCadenceSchema,
  tier: missionTierSchema,
  /** Missions of one ladder share this key (e.g. `daily-slot-rounds`); bronze, silver, gold rise in it. */
  ladder: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[a-z0-9-]+$/),
  goal: missionGoalSchema,
  gameScope: missionGameScopeSchema,
  target: z.number().int().min(1).max(MISSION_MAX_TARGET),
  reward: z.number().int().min(1).max(MISSION_MAX_REWARD),
  claimHours: z.number().int().min(1).max(MISSION_MAX_CLAIM_HOURS),
  isActive: z.boolean(),
});
export type MissionDefinitionInput = z.infer<typeof missionDefinitionInputSchema>;
export const missionDefinitionUpdateSchema = missionDefinitionInputSchema.partial();

export const operatorMissionSchema = missionDefinitionInputSchema.extend({
  id: z.number().int(),
  /**
   * Four eyes (issue 30): whether the goal, target and reward are the approved ones (modules/approvals,
   * kind `mission`, subject the id). A mission counts and pays only then; a change waits for approval.
   */
  termsApproved: z.boolean(),
});
export type OperatorMission = z.infer<typeof operatorMissionSchema>;
export const operatorMissionsResponseSchema = z.object({
  data: z.array(operatorMissionSchema),
  total: z.number().int(),
});
export const operatorMissionParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const operatorMissionListQuerySchema = listQuerySchema;

/** A player's missions in the console: every period's progress row, newest first, with the claim. */
export const operatorPlayerMissionSchema = z.object({
  id: z.string(),
  missionId: z.number().int(),
  nameJa: z.string(),
  nameEn: z.string(),
  cadence: missionCadenceSchema,
  tier: missionTierSchema,
  periodStart: isoDate,
  progress: z.number().int(),
  target: z.number().int(),
  reward: z.number().int(),
  completedDate: isoDate.nullable(),
  claimedDate: isoDate.nullable(),
  claimTransactionId: z.string().nullable(),
});
export type OperatorPlayerMission = z.infer<typeof operatorPlayerMissionSchema>;
export const operatorPlayerMissionsResponseSchema = z.object({
  data: z.array(operatorPlayerMissionSchema),
  total: z.number().int(),
});
