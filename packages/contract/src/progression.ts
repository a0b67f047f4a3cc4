import { z } from 'zod';
import { accountIdSchema } from './wallet.ts';

/**
 * Levels and VIP tiers (issue 30; docs/progression.md). One rule set, read by the server (which pays
 * by it), the site (which states it on the tier page) and the console (which shows it):
 * - EXPERIENCE: 1 XP per coin WAGERED on a real-coin round (wins and losses alike give nothing; a
 *   refunded bet takes its XP back). Counted in the round's own transaction.
 * - LEVELS: reaching level L needs `xpForLevel(L)` = 500 × L × (L − 1) XP in total (level 2 at 1,000,
 *   level 3 at 3,000, level 10 at 45,000…), up to MAX_LEVEL. Each level reached has a reward of
 *   `levelReward(L)` = 50 × L coins, which the player claims (one ledger row per level, idempotent
 *   per account and level).
 * - TIERS: from coins wagered over the rolling TIER_WINDOW_DAYS (Japan days). The tier held is the
 *   best tier the window qualified for at the end of any of the last TIER_VALIDITY_DAYS days: a tier
 *   is kept for TIER_VALIDITY_DAYS after the last day it was qualified for (its validity), then the
 *   player drops to the best tier qualified for in that time (demotion, possibly by several tiers).
 */

export const XP_PER_COIN = 1;
export const MAX_LEVEL = 100;
export const LEVEL_XP_STEP = 1_000;
export const LEVEL_REWARD_PER_LEVEL = 50;

/** Total XP needed to reach `level` (level 1 needs none). */
export function xpForLevel(level: number): number {
  const l = Math.min(Math.max(1, Math.floor(level)), MAX_LEVEL);
  return (LEVEL_XP_STEP / 2) * l * (l - 1);
}

/** The level `xp` experience points reach. */
export function levelForXp(xp: number): number {
  let level = Math.floor((1 + Math.sqrt(1 + (8 * Math.max(0, xp)) / LEVEL_XP_STEP)) / 2);
  // Float guard: step to the exact integer answer.
  while (level > 1 && xpForLevel(level) > xp) level -= 1;
  while (level < MAX_LEVEL && xpForLevel(level + 1) <= xp) level += 1;
  return Math.min(Math.max(1, level), MAX_LEVEL);
}

/** The coins paid for reaching `level` (level 1 is where everyone starts: no reward). */
export function levelReward(level: number): number {
  return level <= 1 ? 0 : LEVEL_REWARD_PER_LEVEL * level;
}

export const VIP_TIERS = ['BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'DIAMOND'] as const;
export const vipTierSchema = z.enum(VIP_TIERS);
export type VipTier = z.infer<typeof vipTierSchema>;

/** Coins wagered over the rolling window. */
export const TIER_WINDOW_DAYS = 30;
/** How long a tier is kept after the last day it was qualified for. */
export const TIER_VALIDITY_DAYS = 30;

export interface TierRule {
  tier: VipTier;
  /** Coins wagered over the last TIER_WINDOW_DAYS that qualify for the tier. */
  minWager: number;
  /** The daily bonus is multiplied by this (percent: 100 = ×1.0). */
  dailyBonusPercent: number;
  /** Extra raffle tickets, in percent of the tickets earned (10 = one more ticket per ten). */
  extraRaffleTicketsPercent: number;
  /** Coins the player may claim once per Japan calendar month (0 = none). */
  monthlyGift: number;
}

export const TIER_RULES: readonly TierRule[] = [
  { tier: 'BRONZE', minWager: 0, dailyBonusPercent: 100, extraRaffleTicketsPercent: 0, monthlyGift: 0 },
  {
    tier: 'SILVER',
    minWager: 50_000,
    dailyBonusPercent: 110,
    extraRaffleTicketsPercent: 5,
    monthlyGift: 1_000,
  },
  {
    tier: 'GOLD',
    minWager: 250_000,
    dailyBonusPercent: 125,
    extraRaffleTicketsPercent: 10,
    monthlyGift: 5_000,
  },
  {
    tier: 'PLATINUM',
    minWager: 1_000_000,
    dailyBonusPercent: 150,
    extraRaffleTicketsPercent: 20,
    monthlyGift: 20_000,
  },
  {
    tier: 'DIAMOND',
    minWager: 5_000_000,
    dailyBonusPercent: 200,
    extraRaffleTicketsPercent: 30,
    monthlyGift: 100_000,
  },
];

export function tierRule(tier: VipTier): TierRule {
  return TIER_RULES.find((rule) => rule.tier === tier)!;
}

/** The tier a window's wager qualifies for. */
export function tierForWager(wagered: number): VipTier {
  let tier: VipTier = 'BRONZE';
  for (const rule of TIER_RULES) if (wagered >= rule.minWager) tier = rule.tier;
  return tier;
}

export const tierRank = (tier: VipTier) => VIP_TIERS.indexOf(tier);

export const PROGRESSION_PATHS = {
  me: '/progression',
  claimLevels: '/progression/claim-levels',
  claimGift: '/progression/claim-monthly-gift',
} as const;

export const OPERATOR_PROGRESSION_PATHS = {
  rules: '/operator/progression/rules',
  player: '/operator/players/:accountId/progression',
} as const;

const coins = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const tierBenefitsSchema = z.object({
  tier: vipTierSchema,
  dailyBonusPercent: z.number().int().positive(),
  extraRaffleTicketsPercent: z.number().int().min(0),
  monthlyGift: coins,
});
export type TierBenefits = z.infer<typeof tierBenefitsSchema>;

/** GET /progression: the signed-in player's level, experience, tier and what they may claim. */
export const progressionSchema = z.object({
  xp: coins,
  level: z.number().int().min(1).max(MAX_LEVEL),
  /** Total XP of the current level's start and of the next level's (null at MAX_LEVEL). */
  levelXp: coins,
  nextLevelXp: coins.nullable(),
  /** Levels reached whose reward is not claimed yet, lowest first, with their coins. */
  unclaimedLevels: z.array(z.object({ level: z.number().int().min(2), reward: coins })),
  tier: vipTierSchema,
  /** When the tier held ends unless qualified for again (ISO; null for BRONZE). */
  tierValidUntil: z.iso.datetime().nullable(),
  /** Coins wagered over the rolling window, and the next tier with its threshold (null at DIAMOND). */
  windowWager: coins,
  nextTier: vipTierSchema.nullable(),
  nextTierWager: coins.nullable(),
  benefits: tierBenefitsSchema,
  /** This Japan month's gift: its coins (0 when the tier has none) and whether it was claimed. */
  monthlyGift: z.object({ amount: coins, claimed: z.boolean(), month: z.string().regex(/^\d{4}-\d{2}$/) }),
});
export type Progression = z.infer<typeof progressionSchema>;

export const levelClaimResponseSchema = z.object({
  paid: z.array(z.object({ level: z.number().int().min(2), reward: coins, transactionId: z.string() })),
  newBalance: coins,
});
export type LevelClaimResponse = z.infer<typeof levelClaimResponseSchema>;

export const giftClaimResponseSchema = z.object({
  month: z.string(),
  amount: coins,
  transactionId: z.string(),
  newBalance: coins,
});
export type GiftClaimResponse = z.infer<typeof giftClaimResponseSchema>;

export const operatorProgressionParamsSchema = z.object({ accountId: accountIdSchema });

/** The console's view of one player (the player's own view, plus the rewards paid). */
export const operatorPlayerProgressionSchema = progressionSchema.extend({
  accountId: accountIdSchema,
  claimedLevel: z.number().int().min(1),
});
export type OperatorPlayerProgression = z.infer<typeof operatorPlayerProgressionSchema>;

export const progressionRulesSchema = z.object({
  xpPerCoin: z.number(),
  maxLevel: z.number().int(),
  tierWindowDays: z.number().int(),
  tierValidityDays: z.number().int(),
  levels: z.array(z.object({ level: z.number().int(), xp: coins, reward: coins })),
  tiers: z.array(
    z.object({
      tier: vipTierSchema,
      minWager: coins,
      dailyBonusPercent: z.number().int(),
      extraRaffleTicketsPercent: z.number().int(),
      monthlyGift: coins,
    }),
  ),
});
export type ProgressionRules = z.infer<typeof progressionRulesSchema>;
