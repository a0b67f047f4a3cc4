import { sql, type Kysely, type RawBuilder } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The operator back office (issue 10, docs/decisions/007).
 *
 * operators: people who run the casino; not players (own table, own sessions, own cookie).
 * operator_sessions: like player sessions, only the sha256 of the cookie value is kept.
 * operator_audit: every operator action. Append-only: a trigger refuses UPDATE and DELETE, so not even
 *   a bug in the API can rewrite history.
 * wallet_transactions gains reason and actor: an ADJUSTMENT row says why and who (`operator:<id>`).
 * outbox_messages gains a status: OUTBOX (not sent, text kept so a local install can read its codes),
 *   SENT / FAILED (the delivery log of a real gateway: the text, which carries codes, is never kept).
 */
const statements: RawBuilder<unknown>[] = [
  sql`create table operators (
    operator_id uuid primary key,
    email text not null check (email = lower(email) and char_length(email) between 3 and 254),
    password_hash text not null check (password_hash <> ''),
    role text not null check (role in ('admin', 'support', 'finance', 'content')),
    must_change_password boolean not null default false,
    disabled_at timestamptz,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    last_signin_at timestamptz
  )`,
  sql`create unique index operators_email_unique on operators (email)`,

  sql`create table operator_sessions (
    session_hash text primary key check (session_hash ~ '^[0-9a-f]{64}$'),
    operator_id uuid not null references operators (operator_id),
    created_at timestamptz not null,
    last_seen_at timestamptz not null,
    expires_at timestamptz not null check (expires_at > created_at),
    revoked_at timestamptz
  )`,
  sql`create index operator_sessions_operator_idx on operator_sessions (operator_id)`,

  sql`create table operator_audit (
    audit_id bigint generated always as identity primary key,
    created_at timestamptz not null,
    operator_id uuid references operators (operator_id),
    operator_email text,
    action text not null check (char_length(action) between 1 and 64),
    target text,
    before jsonb,
    after jsonb,
    ip text
  )`,
  sql`create index operator_audit_created_idx on operator_audit (audit_id desc)`,
  sql`create index operator_audit_target_idx on operator_audit (target, audit_id desc)`,
  sql`create function operator_audit_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'operator_audit is append-only';
    end
  $$`,
  sql`create trigger operator_audit_no_update_delete before update or delete on operator_audit
    for each row execute function operator_audit_append_only()`,
  sql`create trigger operator_audit_no_truncate before truncate on operator_audit
    for each statement execute function operator_audit_append_only()`,

  // An operator's credit or debit is an ADJUSTMENT row of the ledger that carries its reason and author,
  // written in the same transaction as the balance change: no adjustment without both.
  sql`alter table wallet_transactions add column reason text check (char_length(reason) between 3 and 500)`,
  sql`alter table wallet_transactions add column actor text check (char_length(actor) between 1 and 100)`,
  sql`alter table wallet_transactions add constraint wallet_transactions_adjustment_check
    check (transaction_type <> 'ADJUSTMENT' or (reason is not null and actor is not null))`,

  sql`alter table outbox_messages add column status text not null default 'OUTBOX'
    check (status in ('OUTBOX', 'SENT', 'FAILED'))`,
  sql`alter table outbox_messages alter column text drop not null`,
  sql`alter table outbox_messages add constraint outbox_messages_text_check
    check ((status = 'OUTBOX') = (text is not null))`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from outbox_messages where status <> 'OUTBOX'`.execute(db);
  await sql`alter table outbox_messages drop constraint outbox_messages_text_check`.execute(db);
  await sql`alter table outbox_messages alter column text set not null`.execute(db);
  await sql`alter table outbox_messages drop column status`.execute(db);
  await sql`alter table wallet_transactions drop constraint wallet_transactions_adjustment_check`.execute(db);
  await sql`alter table wallet_transactions drop column actor`.execute(db);
  await sql`alter table wallet_transactions drop column reason`.execute(db);
  await sql`drop table operator_audit`.execute(db);
  await sql`drop function operator_audit_append_only`.execute(db);
  await sql`drop table operator_sessions`.execute(db);
  await sql`drop table operators`.execute(db);
}
