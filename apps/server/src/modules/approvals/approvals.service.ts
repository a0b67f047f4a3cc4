import {
  DEFAULT_FOUR_EYES_THRESHOLD,
  approvalIdOf,
  operatorCan,
  type Approval,
  type ApprovalDecision,
  type ApprovalKind,
  type ApprovalListQuery,
  type ApprovalSettings,
  type ApprovalStatus,
} from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { Actor, AuditService } from '../operator/operator.audit.ts';
import * as repo from './approvals.repository.ts';
import type { MoneyApprovalRow } from './approvals.table.ts';

/** The coin-paying terms of one promo code, tournament, raffle or the quick schedule. */
export interface ApprovalSubject {
  kind: ApprovalKind;
  subjectId: string;
  label: string;
  terms: Record<string, unknown>;
  /** The most coins the terms can pay (contract: promoCodeLiability, prizeTableLiability…). */
  liability: number;
}

/** Who proposes: a signed-in operator, or the server itself (`seed`, `migration`…), which approves. */
export type Proposer = Actor | { system: string };

/**
 * What a payment may do: APPROVED — pay the terms given; PENDING — wait for a decision; REFUSED —
 * never (rejected, never proposed, or approved terms other than these).
 */
export type Verdict = 'APPROVED' | 'PENDING' | 'REFUSED';

export interface ApprovalsService {
  /**
   * Records `subject`'s terms in the caller's transaction. Same terms as the current proposal: nothing
   * changes (a text edit keeps the decision). New terms: a new revision, APPROVED at once only when the
   * proposer holds `approvals.decide` and the liability is at most the four-eyes threshold (or the
   * proposer is the system), else PENDING. Audited (approval.proposed, approval.approved).
   */
  propose(tx: DbOrTx, by: Proposer, subject: ApprovalSubject): Promise<Approval>;
  /**
   * A subject made from an approved one (a recurring tournament's next occurrence, a quick raffle of
   * the schedule): APPROVED by the system when `parent`'s terms are approved, else PENDING.
   */
  inherit(
    tx: DbOrTx,
    parent: { kind: ApprovalKind; subjectId: string; terms: Record<string, unknown> },
    subject: ApprovalSubject,
  ): Promise<Approval>;
  verdict(
    db: DbOrTx,
    kind: ApprovalKind,
    subjectId: string,
    terms: Record<string, unknown>,
  ): Promise<Verdict>;
  list(query: ApprovalListQuery): Promise<{ data: Approval[]; total: number }>;
  get(approvalId: string): Promise<Approval>;
  /**
   * Approves or rejects the PENDING `revision` (409 APPROVAL_STALE otherwise) of another operator's
   * proposal (403 APPROVAL_OWN_PROPOSAL for one's own), audited. Route guard: approvals.decide.
   */
  decide(actor: Actor, approvalId: string, approve: boolean, decision: ApprovalDecision): Promise<Approval>;
  settings(): Promise<ApprovalSettings>;
  updateSettings(actor: Actor, fourEyesThreshold: number): Promise<ApprovalSettings>;
  /**
   * Terms that take effect only once approved (issue 30: the bonus terms, a mission's terms): `apply`
   * writes them, in the approval's own transaction, when a proposal of `kind` is approved — at once
   * (within the proposer's threshold) or by a second operator. One applier per kind (wiring).
   */
  onApproved(kind: ApprovalKind, apply: ApplyApproved): void;
}

/**
 * Writes approved terms into their owner's tables, in the approval's transaction. What it returns, if
 * anything, runs once that transaction has committed (e.g. telling other processes on the event bus:
 * told earlier, they could re-read the old terms and keep them). Within `propose` the transaction is
 * the caller's, which tells after its own commit.
 */
export type ApplyApproved = (tx: DbOrTx, approval: Approval) => Promise<void | (() => void)>;

/** JSON with object keys sorted: jsonb reorders keys, so terms compare by this. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const sameTerms = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

const SYSTEM: Actor = { operatorId: null, email: 'system', ip: null };

function toApproval(row: MoneyApprovalRow): Approval {
  return {
    id: approvalIdOf(row.kind, row.subject_id),
    kind: row.kind,
    subjectId: row.subject_id,
    label: row.label,
    terms: row.terms,
    liability: Number(row.liability),
    status: row.status,
    revision: row.revision,
    proposedBy: row.proposed_by,
    proposedById: row.proposed_by_id,
    proposedDate: new Date(row.proposed_at).toISOString(),
    decidedBy: row.decided_by,
    decidedDate: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    reason: row.reason,
    needsSecondOperator: row.needs_second,
  };
}

function parseId(approvalId: string): { kind: ApprovalKind; subjectId: string } {
  const at = approvalId.indexOf(':');
  return { kind: approvalId.slice(0, at) as ApprovalKind, subjectId: approvalId.slice(at + 1) };
}

const nameOf = (actor: Actor) => actor.email ?? actor.operatorId ?? 'unknown';

interface Deps {
  db: Db;
  clock: Clock;
  audit: AuditService;
}

const target = (kind: ApprovalKind, subjectId: string) => `approval:${approvalIdOf(kind, subjectId)}`;

async function threshold(tx: DbOrTx): Promise<number> {
  const value = await repo.readThreshold(tx);
  return Number.isFinite(value) ? value : DEFAULT_FOUR_EYES_THRESHOLD;
}

async function verdictOf(
  tx: DbOrTx,
  kind: ApprovalKind,
  subjectId: string,
  terms: Record<string, unknown>,
): Promise<Verdict> {
  const row = await repo.findApproval(tx, kind, subjectId);
  if (!row || !sameTerms(row.terms, terms)) return 'REFUSED';
  return row.status === 'REJECTED' ? 'REFUSED' : row.status;
}

/** Writes a new revision of `subject`'s proposal and audits it (and its approval when approved at once). */
async function saveProposal(
  { clock, audit }: Deps,
  tx: DbOrTx,
  subject: ApprovalSubject,
  previous: MoneyApprovalRow | undefined,
  who: { actor: Actor; name: string; id: string | null },
  decision: { status: ApprovalStatus; needsSecond: boolean; reason: string | null },
): Promise<Approval> {
  const now = clock.now();
  const decided = decision.status !== 'PENDING';
  const row = await repo.saveApproval(tx, {
    kind: subject.kind,
    subject_id: subject.subjectId,
    label: subject.label,
    terms: JSON.stringify(subject.terms),
    liability: subject.liability,
    status: decision.status,
    revision: (previous?.revision ?? 0) + 1,
    needs_second: decision.needsSecond,
    proposed_by_id: who.id,
    proposed_by: who.name,
    proposed_at: now,
    decided_by_id: decided ? who.id : null,
    decided_by: decided ? who.name : null,
    decided_at: decided ? now : null,
    reason: decision.reason,
  });
  const approval = toApproval(row);
  const at = target(subject.kind, subject.subjectId);
  const proposal = { terms: subject.terms, liability: subject.liability, revision: approval.revision };
  const before = previous ? toApproval(previous) : undefined;
  await audit.record(who.actor, 'approval.proposed', at, { before, after: proposal }, tx);
  if (decided) {
    const after = { ...proposal, reason: decision.reason };
    await audit.record(who.actor, 'approval.approved', at, { after }, tx);
  }
  return approval;
}

/** A decision on the PENDING revision `revision` of another operator's proposal, audited. */
async function decideProposal(
  { db, clock, audit, appliers }: Deps & { appliers: Map<ApprovalKind, ApplyApproved> },
  actor: Actor,
  approvalId: string,
  approve: boolean,
  { revision, reason }: ApprovalDecision,
): Promise<Approval> {
  const { kind, subjectId } = parseId(approvalId);
  const onCommit: { run?: void | (() => void) } = {};
  const decided = await db.transaction().execute(async (tx) => {
    const row = await repo.lockApproval(tx, kind, subjectId);
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    if (row.status !== 'PENDING' || row.revision !== revision) throw new ApiError(409, 'APPROVAL_STALE');
    // Four eyes: whoever proposed these terms never decides them, whatever their role.
    if (row.proposed_by_id !== null && row.proposed_by_id === actor.operatorId) {
      throw new ApiError(403, 'APPROVAL_OWN_PROPOSAL');
    }
    const decided = await repo.decideApproval(tx, kind, subjectId, revision, {
      status: approve ? 'APPROVED' : 'REJECTED',
      decided_by_id: actor.operatorId,
      decided_by: nameOf(actor),
      decided_at: clock.now(),
      reason: reason === '' ? null : reason,
    });
    if (!decided) throw new ApiError(409, 'APPROVAL_STALE');
    const after = toApproval(decided);
    if (approve) onCommit.run = await appliers.get(kind)?.(tx, after);
    const before = { status: row.status, revision, terms: row.terms, liability: Number(row.liability) };
    const action = approve ? 'approval.approved' : 'approval.rejected';
    await audit.record(
      actor,
      action,
      target(kind, subjectId),
      { before, after: { status: after.status, reason: after.reason } },
      tx,
    );
    return after;
  });
  onCommit.run?.();
  return decided;
}

export function createApprovalsService(deps: Deps): ApprovalsService {
  const { db, clock, audit } = deps;
  const appliers = new Map<ApprovalKind, ApplyApproved>();
  /** Applies terms approved at once (the system's, or within the proposer's threshold). */
  const applied = async (tx: DbOrTx, approval: Approval) => {
    if (approval.status === 'APPROVED') await appliers.get(approval.kind)?.(tx, approval);
    return approval;
  };
  const system = (name: string) => ({ actor: { ...SYSTEM, email: name }, name, id: null });
  return {
    async propose(tx, by, subject) {
      const previous = await repo.lockApproval(tx, subject.kind, subject.subjectId);
      if (previous && sameTerms(previous.terms, subject.terms)) {
        if (previous.label !== subject.label) {
          await repo.updateLabel(tx, subject.kind, subject.subjectId, subject.label);
        }
        return toApproval({ ...previous, label: subject.label });
      }
      if ('system' in by) {
        const decision = { status: 'APPROVED' as const, needsSecond: false, reason: by.system };
        return applied(
          tx,
          await saveProposal(deps, tx, subject, previous, system(`system:${by.system}`), decision),
        );
      }
      const holdsMoney = by.role !== undefined && operatorCan(by.role, 'approvals.decide');
      const needsSecond = !holdsMoney || subject.liability > (await threshold(tx));
      const who = { actor: by, name: nameOf(by), id: by.operatorId };
      const decision = needsSecond
        ? { status: 'PENDING' as const, needsSecond, reason: null }
        : { status: 'APPROVED' as const, needsSecond, reason: 'within threshold' };
      return applied(tx, await saveProposal(deps, tx, subject, previous, who, decision));
    },

    async inherit(tx, parent, subject) {
      const approved = (await verdictOf(tx, parent.kind, parent.subjectId, parent.terms)) === 'APPROVED';
      const parentId = approvalIdOf(parent.kind, parent.subjectId);
      const previous = await repo.lockApproval(tx, subject.kind, subject.subjectId);
      const decision = approved
        ? { status: 'APPROVED' as const, needsSecond: false, reason: `as ${parentId}` }
        : { status: 'PENDING' as const, needsSecond: true, reason: null };
      return saveProposal(deps, tx, subject, previous, system(`system:${parentId}`), decision);
    },

    verdict: verdictOf,

    async list(query) {
      const { rows, total } = await repo.listApprovals(
        db,
        { status: query.status, kind: query.kind },
        query.perPage,
        (query.page - 1) * query.perPage,
        query.order === 'ASC',
      );
      return { data: rows.map(toApproval), total };
    },

    async get(approvalId) {
      const { kind, subjectId } = parseId(approvalId);
      const row = await repo.findApproval(db, kind, subjectId);
      if (!row) throw new ApiError(404, 'NOT_FOUND');
      return toApproval(row);
    },

    decide: (actor, approvalId, approve, decision) =>
      decideProposal({ ...deps, appliers }, actor, approvalId, approve, decision),

    onApproved(kind, apply) {
      if (appliers.has(kind)) throw new Error(`approvals: ${kind} has an applier already`);
      appliers.set(kind, apply);
    },

    async settings() {
      return { id: 'money', fourEyesThreshold: await threshold(db) };
    },

    async updateSettings(actor, fourEyesThreshold) {
      return db.transaction().execute(async (tx) => {
        const before = { fourEyesThreshold: await threshold(tx) };
        await repo.writeThreshold(tx, fourEyesThreshold, clock.now(), nameOf(actor));
        const after = { id: 'money' as const, fourEyesThreshold };
        await audit.record(actor, 'approval.settings_updated', 'approval-settings', { before, after }, tx);
        return after;
      });
    },
  };
}
