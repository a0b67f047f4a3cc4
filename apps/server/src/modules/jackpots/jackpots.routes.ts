import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  JACKPOT_PATHS,
  OPERATOR_JACKPOT_PATHS,
  jackpotIdParamsSchema,
  jackpotsResponseSchema,
  listQuerySchema,
  operatorJackpotSchema,
  operatorJackpotsResponseSchema,
  operatorJackpotUpdateSchema,
} from '@casino/contract';
import { noStore } from '../../plugins/route-helpers.ts';
import type { AuditService } from '../operator/operator.audit.ts';
import { actorOf, OPERATOR_ERRORS, type OperatorGuards } from '../operator/operator.plugin.ts';
import type { JackpotsService } from './jackpots.service.ts';

/** GET /jackpots: the pools now (public; the meters poll it and listen for the live `jackpot` event). */
export const jackpotsRoutes: FastifyPluginAsyncZod<{ service: JackpotsService }> = async (
  app,
  { service },
) => {
  app.get(
    JACKPOT_PATHS.list,
    { schema: { response: { 200: jackpotsResponseSchema } } },
    async (_request, reply) => {
      // Answered from a one-second cache here; a shared cache may keep it as long.
      reply.header('cache-control', 'public, max-age=1');
      return service.list();
    },
  );
};

/**
 * The console's pools: list, read, change (admin: `games.manage`, as the titles' maths is theirs).
 * Every change is audited with its before and after; `onChanged` tells every process (the bus).
 */
export const jackpotsOperatorRoutes: FastifyPluginAsyncZod<{
  guards: OperatorGuards;
  service: JackpotsService;
  audit: AuditService;
  onChanged: (jackpotId: string) => void;
}> = async (app, { guards, service, audit, onChanged }) => {
  noStore(app);
  const guard = guards.require('games.manage');
  app.get(
    OPERATOR_JACKPOT_PATHS.list,
    {
      preHandler: guard,
      schema: {
        querystring: listQuerySchema,
        response: { 200: operatorJackpotsResponseSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const all = await service.operatorList();
      return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
    },
  );
  app.get(
    OPERATOR_JACKPOT_PATHS.item,
    {
      preHandler: guard,
      schema: {
        params: jackpotIdParamsSchema,
        response: { 200: operatorJackpotSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => service.operatorGet(request.params.jackpotId),
  );
  app.patch(
    OPERATOR_JACKPOT_PATHS.item,
    {
      preHandler: guard,
      schema: {
        params: jackpotIdParamsSchema,
        body: operatorJackpotUpdateSchema,
        response: { 200: operatorJackpotSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => {
      const { jackpotId } = request.params;
      const changed = await service.operatorUpdate(jackpotId, request.body);
      await audit.record(actorOf(request), 'jackpot.updated', `jackpot:${jackpotId}`, changed);
      onChanged(jackpotId);
      return changed.after;
    },
  );
};
