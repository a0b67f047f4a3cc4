import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 30 (four eyes): the login calendar's and the refill's terms (`bonus_terms`) and a mission's
 * terms (`mission`) are proposed and approved like the other coin-paying terms (money_approvals).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table money_approvals drop constraint money_approvals_kind_check`.execute(db);
  await sql`alter table money_approvals add constraint money_approvals_kind_check check (kind in
    ('promo_code', 'tournament', 'raffle', 'quick_raffle', 'bonus_terms', 'mission'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from money_approvals where kind in ('bonus_terms', 'mission')`.execute(db);
  await sql`alter table money_approvals drop constraint money_approvals_kind_check`.execute(db);
  await sql`alter table money_approvals add constraint money_approvals_kind_check check (kind in
    ('promo_code', 'tournament', 'raffle', 'quick_raffle'))`.execute(db);
}
