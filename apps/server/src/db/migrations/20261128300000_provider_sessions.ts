import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Provider sessions (issue 24, hole 4; docs/wallet.md "What a provider may touch"): one row per
 * provider, player and game, written when the provider trades a launch token of one of its own games
 * at /wallet/v1/session, and renewed by every later trade. A provider may read the balance of, and bet
 * for, only an account it holds a live row for (for a bet: of that very game). Expired rows stay (one
 * per provider, account and game at most); they still let a late "rollback before bet" no-op through.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table provider_sessions (
    provider text not null check (provider ~ '^[A-Za-z0-9._-]{1,64}$'),
    account_id uuid not null references wallets (account_id),
    game_code text not null check (game_code ~ '^[A-Z0-9_]{3,64}$'),
    opened_at timestamptz not null,
    expires_at timestamptz not null,
    primary key (provider, account_id, game_code),
    check (expires_at > opened_at)
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table provider_sessions`.execute(db);
}
