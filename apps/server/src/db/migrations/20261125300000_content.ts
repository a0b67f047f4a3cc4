import { sql, type Kysely, type RawBuilder } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The content store and promo codes (issue 15, docs/decisions/013-content-store.md).
 *
 * content_documents: one static page or promotion text per language; points at its current version.
 * content_versions: every saved text, never changed or deleted (restoring copies an old one forward).
 * promotions: a promotion's language-independent part (period, banner, call to action).
 * promo_codes: a code of a promotion: coins, a period and a cap; redeemed_count can never pass the cap.
 * promo_redemptions: one row per code and player (the primary key is the "once per player"); the wallet
 *   ledger row it paid is found by its idempotency key `bonus:promo:<code>:<accountId>`.
 */
const SLUG = `'^[a-z0-9]+(-[a-z0-9]+)*$'`;
const statements: RawBuilder<unknown>[] = [
  sql`create table content_documents (
    kind text not null check (kind in ('page', 'promotion')),
    slug text not null check (slug ~ ${sql.raw(SLUG)} and char_length(slug) <= 80),
    language text not null check (language in ('ja', 'en')),
    current_version integer not null check (current_version >= 1),
    updated_at timestamptz not null,
    primary key (kind, slug, language)
  )`,
  sql`create table content_versions (
    kind text not null,
    slug text not null,
    language text not null,
    version integer not null check (version >= 1),
    title text not null check (char_length(title) between 1 and 200),
    description text not null check (char_length(description) <= 500),
    body text not null check (char_length(body) <= 60000),
    terms text check (char_length(terms) <= 60000),
    cta_label text check (char_length(cta_label) between 1 and 60),
    created_at timestamptz not null,
    created_by text not null check (char_length(created_by) between 1 and 100),
    restored_from integer,
    primary key (kind, slug, language, version),
    foreign key (kind, slug, language) references content_documents (kind, slug, language)
  )`,
  sql`create table promotions (
    slug text primary key check (slug ~ ${sql.raw(SLUG)} and char_length(slug) <= 80),
    banner_url text check (char_length(banner_url) <= 500),
    cta_path text not null check (cta_path ~ '^/([^/].*)?$' and char_length(cta_path) <= 300),
    starts_at timestamptz not null,
    ends_at timestamptz not null,
    published boolean not null default true,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    check (ends_at > starts_at)
  )`,
  sql`create table promo_codes (
    code text primary key check (code ~ '^[A-Z0-9]{4,32}$'),
    promotion_slug text not null references promotions (slug),
    amount bigint not null check (amount between 1 and 1000000000),
    starts_at timestamptz not null,
    ends_at timestamptz not null,
    max_redemptions integer not null check (max_redemptions >= 1),
    redeemed_count integer not null default 0
      check (redeemed_count >= 0 and redeemed_count <= max_redemptions),
    disabled boolean not null default false,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    check (ends_at > starts_at)
  )`,
  sql`create index promo_codes_promotion_idx on promo_codes (promotion_slug)`,
  sql`create table promo_redemptions (
    code text not null references promo_codes (code),
    account_id uuid not null references accounts (account_id),
    amount bigint not null check (amount >= 1),
    created_at timestamptz not null,
    paid_at timestamptz,
    primary key (code, account_id)
  )`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table promo_redemptions`.execute(db);
  await sql`drop table promo_codes`.execute(db);
  await sql`drop table promotions`.execute(db);
  await sql`drop table content_versions`.execute(db);
  await sql`drop table content_documents`.execute(db);
}
