import { accountIdSchema, type ClaimDailyBonusResponse, type LoginCalendar } from '@casino/contract';
import { ApiError } from '../../../errors.ts';
import * as ledger from '../ledger/ledger-moves.ts';
import { KeyTaken, fingerprint, parse, toId } from '../ledger/ledger-rows.ts';
import * as repo from '../ledger/ledger.repository.ts';
import * as claims from './bonus-claims.repository.ts';
import { dailyBonusWindow, type DailyBonusPolicy } from './daily-bonus.policy.ts';
import { calendarReward, calendarView, dayOfClaim, type PreviousClaim } from './login-calendar.policy.ts';

/*
 * The daily bonus with its login calendar (issue 30; docs/wallet.md "Login calendar"), times the
 * player's VIP tier's daily-bonus multiplier. A claim is one
 * transaction under the account's wallet lock: is the window open (the wallet's last claim), which
 * calendar day it pays (daily_bonus_claims' latest row, login-calendar.policy.ts), the ledger row
 * (DAILY_BONUS, key `daily:<account>:<window>` — responsible play's gate refuses a player on a break
 * or self-excluded there), then the claim row (primary key account + window). Exactly one claim per
 * window is paid whatever the concurrency: the lock serialises them, and the key and the primary key
 * each refuse a second.
 */

export interface LoginCalendarService {
  calendar(accountId: string, now?: Date): Promise<LoginCalendar>;
  claimDailyBonus(accountId: string, now?: Date): Promise<ClaimDailyBonusResponse>;
}

function previousOf(row: { calendar_day: number; claimed_at: Date } | undefined): PreviousClaim | null {
  return row ? { calendarDay: row.calendar_day, claimedAt: row.claimed_at } : null;
}

export function createLoginCalendar(
  db: repo.WalletDb,
  ctx: ledger.LedgerContext,
  policy: DailyBonusPolicy,
  ensureWallet: (accountId: string) => Promise<unknown>,
  /** The player's VIP tier's daily-bonus multiplier in percent (progression's tierBenefits, from wiring). */
  tierPctOf: (accountId: string) => Promise<number>,
): LoginCalendarService {
  async function view(
    dbOrTx: repo.WalletDb | repo.WalletTx,
    accountId: string,
    lastDailyClaimAt: Date | null,
    now: Date,
    tierPct: number,
  ): Promise<LoginCalendar> {
    const [terms, latest] = await Promise.all([
      claims.findTerms(dbOrTx),
      claims.latestDailyClaim(dbOrTx, accountId),
    ]);
    return calendarView({
      policy,
      calendarPct: terms.calendar_pct,
      lastDailyClaimAt,
      previous: previousOf(latest),
      now,
      tierPct,
    });
  }

  return {
    async calendar(accountId, now = ctx.now()) {
      parse(accountIdSchema, accountId);
      const [wallet, tierPct] = await Promise.all([repo.findWallet(db, accountId), tierPctOf(accountId)]);
      return view(db, accountId, wallet?.last_daily_claim_at ?? null, now, tierPct);
    },

    async claimDailyBonus(accountId, now = ctx.now()) {
      await ensureWallet(accountId);
      // The tier is read before the claim's transaction (progression's own tables): a bet that lifts
      // the tier at the same moment counts from the next claim.
      const tierPct = await tierPctOf(accountId);
      return ledger
        .withLockedWallet(db, accountId, async (tx, wallet) => {
          // Decided under the wallet lock, and the window is in the key: exactly one claim per window.
          const window = dailyBonusWindow(policy, wallet.lastDailyClaimAt, now);
          if (!window.canClaim) throw new ApiError(400, 'BONUS_CANNOT_BE_CLAIMED');
          const key = `daily:${accountId}:${window.windowId}`;
          if (await repo.findByKey(tx, key)) throw new ApiError(400, 'BONUS_CANNOT_BE_CLAIMED');
          const terms = await claims.findTerms(tx);
          const day = dayOfClaim(policy, previousOf(await claims.latestDailyClaim(tx, accountId)), now);
          const row = await ledger.move(ctx, tx, wallet, {
            type: 'DAILY_BONUS',
            amount: calendarReward(policy.amount, day, terms.calendar_pct, tierPct),
            key,
            fingerprint: fingerprint({ op: 'DAILY_BONUS', accountId, window: window.windowId }),
            lastDailyClaimAt: now,
            at: now,
          });
          const recorded = await claims.insertDailyClaim(tx, {
            accountId,
            windowId: window.windowId,
            day,
            amount: row.amount,
            transactionId: Number(toId(row.transaction_id)),
            at: now,
          });
          if (!recorded) throw new ApiError(400, 'BONUS_CANNOT_BE_CLAIMED');
          return { bonus: row.amount, calendar: await view(tx, accountId, now, now, tierPct) };
        })
        .catch((error: unknown) => {
          // A concurrent claim of the same window committed first (only possible if the lock was bypassed).
          if (error instanceof KeyTaken) throw new ApiError(400, 'BONUS_CANNOT_BE_CLAIMED');
          throw error;
        });
    },
  };
}
