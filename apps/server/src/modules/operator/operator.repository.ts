import type { DbOrTx } from '../../db/database.ts';
import { sessionRows } from '../../db/session-rows.ts';
import { countRows, pageWithTotal } from '../../db/paging.ts';
import type { OperatorRole } from '@casino/contract';

const OPERATOR_COLUMNS = [
  'operator_id',
  'email',
  'password_hash',
  'role',
  'must_change_password',
  'disabled_at',
  'created_at',
  'last_signin_at',
] as const;

export async function countOperators(db: DbOrTx): Promise<number> {
  return countRows(db.selectFrom('operators'));
}

export async function insertOperator(
  db: DbOrTx,
  values: {
    operator_id: string;
    email: string;
    password_hash: string;
    role: OperatorRole;
    must_change_password: boolean;
    now: Date;
  },
) {
  const { now, ...rest } = values;
  await db
    .insertInto('operators')
    .values({ ...rest, created_at: now, updated_at: now })
    .execute();
}

export async function findOperatorByEmail(db: DbOrTx, email: string) {
  return db
    .selectFrom('operators')
    .select(OPERATOR_COLUMNS)
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function findOperatorById(db: DbOrTx, operatorId: string) {
  return db
    .selectFrom('operators')
    .select(OPERATOR_COLUMNS)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst();
}

export async function listOperators(db: DbOrTx, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('operators')
      .select(OPERATOR_COLUMNS)
      .orderBy('created_at')
      .limit(limit)
      .offset(offset)
      .execute(),
    countOperators(db),
  ]);
  return { rows, total: count };
}

export async function updateOperator(
  db: DbOrTx,
  operatorId: string,
  values: {
    role?: OperatorRole;
    disabled_at?: Date | null;
    password_hash?: string;
    must_change_password?: boolean;
    last_signin_at?: Date;
  },
  now: Date,
) {
  await db
    .updateTable('operators')
    .set({ ...values, updated_at: now })
    .where('operator_id', '=', operatorId)
    .execute();
}

// ---- sessions -------------------------------------------------------------------------------------

export async function insertSession(
  db: DbOrTx,
  values: {
    session_hash: string;
    operator_id: string;
    created_at: Date;
    last_seen_at: Date;
    expires_at: Date;
  },
) {
  await db
    .insertInto('operator_sessions')
    .values({ ...values, revoked_at: null })
    .execute();
}

/** A session that is not revoked, with its operator (who may have been disabled since). */
export async function findSession(db: DbOrTx, sessionHash: string) {
  return db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.operator_id', 'operator_sessions.operator_id')
    .select([
      'operator_sessions.session_hash',
      'operator_sessions.last_seen_at',
      'operator_sessions.expires_at',
      'operators.operator_id',
      'operators.disabled_at',
    ])
    .where('operator_sessions.session_hash', '=', sessionHash)
    .where('operator_sessions.revoked_at', 'is', null)
    .executeTakeFirst();
}

const sessionWrites = sessionRows('operator_sessions');
export const touchSession = sessionWrites.touch;
export const revokeSession = sessionWrites.revoke;

/** Revokes an operator's live sessions, all but `except` when it is given. */
export async function revokeOperatorSessions(db: DbOrTx, operatorId: string, now: Date, except?: string) {
  await sessionWrites.revokeOwned(db, operatorId, now, { except });
}

// ---- audit ----------------------------------------------------------------------------------------

export interface AuditInsert {
  operator_id: string | null;
  operator_email: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  created_at: Date;
}

export async function insertAudit(db: DbOrTx, entry: AuditInsert) {
  await db
    .insertInto('operator_audit')
    .values({
      ...entry,
      before: entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
    })
    .execute();
}

export interface AuditFilter {
  action?: string;
  operatorId?: string;
  target?: string;
  from?: Date;
  to?: Date;
}

export async function listAudit(
  db: DbOrTx,
  filter: AuditFilter,
  limit: number,
  offset: number,
  ascending: boolean,
) {
  let base = db.selectFrom('operator_audit');
  if (filter.action !== undefined) base = base.where('action', '=', filter.action);
  if (filter.operatorId !== undefined) base = base.where('operator_id', '=', filter.operatorId);
  if (filter.target !== undefined) base = base.where('target', '=', filter.target);
  if (filter.from !== undefined) base = base.where('created_at', '>=', filter.from);
  if (filter.to !== undefined) base = base.where('created_at', '<', filter.to);
  return pageWithTotal(
    base
      .select([
        'audit_id',
        'created_at',
        'operator_id',
        'operator_email',
        'action',
        'target',
        'before',
        'after',
        'ip',
      ])
      .orderBy('audit_id', ascending ? 'asc' : 'desc')
      .limit(limit)
      .offset(offset),
    base,
  );
}
