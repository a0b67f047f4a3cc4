import {
  type GiftClaimResponse,
  type LevelClaimResponse,
  type OperatorPlayerProgression,
  type Progression,
  type TierBenefits,
} from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as repo from './progression.repository.ts';
import {
  benefitsOf,
  japanDay,
  japanMonth,
  levelView,
  nextTierOf,
  oldestDayRead,
  progressionRules,
  tierStanding,
} from './progression.rules.ts';

export interface ProgressionDeps {
  db: Db;
  clock: Clock;
  wallet: Pick<WalletService, 'credit'>;
}

/**
 * Levels and VIP tiers (issue 30; README.md beside this file). Experience is written by the
 * observer in the round's transaction; this service reads it, states the tier, and pays the level
 * rewards and the monthly gift through the wallet — each a ledger row with its own idempotency key,
 * asked of responsible play's gate like every `reward` (refused on a break or self-exclusion).
 */
export function createProgressionService(deps: ProgressionDeps) {
  const { db, clock, wallet } = deps;

  async function standing(accountId: string, now: Date) {
    const today = japanDay(now);
    const [state, wagers, gift] = await Promise.all([
      repo.findAccount(db, accountId),
      repo.wagerDays(db, accountId, oldestDayRead(today)),
      repo.findGift(db, accountId, japanMonth(now)),
    ]);
    const tier = tierStanding(today, wagers);
    return { state, tier, gift };
  }

  async function progression(accountId: string): Promise<Progression> {
    const now = clock.now();
    const { state, tier, gift } = await standing(accountId, now);
    const benefits = benefitsOf(tier.tier);
    return {
      ...levelView(state.xp, state.claimedLevel),
      tier: tier.tier,
      tierValidUntil: tier.validUntil?.toISOString() ?? null,
      windowWager: tier.windowWager,
      ...nextTierOf(tier.tier),
      benefits,
      monthlyGift: {
        amount: gift ? Number(gift.amount) : benefits.monthlyGift,
        claimed: gift !== undefined,
        month: japanMonth(now),
      },
    };
  }

  return {
    progression,

    /**
     * The benefits of the tier the player holds now — what other modules multiply by (the daily
     * bonus's `dailyBonusPercent`, the raffles' `extraRaffleTicketsPercent`; README.md).
     */
    async tierBenefits(accountId: string): Promise<TierBenefits> {
      const { tier } = await standing(accountId, clock.now());
      return benefitsOf(tier.tier);
    },

    /**
     * Pays every level reached whose reward is unclaimed, lowest first, one LEVEL_REWARD ledger row
     * each with the key `level_reward:<account>:<level>`: a level is paid once whatever the number of
     * concurrent claims (the others find the row and pay nothing). 409 LEVEL_REWARD_NOTHING_TO_CLAIM
     * when this call paid nothing; 403 PLAY_* from the gate on a break or self-exclusion.
     */
    async claimLevels(accountId: string): Promise<LevelClaimResponse> {
      const state = await repo.findAccount(db, accountId);
      const { unclaimedLevels } = levelView(state.xp, state.claimedLevel);
      if (unclaimedLevels.length === 0) throw new ApiError(409, 'LEVEL_REWARD_NOTHING_TO_CLAIM');
      const paid: LevelClaimResponse['paid'] = [];
      let newBalance = 0;
      for (const { level, reward } of unclaimedLevels) {
        const credit = await wallet.credit({
          accountId,
          type: 'LEVEL_REWARD',
          amount: reward,
          key: `${accountId}:${level}`,
          reason: `level ${level} reward`,
          actor: 'progression',
        });
        newBalance = credit.newBalance;
        if (!credit.replayed) paid.push({ level, reward, transactionId: credit.transactionId });
      }
      const top = unclaimedLevels.at(-1)!.level;
      await repo.markLevelsClaimed(db, accountId, top, clock.now());
      if (paid.length === 0) throw new ApiError(409, 'LEVEL_REWARD_NOTHING_TO_CLAIM');
      return { paid, newBalance };
    },

    /**
     * This Japan month's gift of the tier held now, one VIP_GIFT ledger row keyed
     * `vip_gift:<account>:<month>`. 409 VIP_GIFT_NOT_AVAILABLE when the tier has none or it was claimed.
     */
    async claimMonthlyGift(accountId: string): Promise<GiftClaimResponse> {
      const now = clock.now();
      const month = japanMonth(now);
      const { tier, gift } = await standing(accountId, now);
      const amount = benefitsOf(tier.tier).monthlyGift;
      if (gift || amount <= 0 || tier.tier === 'BRONZE') throw new ApiError(409, 'VIP_GIFT_NOT_AVAILABLE');
      const credit = await wallet.credit({
        accountId,
        type: 'VIP_GIFT',
        amount,
        key: `${accountId}:${month}`,
        reason: `VIP ${tier.tier.toLowerCase()} gift ${month}`,
        actor: 'progression',
      });
      await repo.insertGift(db, {
        accountId,
        month,
        tier: tier.tier,
        amount,
        transactionId: Number(credit.transactionId),
        at: now,
      });
      if (credit.replayed) throw new ApiError(409, 'VIP_GIFT_NOT_AVAILABLE');
      return { month, amount, transactionId: credit.transactionId, newBalance: credit.newBalance };
    },

    /** The console's view of one player. */
    async operatorView(accountId: string): Promise<OperatorPlayerProgression> {
      const [view, state] = await Promise.all([progression(accountId), repo.findAccount(db, accountId)]);
      return { ...view, accountId, claimedLevel: state.claimedLevel };
    },

    rules: progressionRules,
  };
}
export type ProgressionService = ReturnType<typeof createProgressionService>;
