import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 15 part B. Page views gain the visitor's anonymous id, the viewport and the signed-in account
 * (from the session, never from the body). Identity verification: the details a player gave at the
 * alternative sign-up (kyc_profiles, to pre-fill the form) and the submissions with their document's
 * place under DATA_DIR (never under the web root) and the operator's decision.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table analytics_events
    add column anonymous_id text check (char_length(anonymous_id) <= 64),
    add column viewport_width integer check (viewport_width >= 0),
    add column viewport_height integer check (viewport_height >= 0),
    add column account_id uuid`.execute(db);
  await db.schema
    .createIndex('analytics_events_path_received_at_idx')
    .on('analytics_events')
    .columns(['received_at', 'path'])
    .execute();

  await db.schema
    .createTable('kyc_profiles')
    .addColumn('account_id', 'uuid', (col) =>
      col.primaryKey().references('accounts.account_id').onDelete('cascade'),
    )
    .addColumn('full_name', 'text', (col) => col.check(sql`char_length(full_name) between 1 and 100`))
    .addColumn('date_of_birth', 'date')
    .addColumn('prefecture', 'text', (col) => col.check(sql`char_length(prefecture) between 1 and 40`))
    .addColumn('municipality', 'text', (col) => col.check(sql`char_length(municipality) between 1 and 80`))
    .addColumn('address', 'text', (col) => col.check(sql`char_length(address) between 1 and 200`))
    .addColumn('post_code', 'text', (col) => col.check(sql`post_code ~ '^[0-9]{3}-?[0-9]{4}$'`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('kyc_submissions')
    .addColumn('submission_id', 'uuid', (col) => col.primaryKey())
    .addColumn('account_id', 'uuid', (col) =>
      col.notNull().references('accounts.account_id').onDelete('cascade'),
    )
    .addColumn('full_name', 'text', (col) =>
      col.notNull().check(sql`char_length(full_name) between 1 and 100`),
    )
    .addColumn('date_of_birth', 'date', (col) => col.notNull())
    .addColumn('prefecture', 'text', (col) =>
      col.notNull().check(sql`char_length(prefecture) between 1 and 40`),
    )
    .addColumn('municipality', 'text', (col) =>
      col.notNull().check(sql`char_length(municipality) between 1 and 80`),
    )
    .addColumn('address', 'text', (col) => col.notNull().check(sql`char_length(address) between 1 and 200`))
    .addColumn('post_code', 'text', (col) => col.notNull().check(sql`post_code ~ '^[0-9]{3}-?[0-9]{4}$'`))
    .addColumn('document_file', 'text', (col) =>
      col.notNull().check(sql`document_file ~ '^[0-9a-f-]{36}\\.(jpg|png|pdf)$'`),
    )
    .addColumn('document_type', 'text', (col) =>
      col.notNull().check(sql`document_type in ('image/jpeg', 'image/png', 'application/pdf')`),
    )
    .addColumn('document_size', 'integer', (col) => col.notNull().check(sql`document_size > 0`))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('reason', 'text', (col) => col.check(sql`char_length(reason) between 3 and 500`))
    .addColumn('submitted_at', 'timestamptz', (col) => col.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'text')
    .addCheckConstraint(
      'kyc_submissions_decision_check',
      sql`(status = 'pending') = (decided_at is null) and (status = 'rejected') = (reason is not null)`,
    )
    .execute();
  // At most one submission waiting and one approved per player: a double submit cannot queue twice.
  await sql`create unique index kyc_submissions_one_open_idx on kyc_submissions (account_id)
    where status in ('pending', 'approved')`.execute(db);
  await db.schema
    .createIndex('kyc_submissions_account_idx')
    .on('kyc_submissions')
    .columns(['account_id', 'submitted_at'])
    .execute();
  await db.schema
    .createIndex('kyc_submissions_status_idx')
    .on('kyc_submissions')
    .columns(['status', 'submitted_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('kyc_submissions').execute();
  await db.schema.dropTable('kyc_profiles').execute();
  await db.schema.dropIndex('analytics_events_path_received_at_idx').execute();
  await sql`alter table analytics_events drop column anonymous_id, drop column viewport_width,
    drop column viewport_height, drop column account_id`.execute(db);
}
