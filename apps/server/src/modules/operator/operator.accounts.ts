import { randomBytes, randomUUID } from 'node:crypto';
import type { Operator, OperatorRole } from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { ApiError } from '../../errors.ts';
import { hashPassword } from '../auth/password-hash.ts';
import type { Actor, AuditService } from './operator.audit.ts';
import * as repo from './operator.repository.ts';

export interface OperatorAuthDeps {
  db: Db;
  config: Pick<Config, 'operatorEmail' | 'operatorPassword' | 'loginMaxFailures' | 'loginLockMinutes'>;
  clock: Clock;
  audit: AuditService;
}

export const FIRST_OPERATOR_EMAIL = 'admin@localhost';

export type FirstOperator =
  | { created: false }
  | {
      created: true;
      email: string;
      /** Only when generated: printed once, never stored in clear. */ password?: string;
    };

type OperatorRowLike = NonNullable<Awaited<ReturnType<typeof repo.findOperatorById>>>;

export function toOperator(row: OperatorRowLike): Operator {
  return {
    operatorId: row.operator_id,
    email: row.email,
    role: row.role,
    mustChangePassword: row.must_change_password,
    disabled: row.disabled_at !== null,
    createdDate: new Date(row.created_at).toISOString(),
    lastSignInDate: row.last_signin_at ? new Date(row.last_signin_at).toISOString() : null,
  };
}

export async function operatorById(db: DbOrTx, operatorId: string) {
  const row = await repo.findOperatorById(db, operatorId);
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return row;
}

/** Creates the first admin when no operator exists (settings, else admin@localhost + a random password). */
export async function ensureFirstOperator({ db, config, clock }: OperatorAuthDeps): Promise<FirstOperator> {
  if ((await repo.countOperators(db)) > 0) return { created: false };
  const generated = config.operatorPassword === undefined;
  const email = config.operatorEmail ?? FIRST_OPERATOR_EMAIL;
  const password = config.operatorPassword ?? randomBytes(12).toString('base64url');
  try {
    await repo.insertOperator(db, {
      operator_id: randomUUID(),
      email,
      password_hash: await hashPassword(password),
      role: 'admin',
      must_change_password: generated,
      now: clock.now(),
    });
  } catch (error) {
    // Another process created it first (23505 on the e-mail): it printed the password, not us.
    if (uniqueViolation(error) !== undefined) return { created: false };
    throw error;
  }
  return generated ? { created: true, email, password } : { created: true, email };
}

export async function listOperators(db: DbOrTx, page: number, perPage: number) {
  const { rows, total } = await repo.listOperators(db, perPage, (page - 1) * perPage);
  return { data: rows.map((r) => ({ id: r.operator_id, ...toOperator(r) })), total };
}

/** A new operator, who must change the given password at first sign-in; 409 for a taken address. */
export async function createOperator(
  { db, clock, audit }: OperatorAuthDeps,
  actor: Actor,
  input: { email: string; role: OperatorRole; password: string },
): Promise<Operator> {
  const operatorId = randomUUID();
  try {
    await repo.insertOperator(db, {
      operator_id: operatorId,
      email: input.email.toLowerCase(),
      password_hash: await hashPassword(input.password),
      role: input.role,
      must_change_password: true,
      now: clock.now(),
    });
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw new ApiError(409, 'EMAIL_ALREADY_EXISTS');
    throw error;
  }
  const created = toOperator(await operatorById(db, operatorId));
  await audit.record(actor, 'operator.created', `operator:${operatorId}`, {
    after: { email: created.email, role: created.role },
  });
  return created;
}

/** Changes an operator's role or disables them; their sessions end when they lose access. */
export async function updateOperator(
  { db, clock, audit }: OperatorAuthDeps,
  actor: Actor,
  operatorId: string,
  change: { role?: OperatorRole; disabled?: boolean },
): Promise<Operator> {
  const before = toOperator(await operatorById(db, operatorId));
  // An admin cannot lock themselves out, nor take away the last way in.
  if (
    operatorId === actor.operatorId &&
    (change.disabled === true || (change.role && change.role !== 'admin'))
  ) {
    throw new ApiError(403, 'FORBIDDEN');
  }
  const now = clock.now();
  await db.transaction().execute(async (tx) => {
    await repo.updateOperator(
      tx,
      operatorId,
      {
        ...(change.role !== undefined && { role: change.role }),
        ...(change.disabled !== undefined && { disabled_at: change.disabled ? now : null }),
      },
      now,
    );
    if (change.disabled === true || (change.role !== undefined && change.role !== before.role)) {
      await repo.revokeOperatorSessions(tx, operatorId, now);
    }
    const after = toOperator((await repo.findOperatorById(tx, operatorId))!);
    await audit.record(
      actor,
      'operator.updated',
      `operator:${operatorId}`,
      {
        before: { role: before.role, disabled: before.disabled },
        after: { role: after.role, disabled: after.disabled },
      },
      tx,
    );
  });
  return toOperator(await operatorById(db, operatorId));
}
