import { sql, type Insertable, type Updateable } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import type { MissionDefinitionRow, MissionDefinitionTable, MissionProgressRow } from './missions.table.ts';

/**
 * Every mission the console has defined, active or not, in ladder order; with `approvedOnly`, only
 * those whose terms are approved (what players are offered).
 */
export function allDefinitions(db: DbOrTx, approvedOnly = false): Promise<MissionDefinitionRow[]> {
  return db
    .selectFrom('mission_definitions')
    .selectAll()
    .$if(approvedOnly, (q) => q.where('terms_approved', '=', true))
    .orderBy('cadence')
    .orderBy('ladder')
    .orderBy('target')
    .orderBy('mission_id')
    .execute();
}

export function activeDefinitions(db: DbOrTx): Promise<MissionDefinitionRow[]> {
  return db
    .selectFrom('mission_definitions')
    .selectAll()
    .where('is_active', '=', true)
    .where('terms_approved', '=', true)
    .orderBy('mission_id')
    .execute();
}

export function findDefinition(db: DbOrTx, missionId: number): Promise<MissionDefinitionRow | undefined> {
  return db
    .selectFrom('mission_definitions')
    .selectAll()
    .where('mission_id', '=', missionId)
    .executeTakeFirst();
}

export function insertDefinitions(
  db: DbOrTx,
  rows: Insertable<MissionDefinitionTable>[],
): Promise<MissionDefinitionRow[]> {
  return db.insertInto('mission_definitions').values(rows).returningAll().execute();
}

export function updateDefinition(
  db: DbOrTx,
  missionId: number,
  changes: Updateable<MissionDefinitionTable>,
): Promise<MissionDefinitionRow | undefined> {
  return db
    .updateTable('mission_definitions')
    .set(changes)
    .where('mission_id', '=', missionId)
    .returningAll()
    .executeTakeFirst();
}

export async function countDefinitions(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('mission_definitions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What one movement adds to one mission of one period. */
export interface ProgressDelta {
  missionId: number;
  periodStart: Date;
  target: number;
  reward: number;
  delta: number;
}

/**
 * Adds what a movement counted to every mission it touched, in ONE statement whatever their number:
 * the period's row is created with the definition's target and reward, or grows; `completed_at` is set
 * the first time the progress reaches the target (and stays). Runs in the movement's transaction,
 * under the account's wallet lock.
 */
export async function addProgress(
  tx: DbOrTx,
  accountId: string,
  at: Date,
  deltas: readonly ProgressDelta[],
): Promise<void> {
  if (deltas.length === 0) return;
  await tx
    .insertInto('mission_progress')
    .values(
      deltas.map((d) => ({
        account_id: accountId,
        mission_id: d.missionId,
        period_start: d.periodStart,
        target: d.target,
        reward: d.reward,
        progress: d.delta,
        completed_at: d.delta >= d.target ? at : null,
        updated_at: at,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['account_id', 'mission_id', 'period_start']).doUpdateSet({
        progress: sql`mission_progress.progress + excluded.progress`,
        completed_at: sql`coalesce(mission_progress.completed_at, case
          when mission_progress.progress + excluded.progress >= mission_progress.target
          then excluded.updated_at end)`,
        updated_at: sql`excluded.updated_at`,
      }),
    )
    .execute();
}

/**
 * A refunded bet takes back what it counted, in ONE statement: each unclaimed row of the bet's period
 * loses `delta` (never below zero) and is no longer completed when it falls under its target. A
 * claimed mission stays as it was paid.
 */
export async function takeBackProgress(
  tx: DbOrTx,
  accountId: string,
  at: Date,
  deltas: readonly Omit<ProgressDelta, 'target' | 'reward'>[],
): Promise<void> {
  if (deltas.length === 0) return;
  const values = sql.join(
    deltas.map((d) => sql`(${d.missionId}::integer, ${d.periodStart}::timestamptz, ${d.delta}::bigint)`),
  );
  await sql`
    update mission_progress p set
      progress = greatest(0, p.progress - v.delta),
      completed_at = case when greatest(0, p.progress - v.delta) >= p.target then p.completed_at end,
      updated_at = ${at}
    from (values ${values}) as v (mission_id, period_start, delta)
    where p.account_id = ${accountId} and p.mission_id = v.mission_id
      and p.period_start = v.period_start and p.claimed_at is null`.execute(tx);
}

/** The player's mission rows of periods starting at or after `since`. */
export function progressSince(db: DbOrTx, accountId: string, since: Date): Promise<MissionProgressRow[]> {
  return db
    .selectFrom('mission_progress')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('period_start', '>=', since)
    .execute();
}

export function findProgress(
  db: DbOrTx,
  accountId: string,
  missionId: number,
  periodStart: Date,
): Promise<MissionProgressRow | undefined> {
  return db
    .selectFrom('mission_progress')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('mission_id', '=', missionId)
    .where('period_start', '=', periodStart)
    .executeTakeFirst();
}

/** Records the claim's ledger row (once; a later call changes nothing). */
export async function markClaimed(
  db: DbOrTx,
  accountId: string,
  missionId: number,
  periodStart: Date,
  transactionId: number,
  at: Date,
): Promise<void> {
  await db
    .updateTable('mission_progress')
    .set({ claimed_at: at, claim_transaction_id: transactionId })
    .where('account_id', '=', accountId)
    .where('mission_id', '=', missionId)
    .where('period_start', '=', periodStart)
    .where('claimed_at', 'is', null)
    .where('completed_at', 'is not', null)
    .execute();
}

/** One player's mission rows with the mission's names, newest period first (the console). */
export async function playerRows(db: DbOrTx, accountId: string, page: number, perPage: number) {
  const base = db
    .selectFrom('mission_progress as p')
    .innerJoin('mission_definitions as d', 'd.mission_id', 'p.mission_id')
    .where('p.account_id', '=', accountId);
  const [rows, total] = await Promise.all([
    base
      .select([
        'p.mission_id',
        'p.period_start',
        'p.progress',
        'p.target',
        'p.reward',
        'p.completed_at',
        'p.claimed_at',
        'p.claim_transaction_id',
        'd.name_ja',
        'd.name_en',
        'd.cadence',
        'd.tier',
      ])
      .orderBy('p.period_start', 'desc')
      .orderBy('p.mission_id')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The money terms of a mission, as proposed for approval (modules/approvals, kind `mission`). */
export interface MissionTerms {
  cadence: string;
  goal: string;
  gameScope: string;
  target: number;
  reward: number;
}

export const termsOf = (row: MissionDefinitionRow): MissionTerms => ({
  cadence: row.cadence,
  goal: row.goal,
  gameScope: row.game_scope,
  target: Number(row.target),
  reward: Number(row.reward),
});

/** Marks a mission's terms approved when they are still `terms` (a later change waits for its own). */
export async function approveTerms(db: DbOrTx, missionId: number, terms: MissionTerms): Promise<boolean> {
  const result = await db
    .updateTable('mission_definitions')
    .set({ terms_approved: true })
    .where('mission_id', '=', missionId)
    .where('cadence', '=', terms.cadence as MissionDefinitionRow['cadence'])
    .where('goal', '=', terms.goal as MissionDefinitionRow['goal'])
    .where('game_scope', '=', terms.gameScope as MissionDefinitionRow['game_scope'])
    .where('target', '=', terms.target)
    .where('reward', '=', terms.reward)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
