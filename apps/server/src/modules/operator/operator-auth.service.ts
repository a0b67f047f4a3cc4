import type { Operator, OperatorRole } from '@casino/contract';
import { ApiError } from '../../errors.ts';
import { createLoginThrottle } from '../auth/login-throttle.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/password-hash.ts';
import type { Actor } from './operator.audit.ts';
import {
  createOperator,
  ensureFirstOperator,
  listOperators,
  operatorById,
  toOperator,
  updateOperator,
  type FirstOperator,
  type OperatorAuthDeps,
} from './operator.accounts.ts';
import { newSession, sessionLiveness } from '../../db/session-rows.ts';
import * as repo from './operator.repository.ts';
import { sha256Hex } from '../../hash.ts';

export { FIRST_OPERATOR_EMAIL } from './operator.accounts.ts';
export type { FirstOperator } from './operator.accounts.ts';

/** The signed-in operator of a request. */
export interface OperatorContext {
  operatorId: string;
  email: string;
  role: OperatorRole;
  mustChangePassword: boolean;
  sessionHash: string;
}

/** Operators hold the keys to every account: shorter sessions than players'. */
export const OPERATOR_SESSION_IDLE_MS = 60 * 60_000;
export const OPERATOR_SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;

export interface OperatorAuthService {
  signin(
    email: string,
    password: string,
    ip: string,
    previousSessionId?: string,
  ): Promise<{ operator: Operator; sessionId: string }>;
  resolve(sessionId: string | undefined): Promise<OperatorContext | null>;
  signout(context: OperatorContext, ip: string): Promise<void>;
  changePassword(
    context: OperatorContext,
    currentPassword: string,
    newPassword: string,
    ip: string,
  ): Promise<Operator>;
  me(context: OperatorContext): Promise<Operator>;
  /** Creates the first admin when no operator exists (settings, else admin@localhost + a random password). */
  ensureFirstOperator(): Promise<FirstOperator>;
  list(page: number, perPage: number): Promise<{ data: (Operator & { id: string })[]; total: number }>;
  create(actor: Actor, input: { email: string; role: OperatorRole; password: string }): Promise<Operator>;
  update(
    actor: Actor,
    operatorId: string,
    change: { role?: OperatorRole; disabled?: boolean },
  ): Promise<Operator>;
}

export function createOperatorAuthService(deps: OperatorAuthDeps): OperatorAuthService {
  const { db, config, clock, audit } = deps;
  const throttle = createLoginThrottle(db, config, clock, 'operator-login');

  async function startSession(operatorId: string): Promise<string> {
    const { sessionId, row } = newSession(clock.now(), OPERATOR_SESSION_ABSOLUTE_MS);
    await repo.insertSession(db, { ...row, operator_id: operatorId });
    return sessionId;
  }

  const requireOperator = (operatorId: string) => operatorById(db, operatorId);

  return {
    async signin(email, password, ip, previousSessionId) {
      const actor = { operatorId: null, email: email.toLowerCase(), ip };
      // Counted before judged: the attempt is a failure until the password proves right (login-throttle.ts).
      const locked = async () => {
        await audit.record(actor, 'operator.signin_failed', null, { after: { reason: 'locked' } });
        return new ApiError(423, 'USER_LOCKED_OUT');
      };
      const reservation = await throttle.reserve(email);
      if (!reservation) throw await locked();
      const row = await repo.findOperatorByEmail(db, email);
      // Unknown addresses verify against a dummy hash: same answer, same work, same time.
      const ok = await verifyPassword(row?.password_hash ?? (await dummyPasswordHash()), password);
      if (!row || !ok || row.disabled_at !== null) {
        await audit.record(actor, 'operator.signin_failed', null);
        throw new ApiError(400, 'INVALID_USER_OR_EMAIL');
      }
      if (!(await throttle.release(email, reservation))) throw await locked();
      if (previousSessionId) await repo.revokeSession(db, sha256Hex(previousSessionId), clock.now());
      const sessionId = await startSession(row.operator_id);
      await repo.updateOperator(db, row.operator_id, { last_signin_at: clock.now() }, clock.now());
      await audit.record(
        { operatorId: row.operator_id, email: row.email, ip },
        'operator.signin',
        `operator:${row.operator_id}`,
      );
      return { operator: toOperator(await requireOperator(row.operator_id)), sessionId };
    },

    async resolve(sessionId) {
      if (!sessionId || sessionId.length > 128) return null;
      const sessionHash = sha256Hex(sessionId);
      const session = await repo.findSession(db, sessionHash);
      if (!session || session.disabled_at !== null) return null;
      const now = clock.now();
      const liveness = sessionLiveness(session, now, OPERATOR_SESSION_IDLE_MS);
      if (liveness === 'dead') return null;
      if (liveness === 'touch') await repo.touchSession(db, sessionHash, now);
      const row = await requireOperator(session.operator_id);
      return {
        operatorId: row.operator_id,
        email: row.email,
        role: row.role,
        mustChangePassword: row.must_change_password,
        sessionHash,
      };
    },

    async signout(context, ip) {
      await repo.revokeSession(db, context.sessionHash, clock.now());
      await audit.record(
        { operatorId: context.operatorId, email: context.email, ip },
        'operator.signout',
        `operator:${context.operatorId}`,
      );
    },

    async changePassword(context, currentPassword, newPassword, ip) {
      const row = await requireOperator(context.operatorId);
      if (!(await verifyPassword(row.password_hash, currentPassword))) {
        throw new ApiError(400, 'INVALID_CURRENT_PASSWORD');
      }
      const passwordHash = await hashPassword(newPassword);
      const now = clock.now();
      await db.transaction().execute(async (tx) => {
        await repo.updateOperator(
          tx,
          row.operator_id,
          { password_hash: passwordHash, must_change_password: false },
          now,
        );
        // Every other session of the operator ends; this one goes on.
        await repo.revokeOperatorSessions(tx, row.operator_id, now, context.sessionHash);
        await audit.record(
          { operatorId: row.operator_id, email: row.email, ip },
          'operator.password_changed',
          `operator:${row.operator_id}`,
          {},
          tx,
        );
      });
      return toOperator(await requireOperator(row.operator_id));
    },

    async me(context) {
      return toOperator(await requireOperator(context.operatorId));
    },

    ensureFirstOperator: () => ensureFirstOperator(deps),
    list: (page, perPage) => listOperators(db, page, perPage),
    create: (actor, input) => createOperator(deps, actor, input),
    update: (actor, operatorId, change) => updateOperator(deps, actor, operatorId, change),
  };
}
