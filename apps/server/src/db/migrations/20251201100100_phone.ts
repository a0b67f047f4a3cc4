import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** One-time SMS codes (one live code per account and purpose) and the recorded validations. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('phone_otps')
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('accounts.account_id'))
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('resend_available_at', 'timestamptz', (col) => col.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('phone_otps_pkey', ['account_id', 'purpose'])
    .addCheckConstraint('phone_otps_purpose_check', sql`purpose in ('VERIFY', 'CHANGE')`)
    .addCheckConstraint('phone_otps_phone_check', sql`phone_number ~ '^\\+[0-9]{6,15}$'`)
    .addCheckConstraint('phone_otps_hash_check', sql`code_hash ~ '^[0-9a-f]{64}$'`)
    .addCheckConstraint('phone_otps_attempts_check', sql`attempts >= 0`)
    .addCheckConstraint('phone_otps_expiry_check', sql`expires_at > created_at`)
    .execute();

  await db.schema
    .createTable('phone_validations')
    .addColumn('validation_code', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('accounts.account_id'))
    .addColumn('phone_number', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint('phone_validations_code_check', sql`char_length(validation_code) >= 16`)
    .execute();
  await db.schema
    .createIndex('phone_validations_account_idx')
    .on('phone_validations')
    .column('account_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('phone_validations').execute();
  await db.schema.dropTable('phone_otps').execute();
}
