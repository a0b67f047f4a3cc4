import {
  WALLET_CURRENCY,
  accountIdSchema,
  type ClaimRefillResponse,
  type RefillStatus,
} from '@casino/contract';
import { ApiError } from '../../../errors.ts';
import * as ledger from '../ledger/ledger-moves.ts';
import { KeyTaken, fingerprint, parse, toId } from '../ledger/ledger-rows.ts';
import * as repo from '../ledger/ledger.repository.ts';
import * as claims from './bonus-claims.repository.ts';
import { dailyBonusWindow, type DailyBonusPolicy } from './daily-bonus.policy.ts';
import { refillStatus, refillWindowId, type RefillTerms } from './refill.policy.ts';

/*
 * The refill when coins run out (issue 30; docs/wallet.md "Refill"). A claim is one transaction under
 * the account's wallet lock: the terms (bonus_settings), the balance, whether the daily bonus is open,
 * the last refill (refill_claims), then a PROMO_BONUS ledger row with reason `refill` and key
 * `refill:<account>:<window>` — responsible play's gate refuses a player on a break or self-excluded
 * there — and the claim row (primary key account + window). 50 concurrent claims pay once: the lock
 * serialises them, the second sees the first's refill and is TOO_EARLY, and the key and the primary
 * key would refuse a second payment of one window anyway.
 */

export interface RefillService {
  refillStatus(accountId: string, now?: Date): Promise<RefillStatus>;
  claimRefill(accountId: string, now?: Date): Promise<ClaimRefillResponse>;
}

function termsOf(row: claims.BonusTermsRow): RefillTerms {
  return { amount: row.refill_amount, below: row.refill_below, intervalHours: row.refill_interval_hours };
}

/** The refusal of a refill that is not open: REFILL_TOO_EARLY with when, else REFILL_NOT_ELIGIBLE with why. */
function refusal(status: RefillStatus): ApiError {
  if (status.blockedBy === 'TOO_EARLY')
    return new ApiError(409, 'REFILL_TOO_EARLY', { details: { availableAt: status.availableAt } });
  return new ApiError(409, 'REFILL_NOT_ELIGIBLE', { details: { reason: status.blockedBy } });
}

export function createRefill(
  db: repo.WalletDb,
  ctx: ledger.LedgerContext,
  dailyPolicy: DailyBonusPolicy,
  ensureWallet: (accountId: string) => Promise<unknown>,
): RefillService {
  return {
    async refillStatus(accountId, now = ctx.now()) {
      parse(accountIdSchema, accountId);
      const [terms, wallet, last] = await Promise.all([
        claims.findTerms(db),
        repo.findWallet(db, accountId),
        claims.latestRefill(db, accountId),
      ]);
      const daily = dailyBonusWindow(dailyPolicy, wallet?.last_daily_claim_at ?? null, now);
      return refillStatus(
        termsOf(terms),
        { balance: wallet?.balance ?? 0, dailyBonusOpen: daily.canClaim, lastRefill: last },
        now,
      );
    },

    async claimRefill(accountId, now = ctx.now()) {
      await ensureWallet(accountId);
      return ledger
        .withLockedWallet(db, accountId, async (tx, wallet) => {
          const terms = termsOf(await claims.findTerms(tx));
          const last = await claims.latestRefill(tx, accountId);
          const daily = dailyBonusWindow(dailyPolicy, wallet.lastDailyClaimAt, now);
          const state = { balance: wallet.balance, dailyBonusOpen: daily.canClaim, lastRefill: last };
          const status = refillStatus(terms, state, now);
          if (!status.canClaim) throw refusal(status);
          const windowId = refillWindowId(last);
          const row = await ledger.move(ctx, tx, wallet, {
            type: 'PROMO_BONUS',
            amount: terms.amount,
            key: `refill:${accountId}:${windowId}`,
            fingerprint: fingerprint({ op: 'REFILL', accountId, window: windowId }),
            reason: 'refill',
            at: now,
          });
          const recorded = await claims.insertRefill(tx, {
            accountId,
            windowId,
            amount: row.amount,
            transactionId: Number(toId(row.transaction_id)),
            at: now,
          });
          if (!recorded) throw new KeyTaken();
          const after = refillStatus(terms, { ...state, balance: wallet.balance, lastRefill: now }, now);
          return { bonus: row.amount, currency: WALLET_CURRENCY as typeof WALLET_CURRENCY, refill: after };
        })
        .catch((error: unknown) => {
          // Another claim of the same window committed first (only possible if the lock was bypassed).
          if (error instanceof KeyTaken) throw new ApiError(409, 'REFILL_TOO_EARLY');
          throw error;
        });
    },
  };
}
