import { z } from 'zod';
import type { TransactionType } from '@casino/contract';
import { fingerprint, parse, toCoins, toId, type LockedWallet } from './wallet.ledger.ts';
import type { MoveContext } from './wallet.game-moves.ts';
import type * as repo from './wallet.repository.ts';

/** Ledger types other modules may credit through `WalletService.credit` (prizes; never game moves). */
export const CREDIT_TYPES = ['TOURNAMENT_PRIZE'] as const satisfies readonly TransactionType[];

export interface CreditInput {
  accountId: string;
  type: (typeof CREDIT_TYPES)[number];
  amount: number;
  /** Global idempotency key of this credit, e.g. `tournament:12:rank:1`. */
  key: string;
  /** What the credit is for (kept in the fingerprint: the same key with another reason is refused). */
  reason: string;
}

export interface CreditResult {
  transactionId: string;
  amount: number;
  newBalance: number;
  replayed: boolean;
}

export const creditInputSchema = z.object({
  accountId: z.uuid(),
  type: z.enum(CREDIT_TYPES),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  key: z.string().min(1).max(200),
  reason: z.string().min(1).max(200),
});

/**
 * A prize credit: one ledger row of `type`, idempotent by `key` (namespaced `credit:`): a replay returns
 * the first result and moves nothing; the same key with other data is IDEMPOTENCY_KEY_REUSED. Runs in
 * the caller's transaction, which holds the wallet lock (WalletService.credit opens it).
 */
export async function creditMove(
  moves: Pick<MoveContext, 'move' | 'replayOf'>,
  tx: repo.WalletTx,
  wallet: LockedWallet,
  raw: CreditInput,
): Promise<CreditResult> {
  const input = parse(creditInputSchema, raw);
  const key = `credit:${input.key}`;
  const print = fingerprint({
    op: input.type,
    accountId: input.accountId,
    amount: input.amount,
    reason: input.reason,
  });
  const first = await moves.replayOf(tx, key, print);
  const row =
    first ??
    (await moves.move(tx, wallet, {
      type: input.type,
      amount: input.amount,
      key,
      fingerprint: print,
    }));
  return {
    transactionId: toId(row.transaction_id),
    amount: toCoins(row.amount),
    newBalance: toCoins(row.new_balance),
    replayed: first !== undefined,
  };
}
