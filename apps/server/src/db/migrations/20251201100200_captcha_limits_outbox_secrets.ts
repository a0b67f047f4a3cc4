import { sql, type Kysely } from 'kysely';
import { EXPIRES_AFTER_CREATED, createIndex, dropTables, isSha256Hex } from './ddl.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** Captcha challenges, rate-limit counters, the outbox of mails and SMS, and generated secrets. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('captcha_challenges')
    .addColumn('challenge_id', 'text', (col) => col.primaryKey())
    .addColumn('answer_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addCheckConstraint('captcha_challenges_id_check', sql`challenge_id ~ '^[A-Za-z0-9_-]{16,128}$'`)
    .addCheckConstraint('captcha_challenges_hash_check', isSha256Hex('answer_hash'))
    .addCheckConstraint('captcha_challenges_expiry_check', EXPIRES_AFTER_CREATED)
    .execute();
  await createIndex(db, 'captcha_challenges_expires_idx', 'captcha_challenges', 'expires_at');

  // Fixed-window counters shared by every API process (ARCHITECTURE.md decision 2).
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .addColumn('window_ms', 'integer', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addCheckConstraint('rate_limit_counters_count_check', sql`count >= 0`)
    .addCheckConstraint('rate_limit_counters_window_check', sql`window_ms > 0`)
    .execute();
  await createIndex(db, 'rate_limit_counters_window_idx', 'rate_limit_counters', 'window_start');

  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text')
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('outbox_messages_channel_check', sql`channel in ('EMAIL', 'SMS')`)
    .addCheckConstraint('outbox_messages_recipient_check', sql`recipient <> ''`)
    .execute();
  await createIndex(db, 'outbox_messages_recipient_idx', 'outbox_messages', ['recipient', 'id']);

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('server_secrets_value_check', sql`char_length(value) >= 32`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['server_secrets', 'outbox_messages', 'rate_limit_counters', 'captcha_challenges']);
}
