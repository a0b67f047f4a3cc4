import { REWARD_COST_LINES, type RewardCostLine, type RewardCosts } from '@casino/contract';
import { sql, type RawBuilder } from 'kysely';

/**
 * Where each reward line of the reports (REWARD_COST_LINES, issue 30) is read from in the ledger: its
 * transaction type and, for the kinds paid as PROMO_BONUS, the prefix of the idempotency key the
 * paying module writes. The keys are those of the modules that pay (missions.service `rewardKey`
 * through the wallet's creditBonus `bonus:`; inbox.service `rewardKey`; the wallet's refill); a test
 * (test/reports.reward-costs.test.ts) pays each through its module's own path and asserts the sums.
 * A line added to REWARD_COST_LINES must be given its source here.
 */
const SOURCES: Record<RewardCostLine, RawBuilder<boolean>> = {
  // The daily bonus, raised by the login calendar's day (wallet/player-wallet/login-calendar.ts).
  dailyBonus: sql`transaction_type = 'DAILY_BONUS'`,
  missions: sql`transaction_type = 'PROMO_BONUS' and idempotency_key like 'bonus:mission:%'`,
  levels: sql`transaction_type = 'LEVEL_REWARD'`,
  vipGifts: sql`transaction_type = 'VIP_GIFT'`,
  refills: sql`transaction_type = 'PROMO_BONUS' and idempotency_key like 'refill:%'`,
  inbox: sql`transaction_type = 'PROMO_BONUS' and idempotency_key like 'bonus:inbox:%'`,
  // Progressive jackpot drops (modules/jackpots): mostly players' stakes, plus the seed the operator funds.
  jackpots: sql`transaction_type = 'JACKPOT'`,
};

/** `reward_0, reward_1, …`: the sum of each line's credits, in REWARD_COST_LINES' order (for a select list). */
export function rewardCostColumns(): RawBuilder<unknown> {
  return sql.join(
    REWARD_COST_LINES.map(
      (line, i) => sql`coalesce(sum(amount) filter (where ${SOURCES[line]}), 0) as ${sql.raw(`reward_${i}`)}`,
    ),
  );
}

/** Reads the columns `rewardCostColumns` made back into the line's figures and their total. */
export function rewardCostsOf(row: object): { rewardCosts: RewardCosts; rewardCostTotal: number } {
  const cells = row as Record<string, string | number | null | undefined>;
  const entries = REWARD_COST_LINES.map((line, i) => [line, Number(cells[`reward_${i}`] ?? 0)] as const);
  return {
    rewardCosts: Object.fromEntries(entries) as RewardCosts,
    rewardCostTotal: entries.reduce((sum, [, n]) => sum + n, 0),
  };
}
