import { quickScheduleLiability, rafflePrizesLiability } from '@casino/contract';
import type { ApprovalsService } from '../approvals/approvals.service.ts';

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
