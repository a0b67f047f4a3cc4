import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dropTables, run } from './ddl.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Separation of duties for every way coins are created (issue 24, docs/security.md).
 *
 * money_approvals: the current proposal of the coin-paying terms of one promo code, tournament, raffle
 *   or the quick-raffle schedule (primary key kind + subject): the terms as proposed (jsonb), their
 *   liability, who proposed and who decided. Payments compare the subject's current terms with the
 *   APPROVED terms here: no row, another status or other terms pays nothing. History is in the audit log.
 * money_approval_settings: at most one row, the four-eyes threshold (liability in coins). No row means the
 *   default (100,000): the migration writes none, so a fresh database stays empty and a backup restores into it.
 *
 * Everything that already exists when this runs was set up before the rule: it is recorded as approved by
 * `system:migration`, so running competitions and codes keep paying.
 */
/** A liability in whole coins, capped at 2^53 − 1 like the contract's (computed in numeric: no overflow). */
const capped = (coins: RawBuilder<unknown>) => sql`least(${coins}, 9007199254740991)::bigint`;

const statements: RawBuilder<unknown>[] = [
  sql`create table money_approvals (
    kind text not null check (kind in ('promo_code', 'tournament', 'raffle', 'quick_raffle')),
    subject_id text not null check (subject_id ~ '^[A-Za-z0-9_-]{1,64}$'),
    label text not null check (char_length(label) between 1 and 120),
    terms jsonb not null,
    liability bigint not null check (liability >= 0),
    status text not null check (status in ('PENDING', 'APPROVED', 'REJECTED')),
    revision integer not null check (revision >= 1),
    needs_second boolean not null,
    proposed_by_id uuid,
    proposed_by text not null check (char_length(proposed_by) between 1 and 254),
    proposed_at timestamptz not null,
    decided_by_id uuid,
    decided_by text check (char_length(decided_by) between 1 and 254),
    decided_at timestamptz,
    reason text check (char_length(reason) <= 500),
    primary key (kind, subject_id),
    check ((status = 'PENDING') = (decided_at is null)),
    check (not (needs_second and status = 'APPROVED' and decided_by_id = proposed_by_id))
  )`,
  sql`create index money_approvals_status_idx on money_approvals (status, proposed_at)`,
  sql`create table money_approval_settings (
    settings_id text primary key check (settings_id = 'money'),
    four_eyes_threshold bigint not null check (four_eyes_threshold between 0 and 9007199254740991),
    updated_at timestamptz not null,
    updated_by text
  )`,
  sql`insert into money_approvals
    select 'promo_code', code, code, jsonb_build_object('amount', amount, 'maxRedemptions', max_redemptions),
      ${capped(sql`amount::numeric * max_redemptions`)}, 'APPROVED', 1, false, null, 'system:migration', now(), null,
      'system:migration', now(), null
    from promo_codes`,
  sql`insert into money_approvals
    select 'tournament', tournament_id::text, tournament_ref, jsonb_build_object('prizes', prizes),
      ${capped(sql`coalesce((select sum(((t->>'toRank')::numeric - (t->>'fromRank')::numeric + 1)
        * (t->>'amount')::numeric) from jsonb_array_elements(prizes) t), 0)`)},
      'APPROVED', 1, false, null, 'system:migration', now(), null, 'system:migration', now(), null
    from tournaments`,
  sql`insert into money_approvals
    select 'raffle', raffle_id::text, raffle_ref, jsonb_build_object('prizes', prizes),
      ${capped(sql`coalesce((select sum(p::numeric) from jsonb_array_elements_text(prizes) p), 0)`)},
      'APPROVED', 1, false, null, 'system:migration', now(), null, 'system:migration', now(), null
    from raffles`,
  sql`insert into money_approvals
    select 'quick_raffle', 'quick', 'quick', jsonb_build_object('prizes', prizes, 'everyMinutes', every_minutes),
      ${capped(sql`coalesce((select sum(p::numeric) from jsonb_array_elements_text(prizes) p), 0)
        * ceil(1440.0 / every_minutes)`)},
      'APPROVED', 1, false, null, 'system:migration', now(), null, 'system:migration', now(), null
    from raffle_quick_schedule`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['money_approval_settings', 'money_approvals']);
}
