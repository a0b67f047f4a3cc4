import { sql, type Insertable, type Transaction } from 'kysely';
import type { Database, Db } from '../../../db/database.ts';
import type { RoundStatus, WalletTransactionTable } from '../wallet.table.ts';

/**
 * The wallet's SQL touches only the wallet's tables (wallet.table.ts). It is typed with the whole
 * Database because a movement's transaction is shared: the studio writes its round and raffles or
 * tournaments their tickets and points in the same one (ARCHITECTURE.md decision 4).
 */
export type WalletDb = Db;
export type WalletTx = Transaction<Database>;
type DbOrTx = WalletDb | WalletTx;

// --- wallets -------------------------------------------------------------------------------------

export async function insertWalletIfMissing(db: DbOrTx, accountId: string, currency: string, now: Date) {
  await db
    .insertInto('wallets')
    .values({ account_id: accountId, currency, balance: 0, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
}

export async function findWallet(db: DbOrTx, accountId: string) {
  return db
    .selectFrom('wallets')
    .select(['account_id', 'currency', 'balance', 'last_daily_claim_at'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/**
 * Wallets with the sum of their promotional bonuses not yet collected, and whether the ledger holds
 * each one's `grantKey` (the signup bonus), in one statement of index lookups whatever their number:
 * the whole of the GET /balance polls that arrived together (db/read-batch.ts). An account without a
 * wallet is left out.
 */
export async function findWalletsWithPendingBonus(
  db: DbOrTx,
  accounts: readonly { accountId: string; grantKey: string }[],
) {
  const { rows } = await sql<{
    account_id: string;
    balance: number;
    last_daily_claim_at: Date | null;
    pending_bonus: string;
    granted: boolean;
  }>`select w.account_id, w.balance, w.last_daily_claim_at,
      (select coalesce(sum(p.amount), 0) from pending_bonuses p
        where p.account_id = w.account_id and p.claimed_transaction_id is null) as pending_bonus,
      exists (select 1 from wallet_transactions t where t.idempotency_key = k.grant_key) as granted
    from unnest(${accounts.map((a) => a.accountId)}::uuid[], ${accounts.map((a) => a.grantKey)}::text[])
      as k(account_id, grant_key)
    join wallets w on w.account_id = k.account_id`.execute(db);
  return rows;
}

/**
 * Locks the wallet row until the transaction ends. Every movement of an account takes this lock
 * first (and the round lock, if any, second), so an account's movements run one at a time and the
 * checks that follow (replay, eligibility, round state) see the latest committed state.
 */
export async function lockWallet(tx: WalletTx, accountId: string) {
  return tx
    .selectFrom('wallets')
    .select(['account_id', 'currency', 'balance', 'last_daily_claim_at'])
    .where('account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The conditional update: the balance changes only if it stays >= 0 (the CHECK constraint is the
 * second line of defence). Returns the new balance, or undefined when the funds do not suffice.
 */
export async function applyDelta(
  tx: WalletTx,
  accountId: string,
  delta: number,
  now: Date,
  lastDailyClaimAt?: Date,
) {
  const row = await tx
    .updateTable('wallets')
    .set({
      balance: sql<number>`balance + ${delta}`,
      updated_at: now,
      ...(lastDailyClaimAt ? { last_daily_claim_at: lastDailyClaimAt } : {}),
    })
    .where('account_id', '=', accountId)
    .where(sql<boolean>`balance + ${delta} >= 0`)
    .returning('balance')
    .executeTakeFirst();
  return row?.balance;
}

/**
 * A bet of `stake` and its win in one update: only if the balance covers the stake (checked before the
 * win is added, as a separate bet would be). Returns the final balance, or undefined.
 */
export async function applyBetAndWin(tx: WalletTx, accountId: string, stake: number, win: number, now: Date) {
  const row = await tx
    .updateTable('wallets')
    .set({ balance: sql<number>`balance - ${stake} + ${win}`, updated_at: now })
    .where('account_id', '=', accountId)
    .where(sql<boolean>`balance - ${stake} >= 0`)
    .returning('balance')
    .executeTakeFirst();
  return row?.balance;
}

// --- ledger --------------------------------------------------------------------------------------

const TRANSACTION_COLUMNS = [
  'transaction_id',
  'account_id',
  'created_at',
  'transaction_type',
  'amount',
  'new_balance',
  'currency',
  'idempotency_key',
  'request_fingerprint',
  'provider',
  'provider_transaction_id',
  'game_code',
  'round_id',
  'session_id',
  'trace_id',
  'rollback_of',
  'rolled_back_transaction_id',
] as const;

export async function findByKey(db: DbOrTx, idempotencyKey: string) {
  return db
    .selectFrom('wallet_transactions')
    .select(TRANSACTION_COLUMNS)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/**
 * Inserts a ledger row unless its idempotency key exists. The unique index is the arbiter: a
 * concurrent insert of the same key waits for the other transaction and then does nothing, so the
 * caller gets undefined and must not move money.
 */
export async function insertTransaction(tx: WalletTx, row: Insertable<WalletTransactionTable>) {
  return tx
    .insertInto('wallet_transactions')
    .values(row)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning(TRANSACTION_COLUMNS)
    .executeTakeFirst();
}

/** insertTransaction for several rows in one statement; returns the rows inserted (keys that existed are not). */
export async function insertTransactions(tx: WalletTx, rows: Insertable<WalletTransactionTable>[]) {
  return tx
    .insertInto('wallet_transactions')
    .values(rows)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning(TRANSACTION_COLUMNS)
    .execute();
}

/** The refund of a bet, if there is one. */
export async function findRefundOf(db: DbOrTx, transactionId: string) {
  return db
    .selectFrom('wallet_transactions')
    .select('transaction_id')
    .where('rolled_back_transaction_id', '=', Number(transactionId))
    .executeTakeFirst();
}

/** True when a rollback already named this provider transaction id (the "rollback before bet" tombstone). */
export async function isNamedByRollback(db: DbOrTx, provider: string, providerTransactionId: string) {
  const row = await db
    .selectFrom('wallet_transactions')
    .select('transaction_id')
    .where('provider', '=', provider)
    .where('rollback_of', '=', providerTransactionId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The bets of a round that have no refund, and whether the round has any win. */
export async function roundMoney(db: DbOrTx, provider: string, roundId: string) {
  const rows = await db
    .selectFrom('wallet_transactions as t')
    .leftJoin('wallet_transactions as r', 'r.rolled_back_transaction_id', 't.transaction_id')
    .select([
      't.transaction_id',
      't.transaction_type',
      't.amount',
      't.provider_transaction_id',
      't.game_code',
      't.session_id',
      't.trace_id',
      'r.transaction_id as refund_id',
    ])
    .where('t.provider', '=', provider)
    .where('t.round_id', '=', roundId)
    .where('t.transaction_type', 'in', ['BET', 'WIN'])
    .orderBy('t.transaction_id')
    .execute();
  return {
    openBets: rows.filter((r) => r.transaction_type === 'BET' && r.refund_id === null),
    hasWins: rows.some((r) => r.transaction_type === 'WIN'),
    /** Coins won so far in the round. */
    won: rows.reduce((sum, r) => sum + (r.transaction_type === 'WIN' ? r.amount : 0), 0),
  };
}

export async function countTransactions(db: DbOrTx, accountId: string) {
  const row = await db
    .selectFrom('wallet_transactions')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Newest first. */
export async function listTransactions(db: DbOrTx, accountId: string, limit: number, offset: number) {
  return db
    .selectFrom('wallet_transactions')
    .select(TRANSACTION_COLUMNS)
    .where('account_id', '=', accountId)
    .orderBy('transaction_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** sum(amount) of an account's ledger (tests and reconciliation: it always equals the balance). */
export async function ledgerSum(db: DbOrTx, accountId: string) {
  const row = await db
    .selectFrom('wallet_transactions')
    .select(sql<string | number>`coalesce(sum(amount), 0)`.as('total'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Coins bet (less refunds) and won by the account's game movements since `since`. */
export async function playTotalsSince(db: DbOrTx, accountId: string, since: Date) {
  const row = await db
    .selectFrom('wallet_transactions')
    .select([
      sql<
        string | number
      >`coalesce(-sum(amount) filter (where transaction_type in ('BET', 'ROLLBACK')), 0)`.as('bet'),
      sql<string | number>`coalesce(sum(amount) filter (where transaction_type = 'WIN'), 0)`.as('won'),
    ])
    .where('account_id', '=', accountId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { bet: Math.max(0, Number(row.bet)), won: Number(row.won) };
}

// --- rounds --------------------------------------------------------------------------------------

const ROUND_COLUMNS = [
  'provider',
  'round_id',
  'account_id',
  'game_code',
  'status',
  'opened_at',
  'last_activity_at',
  'closed_at',
] as const;

/** The round, locked (take the wallet lock first: wallet → round is the one lock order). */
export async function lockRound(tx: WalletTx, provider: string, roundId: string) {
  return tx
    .selectFrom('game_rounds')
    .select(ROUND_COLUMNS)
    .where('provider', '=', provider)
    .where('round_id', '=', roundId)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertRound(
  tx: WalletTx,
  round: { provider: string; roundId: string; accountId: string; gameCode: string; now: Date },
  status: 'OPEN' | 'CLOSED' = 'OPEN',
) {
  return tx
    .insertInto('game_rounds')
    .values({
      provider: round.provider,
      round_id: round.roundId,
      account_id: round.accountId,
      game_code: round.gameCode,
      status,
      opened_at: round.now,
      last_activity_at: round.now,
      closed_at: status === 'OPEN' ? null : round.now,
    })
    .onConflict((oc) => oc.columns(['provider', 'round_id']).doNothing())
    .returning(ROUND_COLUMNS)
    .executeTakeFirst();
}

export async function updateRound(
  tx: WalletTx,
  provider: string,
  roundId: string,
  status: RoundStatus,
  now: Date,
) {
  await tx
    .updateTable('game_rounds')
    .set({ status, last_activity_at: now, closed_at: status === 'OPEN' ? null : now })
    .where('provider', '=', provider)
    .where('round_id', '=', roundId)
    .execute();
}

/** Open rounds with no activity since `cutoff`, oldest first. */
export async function listStaleRounds(db: DbOrTx, cutoff: Date, limit: number) {
  return db
    .selectFrom('game_rounds')
    .select(['provider', 'round_id', 'account_id'])
    .where('status', '=', 'OPEN')
    .where('last_activity_at', '<', cutoff)
    .orderBy('last_activity_at')
    .limit(limit)
    .execute();
}

/** Whether an OPEN round (its bets still refundable) of one of `gameCodes` was opened before `before`. */
export async function hasOpenRoundBefore(db: DbOrTx, gameCodes: readonly string[], before: Date) {
  if (gameCodes.length === 0) return false;
  const row = await db
    .selectFrom('game_rounds')
    .select('round_id')
    .where('status', '=', 'OPEN')
    .where('opened_at', '<', before)
    .where('game_code', 'in', [...gameCodes])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** When the ledger row `transactionId` was written (a refunded bet's time, for the observers). */
export async function createdAtOf(db: DbOrTx, transactionId: number) {
  const row = await db
    .selectFrom('wallet_transactions')
    .select('created_at')
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
  return row?.created_at;
}

// --- pending bonuses -----------------------------------------------------------------------------

export async function insertPendingBonus(
  db: DbOrTx,
  bonus: { accountId: string; kind: string; amount: number; now: Date },
) {
  const row = await db
    .insertInto('pending_bonuses')
    .values({
      account_id: bonus.accountId,
      kind: bonus.kind,
      amount: bonus.amount,
      created_at: bonus.now,
    })
    .onConflict((oc) => oc.columns(['account_id', 'kind']).doNothing())
    .returning('pending_bonus_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Unclaimed bonuses of an account, locked, oldest first. */
export async function lockUnclaimedBonuses(tx: WalletTx, accountId: string) {
  return tx
    .selectFrom('pending_bonuses')
    .select(['pending_bonus_id', 'kind', 'amount'])
    .where('account_id', '=', accountId)
    .where('claimed_transaction_id', 'is', null)
    .orderBy('pending_bonus_id')
    .forUpdate()
    .execute();
}

export async function markBonusClaimed(tx: WalletTx, pendingBonusId: string, transactionId: string) {
  const result = await tx
    .updateTable('pending_bonuses')
    .set({ claimed_transaction_id: transactionId })
    .where('pending_bonus_id', '=', Number(pendingBonusId))
    .where('claimed_transaction_id', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
