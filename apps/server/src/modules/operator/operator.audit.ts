import type { AuditAction, AuditEntry, AuditQuery, OperatorRole } from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import * as repo from './operator.repository.ts';

/** Who did it: the signed-in operator (null for a failed sign-in), and from where. */
export interface Actor {
  operatorId: string | null;
  email: string | null;
  ip: string | null;
  /** The operator's role when signed in (separation of duties decides by it). */
  role?: OperatorRole;
}

export interface AuditService {
  /** Appends a row (in `tx` when given, so it commits or rolls back with the change it describes). */
  record(
    actor: Actor,
    action: AuditAction,
    target: string | null,
    change?: { before?: unknown; after?: unknown },
    tx?: DbOrTx,
  ): Promise<void>;
  list(query: AuditQuery): Promise<{ data: AuditEntry[]; total: number }>;
}

const startOfDay = (day: string) => new Date(`${day}T00:00:00+09:00`);

/** The audit log: append-only in the database (a trigger), and nothing here updates or deletes. */
export function createAuditService(db: Db, clock: Clock): AuditService {
  return {
    async record(actor, action, target, change = {}, tx = db) {
      await repo.insertAudit(tx, {
        operator_id: actor.operatorId,
        operator_email: actor.email,
        action,
        target,
        before: change.before ?? null,
        after: change.after ?? null,
        ip: actor.ip,
        created_at: clock.now(),
      });
    },

    async list(query) {
      // Days are Asia/Tokyo days, like the reports; `to` includes its whole day.
      const to = query.to ? new Date(startOfDay(query.to).getTime() + 86_400_000) : undefined;
      const { rows, total } = await repo.listAudit(
        db,
        {
          action: query.action,
          operatorId: query.operatorId,
          target: query.target,
          from: query.from ? startOfDay(query.from) : undefined,
          to,
        },
        query.perPage,
        (query.page - 1) * query.perPage,
        query.order === 'ASC',
      );
      return {
        data: rows.map((r) => ({
          id: String(r.audit_id),
          createdDate: new Date(r.created_at).toISOString(),
          operatorId: r.operator_id,
          operatorEmail: r.operator_email,
          action: r.action as AuditAction,
          target: r.target,
          before: r.before ?? null,
          after: r.after ?? null,
          ip: r.ip,
        })),
        total,
      };
    },
  };
}
