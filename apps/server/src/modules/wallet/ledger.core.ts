import { WALLET_CURRENCY } from '@casino/contract';
import { MAX_BALANCE, WalletError } from './wallet.errors.ts';
import {
  KeyTaken,
  MAX_ATTEMPTS,
  isRetryable,
  ledgerRow,
  type LockedWallet,
  type Movement,
} from './wallet.ledger.ts';
import type { GameMovementObservers } from './wallet.observers.ts';
import { gated, type PlayGate } from './wallet.play-gate.ts';
import * as repo from './wallet.repository.ts';
import type { WalletTransactionRow } from './wallet.table.ts';

/*
 * The ledger core: small functions over a transaction that every way of moving coins is built from —
 * the player's bonuses (player-bonus.service.ts), the game wallet (game-wallet.service.ts), operator
 * adjustments, and next raffles' prizes and tournaments' payouts. The guarantees (docs/wallet.md):
 * every movement is one ledger row and one balance update in the same transaction, under the
 * account's wallet lock; an idempotency key replays its first result; a balance never leaves
 * [0, 2^53 − 1].
 */

/** What a movement needs besides its transaction: the time, who is told of game movements, the play gate. */
export interface LedgerContext {
  now(): Date;
  observers: GameMovementObservers;
  /** Asked for every movement, in its transaction (wallet.play-gate.ts). */
  gate: PlayGate;
}

/** Creates the account's wallet (balance 0) when it has none; a no-op otherwise. */
export async function openWallet(
  db: repo.WalletDb | repo.WalletTx,
  accountId: string,
  now: Date,
): Promise<void> {
  await repo.insertWalletIfMissing(db, accountId, WALLET_CURRENCY, now);
}

/** The account's balance, outside any lock (a read); ACCOUNT_NOT_FOUND when it has no wallet. */
export async function balanceOf(db: repo.WalletDb | repo.WalletTx, accountId: string): Promise<number> {
  const row = await repo.findWallet(db, accountId);
  if (!row) throw new WalletError('ACCOUNT_NOT_FOUND');
  return row.balance;
}

/** Takes the account's wallet lock until `tx` ends; ACCOUNT_NOT_FOUND when it has no wallet. */
export async function lockWallet(tx: repo.WalletTx, accountId: string): Promise<LockedWallet> {
  const row = await repo.lockWallet(tx, accountId);
  if (!row) throw new WalletError('ACCOUNT_NOT_FOUND');
  return { accountId, balance: row.balance, lastDailyClaimAt: row.last_daily_claim_at, written: [] };
}

/** Told of every committed movement (its type and signed amount): the metrics count them. */
export type LedgerCommitListener = (rows: ReadonlyArray<{ type: string; amount: number }>) => void;
const commitListeners = new Set<LedgerCommitListener>();

/** Adds a listener of committed ledger rows; returns the function that removes it. */
export function onLedgerCommitted(listener: LedgerCommitListener): () => void {
  commitListeners.add(listener);
  return () => void commitListeners.delete(listener);
}

/**
 * Runs `work` in one database transaction holding the account's wallet lock. Retries (a bounded
 * number of times) when the idempotency key was taken by a concurrent transaction, or on a
 * serialization failure/deadlock: the retry then finds the committed first result and replays it.
 */
export async function withLockedWallet<T>(
  db: repo.WalletDb,
  accountId: string,
  work: (tx: repo.WalletTx, wallet: LockedWallet) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      let locked: LockedWallet | undefined;
      const result = await db.transaction().execute(async (tx) => {
        locked = await lockWallet(tx, accountId);
        return work(tx, locked);
      });
      // Committed: only now are its rows real (a rolled-back attempt tells nobody).
      if (locked && locked.written.length > 0)
        for (const listener of commitListeners) {
          try {
            listener(locked.written);
          } catch {
            // a listener's failure (metrics) never turns a committed movement into an error
          }
        }
      return result;
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}

/**
 * One ledger row and the balance update, in `tx` (which holds `wallet`'s lock); `wallet.balance`
 * follows. Refuses a balance below 0 (INSUFFICIENT_FUNDS) or above 2^53 − 1 (BALANCE_LIMIT_EXCEEDED);
 * a key another transaction committed first throws KeyTaken (withLockedWallet retries, and replays).
 */
export async function move(
  ctx: LedgerContext,
  tx: repo.WalletTx,
  wallet: LockedWallet,
  m: Movement,
): Promise<WalletTransactionRow> {
  if (!Number.isSafeInteger(m.amount)) throw new WalletError('INVALID_REQUEST');
  const now = m.at ?? ctx.now();
  // The one gate for play: every ledger row passes here (or wallet.bet-and-win.ts), in its transaction.
  await ctx.gate.admit(tx, gated(wallet.accountId, m.type, m.amount, now));
  if (wallet.balance + m.amount < 0) throw new WalletError('INSUFFICIENT_FUNDS', wallet.balance);
  // The balance's CHECK caps it at 2^53 − 1: refuse before the database does (it would be a 500).
  if (wallet.balance + m.amount > MAX_BALANCE)
    throw new WalletError('BALANCE_LIMIT_EXCEEDED', wallet.balance);
  const updated = await repo.applyDelta(tx, wallet.accountId, m.amount, now, m.lastDailyClaimAt);
  if (updated === undefined) throw new WalletError('INSUFFICIENT_FUNDS', wallet.balance);
  const newBalance = updated;
  const row = await repo.insertTransaction(tx, ledgerRow(wallet.accountId, m, newBalance, now));
  // The key was committed by another transaction after our check (another account reused it):
  // roll back this transaction (the balance update with it) and retry, which replays or refuses.
  if (!row) throw new KeyTaken();
  wallet.balance = newBalance;
  wallet.written.push({ type: row.transaction_type, amount: m.amount });
  await ctx.observers.notify(tx, row);
  return row;
}

/** The first result of an idempotency key, if any; the same key with other data is IDEMPOTENCY_KEY_REUSED. */
export async function replay(
  tx: repo.WalletTx,
  key: string,
  fingerprint: string,
): Promise<WalletTransactionRow | undefined> {
  const existing = await repo.findByKey(tx, key);
  if (existing && existing.request_fingerprint !== fingerprint)
    throw new WalletError('IDEMPOTENCY_KEY_REUSED');
  return existing;
}

/**
 * A movement exactly once per key: the first result when the key was used (with the same data), else
 * `m` moved now. The whole of an idempotent credit or debit (signup bonus, adjustment, prize).
 */
export async function moveOnce(
  ctx: LedgerContext,
  tx: repo.WalletTx,
  wallet: LockedWallet,
  m: Movement,
): Promise<{ row: WalletTransactionRow; replayed: boolean }> {
  const first = await replay(tx, m.key, m.fingerprint);
  if (first) return { row: first, replayed: true };
  return { row: await move(ctx, tx, wallet, m), replayed: false };
}

/** sum(amount) of the account's ledger; always equals the balance (reconciliation, tests). */
export async function ledgerSum(db: repo.WalletDb | repo.WalletTx, accountId: string): Promise<number> {
  return repo.ledgerSum(db, accountId);
}
