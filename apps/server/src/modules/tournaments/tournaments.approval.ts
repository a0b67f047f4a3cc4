import { prizeTableLiability, type PrizeTier } from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { ApprovalsService } from '../approvals/approvals.service.ts';
import type { AuditService } from '../operator/operator.audit.ts';
import type { TournamentRow } from './tournaments.table.ts';

/**
 * The approval gate of tournament prizes (issue 24, docs/security.md "Separation of duties"), kept apart
 * from scoring and settlement: the prize table is the tournament's coin-paying terms; settlement pays only
 * a table finance/admin approved, and cancels (pays nothing) a tournament whose table is not approved
 * when it ends.
 */
export function tournamentSubject(row: {
  tournament_id: unknown;
  tournament_ref: string;
  prizes: PrizeTier[];
}) {
  return {
    kind: 'tournament' as const,
    subjectId: String(row.tournament_id),
    label: row.tournament_ref,
    terms: { prizes: row.prizes },
    liability: prizeTableLiability(row.prizes),
  };
}

export interface PrizeGateDeps {
  db: Db;
  clock: Clock;
  approvals: Pick<ApprovalsService, 'verdict'>;
  audit: Pick<AuditService, 'record'>;
}

/**
 * True when `row` may be settled. An ACTIVE tournament whose prize table is not the approved one is
 * cancelled instead (conditionally: an operator's cancel or another process may have been first) and
 * audited as done by the system; a SETTLING one was approved when it was claimed.
 */
export async function prizesApprovedOrCancel(
  deps: PrizeGateDeps,
  row: TournamentRow,
  now: Date,
): Promise<boolean> {
  if (row.state !== 'ACTIVE') return true;
  const subject = tournamentSubject(row);
  if (
    (await deps.approvals.verdict(deps.db, subject.kind, subject.subjectId, subject.terms)) === 'APPROVED'
  ) {
    return true;
  }
  await deps.db.transaction().execute(async (tx) => {
    const cancelled = await tx
      .updateTable('tournaments')
      .set({ state: 'CANCELLED', cancelled_at: now, updated_at: now })
      .where('tournament_id', '=', Number(row.tournament_id))
      .where('state', '=', 'ACTIVE')
      .executeTakeFirst();
    if (Number(cancelled.numUpdatedRows) === 0) return;
    await deps.audit.record(
      { operatorId: null, email: 'system:settlement', ip: null },
      'tournament.cancelled',
      `tournament:${String(row.tournament_id)}`,
      { after: { reason: 'prizes not approved' } },
      tx,
    );
  });
  return false;
}
