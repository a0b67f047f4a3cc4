import { sql, type Kysely, type RawBuilder } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The coin wallet as a ledger (ARCHITECTURE.md decision 3, docs/decisions/005-ledger-wallet.md).
 *
 * wallets.account_id has no foreign key to accounts yet (the accounts table was being written at the
 * same time): a later migration adds `references accounts(account_id)` once both have shipped.
 */
const statements: RawBuilder<unknown>[] = [
  sql`create table wallets (
    account_id uuid primary key,
    currency text not null default 'PTS' check (currency ~ '^[A-Z]{3}$'),
    balance bigint not null default 0 check (balance >= 0 and balance <= 9007199254740991),
    last_daily_claim_at timestamptz,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`,

  // The ledger. One row per balance change, written in the same transaction as the balance update.
  sql`create table wallet_transactions (
    transaction_id bigint generated always as identity primary key,
    account_id uuid not null references wallets (account_id),
    created_at timestamptz not null,
    transaction_type text not null check (transaction_type in
      ('SIGNUP_BONUS', 'DAILY_BONUS', 'PROMO_BONUS', 'BET', 'WIN', 'ROLLBACK', 'ADJUSTMENT')),
    amount bigint not null,
    new_balance bigint not null check (new_balance >= 0),
    currency text not null,
    idempotency_key text not null check (char_length(idempotency_key) between 1 and 300),
    request_fingerprint text not null check (request_fingerprint ~ '^[0-9a-f]{64}$'),
    provider text,
    provider_transaction_id text,
    game_code text,
    round_id text,
    session_id text,
    trace_id text,
    rollback_of text,
    rolled_back_transaction_id bigint references wallet_transactions (transaction_id),
    check (transaction_type <> 'BET' or amount <= 0),
    check (transaction_type not in ('WIN', 'SIGNUP_BONUS', 'DAILY_BONUS', 'PROMO_BONUS') or amount >= 0),
    check (transaction_type <> 'ROLLBACK' or (amount >= 0 and rollback_of is not null)),
    check (rolled_back_transaction_id is null or transaction_type = 'ROLLBACK')
  )`,
  // The idempotency arbiter: keys are namespaced and global (game:<provider>:<id>, daily:<account>:…).
  sql`create unique index wallet_transactions_idempotency_key_unique
    on wallet_transactions (idempotency_key)`,
  // A bet is refunded at most once, whoever asks (provider rollback or the stale-round sweeper).
  sql`create unique index wallet_transactions_refund_once
    on wallet_transactions (rolled_back_transaction_id) where rolled_back_transaction_id is not null`,
  sql`create index wallet_transactions_history_idx
    on wallet_transactions (account_id, transaction_id desc)`,
  sql`create index wallet_transactions_round_idx
    on wallet_transactions (provider, round_id) where round_id is not null`,
  // "Rollback before bet": a bet whose id was already named by a rollback is refused.
  sql`create index wallet_transactions_rollback_of_idx
    on wallet_transactions (provider, rollback_of) where rollback_of is not null`,

  sql`create table game_rounds (
    provider text not null,
    round_id text not null,
    account_id uuid not null references wallets (account_id),
    game_code text not null,
    status text not null check (status in ('OPEN', 'CLOSED', 'ROLLED_BACK')),
    opened_at timestamptz not null,
    last_activity_at timestamptz not null,
    closed_at timestamptz,
    primary key (provider, round_id),
    check ((status = 'OPEN') = (closed_at is null))
  )`,
  sql`create index game_rounds_open_idx on game_rounds (last_activity_at) where status = 'OPEN'`,

  sql`create table pending_bonuses (
    pending_bonus_id bigint generated always as identity primary key,
    account_id uuid not null references wallets (account_id),
    kind text not null check (kind ~ '^[A-Z0-9_]{1,64}$'),
    amount bigint not null check (amount > 0 and amount <= 9007199254740991),
    created_at timestamptz not null,
    claimed_transaction_id bigint unique references wallet_transactions (transaction_id),
    unique (account_id, kind)
  )`,
  sql`create index pending_bonuses_unclaimed_idx
    on pending_bonuses (account_id) where claimed_transaction_id is null`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['pending_bonuses', 'game_rounds', 'wallet_transactions', 'wallets']) {
    await db.schema.dropTable(table).execute();
  }
}
