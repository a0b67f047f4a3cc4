import { createHash } from 'node:crypto';
import { WALLET_CURRENCY, type TransactionType, type WalletTransactionResponse } from '@casino/contract';
import type { z } from 'zod';
import { WalletError } from './wallet.errors.ts';
import type { WalletTransactionRow, WalletTransactionTable } from './wallet.table.ts';
import type { Insertable } from 'kysely';

/**
 * A numeric SQL result (sum() of int8 is numeric, which both drivers send as text) to a safe integer.
 * int8 columns need no conversion: db/int8.ts parses them once.
 */
export function toCoins(value: string | number | bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`coin amount out of range: ${String(value)}`);
  return n;
}

export function toId(value: string | number | bigint): string {
  return String(value);
}

/** sha256 of the data that defines a movement; a replay must carry the same data. */
export function fingerprint(data: Record<string, string | number | boolean | null>): string {
  const canonical = JSON.stringify(
    Object.keys(data)
      .sort()
      .map((k) => [k, data[k]]),
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/** Thrown inside a transaction when another one committed the same idempotency key first. */
export class KeyTaken extends Error {}

const RETRYABLE_PG_CODES = new Set(['40001', '40P01', '23505']);
export const MAX_ATTEMPTS = 5;

export function isRetryable(error: unknown): boolean {
  if (error instanceof KeyTaken) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_PG_CODES.has(code);
}

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new WalletError('INVALID_REQUEST');
  return result.data;
}

export function toGameResult(row: WalletTransactionRow, replayed: boolean): WalletTransactionResponse {
  return {
    walletTransactionId: toId(row.transaction_id),
    transactionId: row.provider_transaction_id ?? '',
    amount: row.amount,
    balance: row.new_balance,
    currency: WALLET_CURRENCY,
    replayed,
  };
}

export interface LockedWallet {
  accountId: string;
  balance: number;
  lastDailyClaimAt: Date | null;
  /** The ledger rows this transaction wrote (type, amount): told to the commit listeners after it commits. */
  written: Array<{ type: TransactionType; amount: number }>;
}

export interface Movement {
  type: TransactionType;
  /** Signed: debits are negative. */
  amount: number;
  key: string;
  fingerprint: string;
  provider?: string;
  providerTransactionId?: string;
  gameCode?: string | null;
  roundId?: string;
  sessionId?: string;
  traceId?: string;
  rollbackOf?: string;
  rolledBackTransactionId?: string;
  lastDailyClaimAt?: Date;
  /** The row's time (default: the clock). */
  at?: Date;
  /** ADJUSTMENT only: why, and who (`operator:<id>`). */
  reason?: string;
  actor?: string;
}

/** The ledger row of a movement that leaves the balance at `newBalance`. */
export function ledgerRow(
  accountId: string,
  m: Movement,
  newBalance: number,
  now: Date,
): Insertable<WalletTransactionTable> {
  return {
    account_id: accountId,
    created_at: now,
    transaction_type: m.type,
    amount: m.amount,
    new_balance: newBalance,
    currency: WALLET_CURRENCY,
    idempotency_key: m.key,
    request_fingerprint: m.fingerprint,
    provider: m.provider ?? null,
    provider_transaction_id: m.providerTransactionId ?? null,
    game_code: m.gameCode ?? null,
    round_id: m.roundId ?? null,
    session_id: m.sessionId ?? null,
    trace_id: m.traceId ?? null,
    rollback_of: m.rollbackOf ?? null,
    rolled_back_transaction_id: m.rolledBackTransactionId ?? null,
    reason: m.reason ?? null,
    actor: m.actor ?? null,
  };
}
