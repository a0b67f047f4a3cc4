import { z } from 'zod';
import type { TransactionType } from '@casino/contract';
import { fingerprint, parse, toCoins, toId, type LockedWallet } from './wallet.ledger.ts';
import type { MoveContext } from './wallet.game-moves.ts';
import type * as repo from './wallet.repository.ts';

/** Ledger types other modules may credit through `WalletService.credit` (prizes; never game moves). */
export const CREDIT_TYPES = [
  'RAFFLE_PRIZE',
  'TOURNAMENT_PRIZE',
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
  reason: z.string().min(3).max(200),
  actor: z.string().min(1).max(100),
});

/**
 * A prize credit: one ledger row of `type` with its reason and actor, idempotent by `key` (namespaced
 * by the type, e.g. `raffle_prize:12:1`): a replay returns
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
  const key = `${input.type.toLowerCase()}:${input.key}`;
  const print = fingerprint({
    op: input.type,
    accountId: input.accountId,
    amount: input.amount,
    reason: input.reason,
    actor: input.actor,
  });
  const first = await moves.replayOf(tx, key, print);
  const row =
    first ??
    (await moves.move(tx, wallet, {
      type: input.type,
      amount: input.amount,
      key,
      fingerprint: print,
      reason: input.reason,
      actor: input.actor,
    }));
  return {
    transactionId: toId(row.transaction_id),
    amount: toCoins(row.amount),
    newBalance: toCoins(row.new_balance),
    replayed: first !== undefined,
  };
}
