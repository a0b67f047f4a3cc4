import { z } from 'zod';
import { accountIdSchema, type TransactionType } from '@casino/contract';
import type { AdjustResult } from './operator-adjustments.ts';
import * as ledger from '../ledger/ledger-moves.ts';
import { fingerprint, parse, toId } from '../ledger/ledger-rows.ts';
import type { WalletDb } from '../ledger/ledger.repository.ts';

/** Ledger types other modules may credit through `WalletService.credit` (prizes; never game moves). */
export const CREDIT_TYPES = [
  'RAFFLE_PRIZE',
  'TOURNAMENT_PRIZE',
  'LEVEL_REWARD', // modules/progression: a level's reward (a `reward` for the gate: refused on a break)
  'VIP_GIFT', // modules/progression: a tier's monthly gift (a `reward` too)
] as const satisfies readonly TransactionType[];

export interface CreditInput {
  accountId: string;
  type: (typeof CREDIT_TYPES)[number];
  amount: number;
  /** Idempotency key of this credit within its type, e.g. `12:1` (raffle 12, place 1). */
  key: string;
  /** What the credit is for (kept in the fingerprint: the same key with another reason is refused). */
  reason: string;
  /** Who pays it: the module, e.g. `raffles`. Kept on the ledger row with the reason. */
  actor: string;
}

export type CreditResult = AdjustResult;

export interface BonusCreditInput {
  accountId: string;
  /** Coins, > 0. */
  amount: number;
  /** Why, shown in the back office's ledger (3–500 characters). */
  reason: string;
  /** The caller's idempotency key (stored as `bonus:<key>`). */
  key: string;
}

const creditInputSchema = z.object({
  accountId: accountIdSchema,
  type: z.enum(CREDIT_TYPES),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  key: z.string().min(1).max(200),
  reason: z.string().min(3).max(200),
  actor: z.string().min(1).max(100),
});

const bonusCreditInputSchema = z.object({
  accountId: accountIdSchema,
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  key: z.string().min(1).max(200),
  reason: z.string().min(3).max(500),
});

/**
 * A prize credit: one ledger row of `type` with its reason and actor, idempotent by `key` (namespaced
 * by the type, e.g. `raffle_prize:12:1`): a replay returns the first result and moves nothing; the same
 * key with other data is IDEMPOTENCY_KEY_REUSED.
 */
export function creditPrize(
  db: WalletDb,
  ctx: ledger.LedgerContext,
  raw: CreditInput,
): Promise<CreditResult> {
  const input = parse(creditInputSchema, raw);
  return credit(db, ctx, input.accountId, {
    type: input.type,
    amount: input.amount,
    key: `${input.type.toLowerCase()}:${input.key}`,
    fingerprint: fingerprint({
      op: input.type,
      accountId: input.accountId,
      amount: input.amount,
      reason: input.reason,
      actor: input.actor,
    }),
    reason: input.reason,
    actor: input.actor,
  });
}

/**
 * A promotional credit (a PROMO_BONUS ledger row with its reason, e.g. `promo:WELCOME`) for other
 * modules' one-off grants such as promo codes; idempotent by `key` like creditPrize.
 */
export function creditBonus(
  db: WalletDb,
  ctx: ledger.LedgerContext,
  raw: BonusCreditInput,
): Promise<CreditResult> {
  const input = parse(bonusCreditInputSchema, raw);
  return credit(db, ctx, input.accountId, {
    type: 'PROMO_BONUS',
    amount: input.amount,
    key: `bonus:${input.key}`,
    fingerprint: fingerprint({
      op: 'PROMO_BONUS',
      accountId: input.accountId,
      amount: input.amount,
      reason: input.reason,
    }),
    reason: input.reason,
  });
}

async function credit(
  db: WalletDb,
  ctx: ledger.LedgerContext,
  accountId: string,
  movement: Parameters<typeof ledger.moveOnce>[3],
): Promise<CreditResult> {
  await ledger.openWallet(db, accountId, ctx.now());
  return ledger.withLockedWallet(db, accountId, async (tx, wallet) => {
    const { row, replayed } = await ledger.moveOnce(ctx, tx, wallet, movement);
    return {
      transactionId: toId(row.transaction_id),
      amount: row.amount,
      newBalance: row.new_balance,
      replayed,
    };
  });
}
