import { quickScheduleLiability, rafflePrizesLiability } from '@casino/contract';
import type { DbOrTx } from '../../db/database.ts';
import type { ApprovalsService } from '../approvals/approvals.service.ts';
import type { AuditService } from '../operator/operator.audit.ts';
import { parsePrizes } from './raffles.mapper.ts';
import * as repo from './raffles.repository.ts';
import type { RaffleRow } from './raffles.table.ts';

/**
 * The approval gate of raffle prizes (issue 24, docs/security.md "Separation of duties"): a raffle's
 * prizes and the quick schedule's prizes and frequency are coin-paying terms. The draw pays only approved
 * prizes (a raffle not approved at its draw is cancelled, nothing paid) and the quick schedule makes no
 * raffle until its terms are approved.
 */
export type RaffleApprovals = Pick<ApprovalsService, 'propose' | 'inherit' | 'verdict'>;

/** Prizes as stored: largest first. */
export const sortedPrizes = (prizes: readonly number[]) => [...prizes].sort((a, b) => b - a);

export function raffleSubject(raffleId: number, ref: string, prizes: readonly number[]) {
  const sorted = sortedPrizes(prizes);
  return {
    kind: 'raffle' as const,
    subjectId: String(raffleId),
    label: ref,
    terms: { prizes: sorted },
    liability: rafflePrizesLiability(sorted),
  };
}

export function quickScheduleSubject(schedule: { prizes: readonly number[]; everyMinutes: number }) {
  const terms = { prizes: sortedPrizes(schedule.prizes), everyMinutes: schedule.everyMinutes };
  return {
    kind: 'quick_raffle' as const,
    subjectId: 'quick',
    label: 'quick',
    terms,
    liability: quickScheduleLiability(terms),
  };
}

/**
 * At the close (in its transaction): a raffle whose prizes are not the approved ones is cancelled
 * instead of closed, audited as the system, and never drawn or paid. True when it was not approved.
 */
export async function cancelledUnapproved(
  { approvals, audit }: { approvals: Pick<ApprovalsService, 'verdict'>; audit: Pick<AuditService, 'record'> },
  tx: DbOrTx,
  raffle: RaffleRow,
  now: Date,
): Promise<boolean> {
  const subject = raffleSubject(raffle.raffle_id, raffle.raffle_ref, parsePrizes(raffle.prizes));
  if ((await approvals.verdict(tx, subject.kind, subject.subjectId, subject.terms)) === 'APPROVED')
    return false;
  const values = { status: 'CANCELLED' as const, cancelled_at: now, updated_at: now };
  if (await repo.updateRaffle(tx, raffle.raffle_id, values, ['SCHEDULED', 'RUNNING'])) {
    const actor = { operatorId: null, email: 'system:draw', ip: null };
    const change = { after: { reason: 'prizes not approved' } };
    await audit.record(actor, 'raffle.cancelled', `raffle:${raffle.raffle_id}`, change, tx);
  }
  return true;
}
