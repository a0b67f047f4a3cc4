import type { ApprovalKind, ApprovalStatus } from '@casino/contract';
import type { DbOrTx } from '../../db/database.ts';
import type { MoneyApprovalRow, MoneyApprovalTable } from './approvals.table.ts';
import type { Insertable, Updateable } from 'kysely';

function approvalOf(db: DbOrTx, kind: ApprovalKind, subjectId: string) {
  return db
    .selectFrom('money_approvals')
    .selectAll()
    .where('kind', '=', kind)
    .where('subject_id', '=', subjectId);
}

export async function lockApproval(db: DbOrTx, kind: ApprovalKind, subjectId: string) {
  return approvalOf(db, kind, subjectId).forUpdate().executeTakeFirst();
}

export async function findApproval(db: DbOrTx, kind: ApprovalKind, subjectId: string) {
  return approvalOf(db, kind, subjectId).executeTakeFirst();
}

/** Inserts or replaces the proposal of a subject (the caller holds its row lock). */
export async function saveApproval(
  db: DbOrTx,
  row: Insertable<MoneyApprovalTable>,
): Promise<MoneyApprovalRow> {
  return db
    .insertInto('money_approvals')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['kind', 'subject_id']).doUpdateSet((eb) => ({
        label: eb.ref('excluded.label'),
        terms: eb.ref('excluded.terms'),
        liability: eb.ref('excluded.liability'),
        status: eb.ref('excluded.status'),
        revision: eb.ref('excluded.revision'),
        needs_second: eb.ref('excluded.needs_second'),
        proposed_by_id: eb.ref('excluded.proposed_by_id'),
        proposed_by: eb.ref('excluded.proposed_by'),
        proposed_at: eb.ref('excluded.proposed_at'),
        decided_by_id: eb.ref('excluded.decided_by_id'),
        decided_by: eb.ref('excluded.decided_by'),
        decided_at: eb.ref('excluded.decided_at'),
        reason: eb.ref('excluded.reason'),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A decision on the PENDING revision `revision` only; undefined when it is no longer that. */
export async function decideApproval(
  db: DbOrTx,
  kind: ApprovalKind,
  subjectId: string,
  revision: number,
  change: Updateable<MoneyApprovalTable>,
) {
  return db
    .updateTable('money_approvals')
    .set(change)
    .where('kind', '=', kind)
    .where('subject_id', '=', subjectId)
    .where('revision', '=', revision)
    .where('status', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
}

export async function updateLabel(db: DbOrTx, kind: ApprovalKind, subjectId: string, label: string) {
  await db
    .updateTable('money_approvals')
    .set({ label })
    .where('kind', '=', kind)
    .where('subject_id', '=', subjectId)
    .execute();
}

export async function listApprovals(
  db: DbOrTx,
  filter: { status?: ApprovalStatus; kind?: ApprovalKind },
  limit: number,
  offset: number,
  ascending: boolean,
) {
  let query = db.selectFrom('money_approvals');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('proposed_at', ascending ? 'asc' : 'desc')
      .orderBy('kind')
      .orderBy('subject_id')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function readThreshold(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('money_approval_settings')
    .select('four_eyes_threshold')
    .where('settings_id', '=', 'money')
    .executeTakeFirst();
  return row ? Number(row.four_eyes_threshold) : Number.NaN;
}

export async function writeThreshold(db: DbOrTx, threshold: number, at: Date, by: string | null) {
  await db
    .insertInto('money_approval_settings')
    .values({ settings_id: 'money', four_eyes_threshold: threshold, updated_at: at, updated_by: by })
    .onConflict((oc) =>
      oc
        .column('settings_id')
        .doUpdateSet({ four_eyes_threshold: threshold, updated_at: at, updated_by: by }),
    )
    .execute();
}
