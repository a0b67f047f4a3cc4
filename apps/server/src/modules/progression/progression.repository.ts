import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';

/*
 * The progression module's SQL (progression.table.ts). The round's path is ONE statement per counted
 * movement (addWager): the day's wager and the experience, written together by a data-modifying CTE.
 */

/**
 * Adds `delta` coins (a bet's stake, or a refund's negative amount) to the player's experience and to
 * `day`'s wager, in one statement. Neither goes below zero (a refund of a bet made before levels
 * existed takes back only what was counted).
 */
export async function addWager(
  db: DbOrTx,
  input: { accountId: string; day: string; delta: number; at: Date },
): Promise<void> {
  const { accountId, day, delta, at } = input;
  const first = Math.max(0, delta);
  await sql`
    with wager_day as (
      insert into progression_wager_days (account_id, day, wagered)
      values (${accountId}, ${day}::date, ${first})
      on conflict (account_id, day) do update
        set wagered = greatest(0, progression_wager_days.wagered + ${delta}::bigint)
    )
    insert into progression_accounts (account_id, xp, updated_at)
    values (${accountId}, ${first}, ${at})
    on conflict (account_id) do update
      set xp = greatest(0, progression_accounts.xp + ${delta}::bigint), updated_at = excluded.updated_at`.execute(
    db,
  );
}

export interface ProgressionState {
  xp: number;
  claimedLevel: number;
}

export async function findAccount(db: DbOrTx, accountId: string): Promise<ProgressionState> {
  const row = await db
    .selectFrom('progression_accounts')
    .select(['xp', 'claimed_level'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return { xp: row ? Number(row.xp) : 0, claimedLevel: row?.claimed_level ?? 1 };
}

/** The days since `fromDay` (inclusive) with a wager, as `YYYY-MM-DD` → coins. */
export async function wagerDays(
  db: DbOrTx,
  accountId: string,
  fromDay: string,
): Promise<Map<string, number>> {
  const rows = await sql<{ day: string; wagered: string | number }>`
    select day::text as day, wagered from progression_wager_days
    where account_id = ${accountId} and day >= ${fromDay}::date`.execute(db);
  return new Map(rows.rows.map((row) => [row.day, Number(row.wagered)]));
}

/** Records that every level up to `level` was paid (never lowers it). */
export async function markLevelsClaimed(
  db: DbOrTx,
  accountId: string,
  level: number,
  at: Date,
): Promise<void> {
  await sql`
    insert into progression_accounts (account_id, xp, claimed_level, updated_at)
    values (${accountId}, 0, ${level}, ${at})
    on conflict (account_id) do update
      set claimed_level = greatest(progression_accounts.claimed_level, excluded.claimed_level)`.execute(db);
}

export async function findGift(db: DbOrTx, accountId: string, month: string) {
  return db
    .selectFrom('progression_gifts')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('month', '=', month)
    .executeTakeFirst();
}

export async function insertGift(
  db: DbOrTx,
  row: { accountId: string; month: string; tier: string; amount: number; transactionId: number; at: Date },
): Promise<void> {
  await sql`
    insert into progression_gifts (account_id, month, tier, amount, transaction_id, claimed_at)
    values (${row.accountId}, ${row.month}, ${row.tier}, ${row.amount}, ${row.transactionId}, ${row.at})
    on conflict do nothing`.execute(db);
}
