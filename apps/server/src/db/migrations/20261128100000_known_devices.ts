import { sql, type Kysely } from 'kysely';
import { createIndex, dropTables, isSha256Hex } from './ddl.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The browsers an account has signed in from (issue 24, hole 11): the sha256 of the long-lived random
 * device cookie, never the cookie itself. A sign-in from a browser not listed mails the player a
 * security notice (modules/auth/auth.notices.ts). At most 20 rows an account (the oldest go).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('known_devices')
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('accounts.account_id'))
    .addColumn('device_hash', 'text', (col) => col.notNull())
    .addColumn('first_seen_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('known_devices_pkey', ['account_id', 'device_hash'])
    .addCheckConstraint('known_devices_device_hash_check', isSha256Hex('device_hash'))
    .addCheckConstraint('known_devices_seen_check', sql`last_seen_at >= first_seen_at`)
    .execute();
  await createIndex(db, 'known_devices_account_seen_idx', 'known_devices', ['account_id', 'last_seen_at']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['known_devices']);
}
