import {
  MAX_LEVEL,
  TIER_RULES,
  TIER_VALIDITY_DAYS,
  TIER_WINDOW_DAYS,
  VIP_TIERS,
  levelForXp,
  levelReward,
  tierForWager,
  tierRank,
  tierRule,
  xpForLevel,
  type ProgressionRules,
  type TierBenefits,
  XP_PER_COIN,
  type VipTier,
} from '@casino/contract';

/*
 * The rules of levels and tiers as pure functions over the stored numbers (the rule set itself is
 * the contract's, packages/contract/src/progression.ts, so the site states exactly what is paid).
 */

const DAY_MS = 86_400_000;
/** Japan time: UTC+9, no daylight saving. */
const JST_OFFSET_MS = 9 * 3_600_000;

/** The Japan calendar day of `at`, `YYYY-MM-DD`. */
export function japanDay(at: Date): string {
  return new Date(at.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Japan calendar month of `at`, `YYYY-MM`. */
export const japanMonth = (at: Date) => japanDay(at).slice(0, 7);

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a Japan day starts. */
export const japanDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - JST_OFFSET_MS);

/** The first day the tier computation reads: a window before the oldest day that still counts. */
export const oldestDayRead = (today: string) => addDays(today, -(TIER_WINDOW_DAYS + TIER_VALIDITY_DAYS - 2));

export interface TierStanding {
  tier: VipTier;
  /** When the tier held ends unless qualified for again (null for BRONZE). */
  validUntil: Date | null;
  /** Coins wagered over the current window (today and the TIER_WINDOW_DAYS − 1 days before). */
  windowWager: number;
}

/**
 * The tier held on `today`: the best tier the rolling window qualified for at the end of any of the
 * last TIER_VALIDITY_DAYS days (today's counts as it stands). It is valid until TIER_VALIDITY_DAYS
 * after the last such day that qualified for it.
 */
export function tierStanding(today: string, wagers: ReadonlyMap<string, number>): TierStanding {
  const windowSum = (end: string) => {
    let sum = 0;
    for (let i = 0; i < TIER_WINDOW_DAYS; i++) sum += wagers.get(addDays(end, -i)) ?? 0;
    return sum;
  };
  let best: VipTier = 'BRONZE';
  let lastQualified = today;
  for (let back = TIER_VALIDITY_DAYS - 1; back >= 0; back--) {
    const day = addDays(today, -back);
    const tier = tierForWager(windowSum(day));
    if (tierRank(tier) > tierRank(best)) {
      best = tier;
      lastQualified = day;
    } else if (tier === best) lastQualified = day;
  }
  return {
    tier: best,
    validUntil: best === 'BRONZE' ? null : japanDayStart(addDays(lastQualified, TIER_VALIDITY_DAYS)),
    windowWager: windowSum(today),
  };
}

export function benefitsOf(tier: VipTier): TierBenefits {
  const { dailyBonusPercent, extraRaffleTicketsPercent, monthlyGift } = tierRule(tier);
  return { tier, dailyBonusPercent, extraRaffleTicketsPercent, monthlyGift };
}

export function nextTierOf(tier: VipTier): { nextTier: VipTier | null; nextTierWager: number | null } {
  const next = VIP_TIERS[tierRank(tier) + 1];
  return next
    ? { nextTier: next, nextTierWager: tierRule(next).minWager }
    : { nextTier: null, nextTierWager: null };
}

export function levelView(xp: number, claimedLevel: number) {
  const level = levelForXp(xp);
  const unclaimedLevels = [];
  for (let l = Math.max(2, claimedLevel + 1); l <= level; l++)
    unclaimedLevels.push({ level: l, reward: levelReward(l) });
  return {
    xp,
    level,
    levelXp: xpForLevel(level),
    nextLevelXp: level >= MAX_LEVEL ? null : xpForLevel(level + 1),
    unclaimedLevels,
  };
}

/** The whole rule set as the console shows it: every level's XP and reward, every tier's terms. */
export function progressionRules(): ProgressionRules {
  const levels = [];
  for (let level = 1; level <= MAX_LEVEL; level++)
    levels.push({ level, xp: xpForLevel(level), reward: levelReward(level) });
  return {
    xpPerCoin: XP_PER_COIN,
    maxLevel: MAX_LEVEL,
    tierWindowDays: TIER_WINDOW_DAYS,
    tierValidityDays: TIER_VALIDITY_DAYS,
    levels,
    tiers: TIER_RULES.map((rule) => ({ ...rule })),
  };
}
