import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OPERATOR_RAFFLE_PATHS,
  operatorRaffleEntryListSchema,
  operatorRaffleListQuerySchema,
  operatorRaffleListSchema,
  operatorRaffleSchema,
  quickRaffleScheduleSchema,
  raffleIdParamsSchema,
  raffleInputSchema,
} from '@casino/contract';
import { z } from 'zod';
import type { AuditService } from '../operator/operator.audit.ts';
import { actorOf, type OperatorGuards } from '../operator/operator.plugin.ts';
import { OPERATOR_ERRORS } from '../operator/operator.plugin.ts';
import type { RafflesAdmin } from './raffles.admin.ts';

/** The back office's raffles (`{API}/operator/raffles…`): every change is audited. */
export const operatorRaffleRoutes: FastifyPluginAsyncZod<{
  guards: OperatorGuards;
  admin: RafflesAdmin;
  audit: AuditService;
}> = async (app, { guards, admin, audit }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const read = guards.require('raffles.read');
  const manage = guards.require('raffles.manage');
  const target = (raffleId: number) => `raffle:${raffleId}`;

  app.get(
    OPERATOR_RAFFLE_PATHS.raffles,
    {
      preHandler: read,
      schema: {
        querystring: operatorRaffleListQuerySchema,
        response: { 200: operatorRaffleListSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => admin.list(request.query.page, request.query.perPage),
  );

  app.post(
    OPERATOR_RAFFLE_PATHS.raffles,
    {
      preHandler: manage,
      schema: { body: raffleInputSchema, response: { 201: operatorRaffleSchema, ...OPERATOR_ERRORS } },
    },
    async (request, reply) => {
      const raffle = await admin.create(request.body, actorOf(request));
      await audit.record(actorOf(request), 'raffle.created', target(raffle.id), { after: request.body });
      return reply.code(201).send(raffle);
    },
  );

  app.get(
    OPERATOR_RAFFLE_PATHS.raffle,
    {
      preHandler: read,
      schema: { params: raffleIdParamsSchema, response: { 200: operatorRaffleSchema, ...OPERATOR_ERRORS } },
    },
    async (request) => admin.get(request.params.raffleId),
  );

  app.put(
    OPERATOR_RAFFLE_PATHS.raffle,
    {
      preHandler: manage,
      schema: {
        params: raffleIdParamsSchema,
        body: raffleInputSchema,
        response: { 200: operatorRaffleSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => {
      const { before, after } = await admin.update(request.params.raffleId, request.body, actorOf(request));
      await audit.record(actorOf(request), 'raffle.updated', target(after.id), {
        before,
        after: request.body,
      });
      return after;
    },
  );

  app.post(
    OPERATOR_RAFFLE_PATHS.cancel,
    {
      preHandler: manage,
      schema: { params: raffleIdParamsSchema, response: { 200: operatorRaffleSchema, ...OPERATOR_ERRORS } },
    },
    async (request) => {
      const raffle = await admin.cancel(request.params.raffleId);
      await audit.record(actorOf(request), 'raffle.cancelled', target(raffle.id));
      return raffle;
    },
  );

  app.get(
    OPERATOR_RAFFLE_PATHS.entries,
    {
      preHandler: read,
      schema: {
        params: raffleIdParamsSchema,
        querystring: operatorRaffleListQuerySchema,
        response: { 200: operatorRaffleEntryListSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => admin.entries(request.params.raffleId, request.query.page, request.query.perPage),
  );

  app.get(
    OPERATOR_RAFFLE_PATHS.quickSchedule,
    {
      preHandler: read,
      schema: { response: { 200: quickRaffleScheduleSchema.nullable(), ...OPERATOR_ERRORS } },
    },
    async () => admin.quickSchedule(),
  );

  app.put(
    OPERATOR_RAFFLE_PATHS.quickSchedule,
    {
      preHandler: manage,
      schema: {
        body: quickRaffleScheduleSchema,
        response: { 200: quickRaffleScheduleSchema, ...OPERATOR_ERRORS, 204: z.null() },
      },
    },
    async (request) => {
      const before = await admin.quickSchedule();
      await admin.saveQuickSchedule(request.body, actorOf(request));
      await audit.record(actorOf(request), 'raffle.quick_schedule_updated', 'raffle-quick-schedule', {
        before,
        after: request.body,
      });
      return request.body;
    },
  );
};
