import { WALLET_CURRENCY, promoCodeSchema, type RedeemPromoCodeResponse } from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { ApprovalsService } from '../approvals/approvals.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { promoCodeSubject } from './promotions.admin.ts';
import * as repo from './content.repository.ts';

export interface PromoCodesService {
  /**
   * Redeems `code` (any case, surrounding spaces ignored) for `accountId`, an existing account: pays
   * the code's coins once per player through the wallet ledger (a PROMO_BONUS row). Throws ApiError:
   * 404 PROMO_CODE_INVALID (no such code), 409 PROMO_CODE_EXPIRED (outside its period or switched off),
   * 409 PROMO_CODE_EXHAUSTED (its cap is reached), 409 PROMO_CODE_ALREADY_REDEEMED (paid to this
   * player before). Safe to call concurrently and to retry: exactly one call per player succeeds.
   */
  redeemPromoCode(accountId: string, code: string): Promise<RedeemPromoCodeResponse>;
}

export interface PromoCodesServiceDeps {
  db: Db;
  clock: Clock;
  wallet: Pick<WalletService, 'creditBonus'>;
  approvals: Pick<ApprovalsService, 'verdict'>;
}

/** The wallet's idempotency key of a code's payment to a player: at most one ledger row, ever. */
export function promoPaymentKey(code: string, accountId: string) {
  return `promo:${code}:${accountId}`;
}

/**
 * Two steps, each idempotent. (1) Under the code's row lock: refuse a code out of its period or cap,
 * else reserve — one promo_redemptions row per code and player (its primary key) and the code's
 * count (its CHECK caps it). (2) Pay through the wallet with a key unique to code and player. A crash
 * between the two leaves a reserved, unpaid redemption: the player's next attempt pays it (the
 * reservation is found, the key makes the payment happen once). Of concurrent attempts of one player,
 * only the one whose payment was not a replay answers success. A code pays only while its amount and
 * cap are the ones approved (modules/approvals); otherwise it answers PROMO_CODE_INVALID.
 */
export function createPromoCodesService({
  db,
  clock,
  wallet,
  approvals,
}: PromoCodesServiceDeps): PromoCodesService {
  return {
    async redeemPromoCode(accountId, rawCode) {
      const parsed = promoCodeSchema.safeParse(rawCode);
      if (!parsed.success) throw new ApiError(404, 'PROMO_CODE_INVALID');
      const code = parsed.data;
      const reservation = await db.transaction().execute(async (tx) => {
        const row = await repo.lockPromoCode(tx, code);
        if (!row) throw new ApiError(404, 'PROMO_CODE_INVALID');
        const existing = await repo.findRedemption(tx, code, accountId);
        if (existing) {
          if (existing.paid_at !== null) throw new ApiError(409, 'PROMO_CODE_ALREADY_REDEEMED');
          return { amount: Number(existing.amount) };
        }
        // Separation of duties: a code pays only the amount and cap finance/admin approved. One not
        // approved (pending, rejected, changed since) is, to a player, no code at all.
        const subject = promoCodeSubject(row);
        if ((await approvals.verdict(tx, subject.kind, subject.subjectId, subject.terms)) !== 'APPROVED') {
          throw new ApiError(404, 'PROMO_CODE_INVALID');
        }
        const now = clock.now();
        if (row.disabled || now < new Date(row.starts_at) || now >= new Date(row.ends_at)) {
          throw new ApiError(409, 'PROMO_CODE_EXPIRED');
        }
        if (row.redeemed_count >= row.max_redemptions) throw new ApiError(409, 'PROMO_CODE_EXHAUSTED');
        const amount = Number(row.amount);
        await repo.insertRedemption(tx, code, accountId, amount, now);
        return { amount };
      });
      const paid = await wallet.creditBonus({
        accountId,
        amount: reservation.amount,
        reason: `promo:${code}`,
        key: promoPaymentKey(code, accountId),
      });
      await repo.markRedemptionPaid(db, code, accountId, clock.now());
      if (paid.replayed) throw new ApiError(409, 'PROMO_CODE_ALREADY_REDEEMED');
      return { code, bonus: paid.amount, currency: WALLET_CURRENCY, newBalance: paid.newBalance };
    },
  };
}
