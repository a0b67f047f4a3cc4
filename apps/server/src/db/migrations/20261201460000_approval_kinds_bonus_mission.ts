import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 30 (four eyes): the login calendar's and the refill's terms (`bonus_terms`) and a mission's
 * terms (`mission`) are proposed and approved like the other coin-paying terms (money_approvals).
 * `mission_definitions.terms_approved`: whether the mission's current goal, target and reward are the
 * approved ones (a mission counts and pays only then); the missions that exist are (the system's).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table money_approvals drop constraint money_approvals_kind_check`.execute(db);
  await sql`alter table money_approvals add constraint money_approvals_kind_check check (kind in
    ('promo_code', 'tournament', 'raffle', 'quick_raffle', 'bonus_terms', 'mission'))`.execute(db);
  await sql`alter table mission_definitions add column terms_approved boolean not null default true`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table mission_definitions drop column terms_approved`.execute(db);
  await sql`delete from money_approvals where kind in ('bonus_terms', 'mission')`.execute(db);
  await sql`alter table money_approvals drop constraint money_approvals_kind_check`.execute(db);
  await sql`alter table money_approvals add constraint money_approvals_kind_check check (kind in
    ('promo_code', 'tournament', 'raffle', 'quick_raffle'))`.execute(db);
}
