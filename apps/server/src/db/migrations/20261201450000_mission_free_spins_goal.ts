import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 30 (missions): a mission may count rounds that triggered a free-spins feature (goal
 * FREE_SPINS, "trigger a free-spins feature"), once per round: the studio tells the wallet the round's
 * features with its bet, and the missions observer counts them in the round's own transaction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table mission_definitions drop constraint mission_definitions_goal_check`.execute(db);
  await sql`alter table mission_definitions add constraint mission_definitions_goal_check
    check (goal in ('ROUNDS', 'WINS', 'WAGER', 'FREE_SPINS'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from mission_progress where mission_id in
    (select mission_id from mission_definitions where goal = 'FREE_SPINS')`.execute(db);
  await sql`delete from mission_definitions where goal = 'FREE_SPINS'`.execute(db);
  await sql`alter table mission_definitions drop constraint mission_definitions_goal_check`.execute(db);
  await sql`alter table mission_definitions add constraint mission_definitions_goal_check
    check (goal in ('ROUNDS', 'WINS', 'WAGER'))`.execute(db);
}
