import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 29 (inbox): `inbox_messages` holds each message once, with its ja and en texts, its optional
 * reward and expiry and when it is (to be) sent; `source_key` makes a message made by an event (a
 * tournament prize, a raffle win, a security notice) exist once however often the event is retried.
 * `inbox_deliveries` is one row per message and player (the primary key), written when the message is
 * sent: read and claimed state live there. A reward is paid by the wallet's ledger with a key unique
 * to message and player; `claim_transaction_id` records the ledger row. No ledger or balance change here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table inbox_messages (
    message_id uuid primary key,
    kind text not null,
    audience text not null,
    account_id uuid references accounts (account_id) on delete cascade,
    segment_language text,
    segment_active_days integer,
    segment_phone_verified boolean,
    title_ja text not null,
    title_en text,
    body_ja text not null,
    body_en text,
    body_format text not null default 'TEXT',
    reward bigint,
    send_at timestamptz not null,
    expires_at timestamptz,
    sent_at timestamptz,
    cancelled_at timestamptz,
    created_by text not null,
    source_key text,
    created_at timestamptz not null,
    constraint inbox_messages_kind_check check (kind in
      ('OPERATOR', 'TOURNAMENT_RESULT', 'RAFFLE_RESULT', 'DAILY_BONUS_READY', 'SECURITY_NOTICE')),
    constraint inbox_messages_audience_check check (
      (audience = 'PLAYER' and account_id is not null) or (audience = 'ALL' and account_id is null)
      or (audience = 'SEGMENT' and account_id is null and (segment_language is not null
        or segment_active_days is not null or segment_phone_verified is not null))),
    constraint inbox_messages_segment_check check (
      (audience = 'SEGMENT' or (segment_language is null and segment_active_days is null
        and segment_phone_verified is null))
      and (segment_active_days is null or segment_active_days between 1 and 365)),
    constraint inbox_messages_body_format_check check (body_format in ('TEXT', 'MARKDOWN')),
    constraint inbox_messages_reward_check check (reward is null or (reward > 0 and reward <= 1000000)),
    constraint inbox_messages_expiry_check check (expires_at is null or expires_at > send_at),
    constraint inbox_messages_sent_or_cancelled_check check (sent_at is null or cancelled_at is null),
    constraint inbox_messages_texts_check check (
      char_length(title_ja) between 1 and 120 and char_length(coalesce(title_en, '')) <= 120
      and char_length(body_ja) between 1 and 4000 and char_length(coalesce(body_en, '')) <= 4000),
    constraint inbox_messages_source_key unique (source_key)
  )`.execute(db);
  await sql`create index inbox_messages_due_idx on inbox_messages (send_at)
    where sent_at is null and cancelled_at is null`.execute(db);
  await sql`create table inbox_deliveries (
    message_id uuid not null references inbox_messages (message_id) on delete cascade,
    account_id uuid not null references accounts (account_id) on delete cascade,
    delivered_at timestamptz not null,
    read_at timestamptz,
    claimed_at timestamptz,
    claim_transaction_id bigint,
    constraint inbox_deliveries_pkey primary key (message_id, account_id),
    constraint inbox_deliveries_claim_check check ((claimed_at is null) = (claim_transaction_id is null))
  )`.execute(db);
  await sql`create index inbox_deliveries_account_idx on inbox_deliveries (account_id, delivered_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table inbox_deliveries`.execute(db);
  await sql`drop table inbox_messages`.execute(db);
}
