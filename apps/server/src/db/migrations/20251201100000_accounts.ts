import { sql, type Kysely } from 'kysely';
import {
  EXPIRES_AFTER_CREATED,
  createIndex,
  createUniqueExpressionIndex,
  dropTables,
  isSha256Hex,
} from './ddl.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** Accounts, their sessions, password-reset tokens and the sign-in failure counters. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('account_id', 'uuid', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('language_code', 'text', (col) => col.notNull().references('languages.code'))
    .addColumn('is_age_over_18', 'boolean', (col) => col.notNull())
    .addColumn('is_tester', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('phone_number', 'text')
    .addColumn('phone_verified_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .addCheckConstraint(
      'accounts_email_check',
      sql`char_length(email) <= 254 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\\.[^[:space:]@]+$'`,
    )
    .addCheckConstraint('accounts_display_name_check', sql`char_length(display_name) between 3 and 64`)
    .addCheckConstraint('accounts_password_hash_check', sql`password_hash <> ''`)
    .addCheckConstraint('accounts_age_check', sql`is_age_over_18`)
    .addCheckConstraint('accounts_phone_number_check', sql`phone_number ~ '^\\+[0-9]{6,15}$'`)
    .addCheckConstraint(
      'accounts_phone_verified_check',
      sql`phone_verified_at is null or phone_number is not null`,
    )
    .execute();
  // Case-insensitive uniqueness; the service maps violations to EMAIL_/DISPLAYNAME_ALREADY_EXISTS.
  await createUniqueExpressionIndex(db, 'accounts_email_lower_unique', 'accounts', sql`lower(email)`);
  await createUniqueExpressionIndex(
    db,
    'accounts_display_name_lower_unique',
    'accounts',
    sql`lower(display_name)`,
  );
  // A number can be VERIFIED on one account only; unverified (pending) numbers may repeat.
  await createIndex(db, 'accounts_verified_phone_unique', 'accounts', 'phone_number', {
    unique: true,
    where: sql`phone_verified_at is not null`,
  });

  await db.schema
    .createTable('sessions')
    .addColumn('session_hash', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('accounts.account_id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addCheckConstraint('sessions_session_hash_check', isSha256Hex('session_hash'))
    .addCheckConstraint('sessions_expiry_check', EXPIRES_AFTER_CREATED)
    .execute();
  await createIndex(db, 'sessions_account_idx', 'sessions', 'account_id');
  await createIndex(db, 'sessions_expires_idx', 'sessions', 'expires_at');

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('accounts.account_id'))
    /** lower(email) when the token was issued; the reset must name the same address. */
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addCheckConstraint('password_reset_tokens_hash_check', isSha256Hex('token_hash'))
    .addCheckConstraint('password_reset_tokens_email_check', sql`email = lower(email)`)
    .addCheckConstraint('password_reset_tokens_expiry_check', EXPIRES_AFTER_CREATED)
    .execute();
  await createIndex(db, 'password_reset_tokens_account_idx', 'password_reset_tokens', 'account_id');

  // Keyed by a hash of the lower-cased e-mail, so unknown addresses lock exactly like known ones.
  await db.schema
    .createTable('login_throttles')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint('login_throttles_failures_check', sql`failures >= 0`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['login_throttles', 'password_reset_tokens', 'sessions', 'accounts']);
}
