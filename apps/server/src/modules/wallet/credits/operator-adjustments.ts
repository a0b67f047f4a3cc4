import { accountIdSchema } from '@casino/contract';
import * as ledger from '../ledger/ledger-moves.ts';
import { WalletError } from '../wallet.errors.ts';
import { fingerprint, parse, toId } from '../ledger/ledger-rows.ts';
import type { WalletDb } from '../ledger/ledger.repository.ts';

export interface AdjustInput {
  accountId: string;
  amount: number;
  reason: string;
  /** Who: e.g. `operator:<operatorId>`. */
  actor: string;
  key: string;
}

export interface AdjustResult {
  transactionId: string;
  amount: number;
  newBalance: number;
  replayed: boolean;
}

/**
 * An operator's credit (amount > 0) or debit (< 0) with its reason, as one ADJUSTMENT ledger row.
 * Idempotent by `key`: a replay returns the first result and moves nothing; the same key with other
 * data is IDEMPOTENCY_KEY_REUSED; a debit below zero is INSUFFICIENT_FUNDS.
 */
export async function adjustBalance(
  db: WalletDb,
  ctx: ledger.LedgerContext,
  { accountId, amount, reason, actor, key }: AdjustInput,
): Promise<AdjustResult> {
  parse(accountIdSchema, accountId);
  if (!Number.isSafeInteger(amount) || amount === 0) throw new WalletError('INVALID_REQUEST');
  await ledger.openWallet(db, accountId, ctx.now());
  return ledger.withLockedWallet(db, accountId, async (tx, wallet) => {
    const { row, replayed } = await ledger.moveOnce(ctx, tx, wallet, {
      type: 'ADJUSTMENT',
      amount,
      key: `adjust:${key}`,
      fingerprint: fingerprint({ op: 'ADJUSTMENT', accountId, amount, reason, actor }),
      reason,
      actor,
    });
    return {
      transactionId: toId(row.transaction_id),
      amount: row.amount,
      newBalance: row.new_balance,
      replayed,
    };
  });
}
