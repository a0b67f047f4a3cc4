import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BONUS_TERMS_SUBJECT,
  OPERATOR_BONUS_PATHS,
  approvalIdOf,
  bonusSettingsInputSchema,
  bonusSettingsSchema,
  bonusTermsLiability,
  type BonusSettingsInput,
} from '@casino/contract';
import type { Db } from '../../db/database.ts';
import { noStore } from '../../plugins/route-helpers.ts';
import type { ApprovalsService } from '../approvals/approvals.service.ts';
import type { AuditService } from '../operator/operator.audit.ts';
import { actorOf, OPERATOR_ERRORS, type OperatorGuards } from '../operator/operator.plugin.ts';
import type { WalletService } from './wallet.service.ts';

/** The approval subject of a proposal of bonus terms (liability: one player's most coins in a day). */
export function bonusTermsSubject(input: BonusSettingsInput, dailyAmount: number) {
  return {
    kind: 'bonus_terms' as const,
    subjectId: BONUS_TERMS_SUBJECT,
    label: 'login calendar and refill',
    terms: { ...input },
    liability: bonusTermsLiability(input, dailyAmount),
  };
}

/**
 * The console's bonus terms (issue 30): the login calendar's multipliers and the refill's amount,
 * threshold and interval. Who reads players reads them (`players.read`); a money role proposes a change
 * (`players.adjust`: admin, finance, as for coin adjustments). Four eyes (modules/approvals, kind
 * `bonus_terms`): the terms take effect when approved — at once within the proposer's threshold, else
 * when another finance/admin operator approves them (the approvals' applier writes them, wiring);
 * until then the terms paid stay the approved ones and `pendingApprovalId` names the waiting proposal.
 * A change applied at once is audited as `bonus_settings.updated` with the old and new terms.
 */
export const bonusSettingsOperatorRoutes: FastifyPluginAsyncZod<{
  guards: OperatorGuards;
  wallet: WalletService;
  audit: AuditService;
  db: Db;
  approvals: Pick<ApprovalsService, 'propose' | 'get'>;
}> = async (app, { guards, wallet, audit, db, approvals }) => {
  noStore(app);
  const approvalId = approvalIdOf('bonus_terms', BONUS_TERMS_SUBJECT);
  async function current() {
    const terms = await wallet.bonusTerms();
    const waiting = await approvals.get(approvalId).catch(() => undefined);
    return { ...terms, pendingApprovalId: waiting?.status === 'PENDING' ? approvalId : null };
  }

  app.get(
    OPERATOR_BONUS_PATHS.settings,
    {
      preHandler: guards.require('players.read'),
      schema: { response: { 200: bonusSettingsSchema, ...OPERATOR_ERRORS } },
    },
    async () => current(),
  );
  app.put(
    OPERATOR_BONUS_PATHS.settings,
    {
      preHandler: guards.require('players.adjust'),
      schema: { body: bonusSettingsInputSchema, response: { 200: bonusSettingsSchema, ...OPERATOR_ERRORS } },
    },
    async (request) => {
      const actor = actorOf(request);
      const before = await wallet.bonusTerms();
      const subject = bonusTermsSubject(request.body, before.dailyAmount);
      const approval = await db.transaction().execute(async (tx) => {
        const proposed = await approvals.propose(tx, actor, subject);
        if (proposed.status === 'APPROVED') {
          await audit.record(
            actor,
            'bonus_settings.updated',
            'bonus-settings',
            {
              before: {
                calendarPct: before.calendarPct,
                refillAmount: before.refillAmount,
                refillBelow: before.refillBelow,
                refillIntervalHours: before.refillIntervalHours,
              },
              after: request.body,
            },
            tx,
          );
        }
        return proposed;
      });
      return { ...(await current()), pendingApprovalId: approval.status === 'PENDING' ? approvalId : null };
    },
  );
};
