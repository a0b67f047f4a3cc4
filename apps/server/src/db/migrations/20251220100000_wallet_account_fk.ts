import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * wallets.account_id → accounts.account_id (docs/decisions/005: promised once both had shipped). Both
 * columns are uuid. Accounts are never deleted (deletion anonymises the row), so the key never blocks
 * a deletion; a wallet for an account that does not exist can no longer be created.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table wallets
    add constraint wallets_account_id_fkey foreign key (account_id) references accounts (account_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table wallets drop constraint wallets_account_id_fkey`.execute(db);
}
