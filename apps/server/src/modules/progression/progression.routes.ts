import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OPERATOR_PROGRESSION_PATHS,
  PROGRESSION_PATHS,
  giftClaimResponseSchema,
  levelClaimResponseSchema,
  operatorPlayerProgressionSchema,
  operatorProgressionParamsSchema,
  progressionRulesSchema,
  progressionSchema,
} from '@casino/contract';
import { errorResponses, noStore } from '../../plugins/route-helpers.ts';
import { byAccount, RULES, type LimitsService } from '../limits/limits.service.ts';
import { OPERATOR_ERRORS, type OperatorGuards } from '../operator/operator.plugin.ts';
import type { ProgressionService } from './progression.service.ts';

/** The signed-in player's level and tier, and the claims of level rewards and the monthly gift. */
export const progressionRoutes: FastifyPluginAsyncZod<{
  service: ProgressionService;
  limits: LimitsService;
}> = async (app, { service, limits }) => {
  noStore(app);
  const player = (request: { session: { accountId: string } | null }) => request.session!.accountId;
  const counted = limits.guard(RULES.progressionAccount, byAccount);

  app.get(
    PROGRESSION_PATHS.me,
    {
      onRequest: app.requireSession,
      schema: { response: { 200: progressionSchema, ...errorResponses(401) } },
    },
    async (request) => service.progression(player(request)),
  );
  app.post(
    PROGRESSION_PATHS.claimLevels,
    {
      onRequest: app.requireSession,
      preHandler: counted,
      schema: { response: { 200: levelClaimResponseSchema, ...errorResponses(401, 403, 409, 429) } },
    },
    async (request) => service.claimLevels(player(request)),
  );
  app.post(
    PROGRESSION_PATHS.claimGift,
    {
      onRequest: app.requireSession,
      preHandler: counted,
      schema: { response: { 200: giftClaimResponseSchema, ...errorResponses(401, 403, 409, 429) } },
    },
    async (request) => service.claimMonthlyGift(player(request)),
  );
};

/** The console: one player's level, experience and tier, and the rule table (read-only). */
export const progressionOperatorRoutes: FastifyPluginAsyncZod<{
  guards: OperatorGuards;
  service: ProgressionService;
}> = async (app, { guards, service }) => {
  noStore(app);
  const guard = guards.require('players.read');
  app.get(
    OPERATOR_PROGRESSION_PATHS.rules,
    { preHandler: guard, schema: { response: { 200: progressionRulesSchema, ...OPERATOR_ERRORS } } },
    async () => service.rules(),
  );
  app.get(
    OPERATOR_PROGRESSION_PATHS.player,
    {
      preHandler: guard,
      schema: {
        params: operatorProgressionParamsSchema,
        response: { 200: operatorPlayerProgressionSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => service.operatorView(request.params.accountId),
  );
};
