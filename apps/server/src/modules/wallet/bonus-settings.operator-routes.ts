import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPERATOR_BONUS_PATHS, bonusSettingsInputSchema, bonusSettingsSchema } from '@casino/contract';
import type { Clock } from '../../clock.ts';
import { noStore } from '../../plugins/route-helpers.ts';
import type { AuditService } from '../operator/operator.audit.ts';
import { actorOf, OPERATOR_ERRORS, type OperatorGuards } from '../operator/operator.plugin.ts';
import type { WalletService } from './wallet.service.ts';

/**
 * The console's bonus terms (issue 30): the login calendar's multipliers and the refill's amount,
 * threshold and interval. Who reads players reads them (`players.read`); a money role changes them
 * (`players.adjust`: admin, finance, as for coin adjustments), audited as `bonus_settings.updated` with the old and new terms.
 */
export const bonusSettingsOperatorRoutes: FastifyPluginAsyncZod<{
  guards: OperatorGuards;
  wallet: WalletService;
  audit: AuditService;
  clock: Clock;
}> = async (app, { guards, wallet, audit, clock }) => {
  noStore(app);
  app.get(
    OPERATOR_BONUS_PATHS.settings,
    {
      preHandler: guards.require('players.read'),
      schema: { response: { 200: bonusSettingsSchema, ...OPERATOR_ERRORS } },
    },
    async () => wallet.bonusTerms(),
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
      const after = await wallet.updateBonusTerms(request.body, actor.email ?? 'operator', clock.now());
      await audit.record(actor, 'bonus_settings.updated', 'bonus-settings', {
        before: {
          calendarPct: before.calendarPct,
          refillAmount: before.refillAmount,
          refillBelow: before.refillBelow,
          refillIntervalHours: before.refillIntervalHours,
        },
        after: request.body,
      });
      return after;
    },
  );
};
