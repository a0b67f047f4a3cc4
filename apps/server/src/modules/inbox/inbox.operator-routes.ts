import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OPERATOR_INBOX_PATHS,
  inboxMessageInputSchema,
  inboxMessageParamsSchema,
  operatorCan,
  operatorInboxListQuerySchema,
  operatorInboxListSchema,
  operatorInboxMessageSchema,
} from '@casino/contract';
import { ApiError } from '../../errors.ts';
import { noStore } from '../../plugins/route-helpers.ts';
import { actorOf, OPERATOR_ERRORS, type OperatorGuards } from '../operator/operator.plugin.ts';
import type { InboxService } from './inbox.service.ts';

/**
 * The back office's inbox messages: list, write (send now or schedule), read one, cancel a scheduled
 * one. Everything needs `inbox.send`; a message that carries coins needs `inbox.reward` as well
 * (money permissions, like players.adjust). Every write is audited by the service.
 */
export const inboxOperatorRoutes: FastifyPluginAsyncZod<{
  guards: OperatorGuards;
  service: InboxService;
}> = async (app, { guards, service }) => {
  noStore(app);
  const guard = guards.require('inbox.send');

  app.get(
    OPERATOR_INBOX_PATHS.list,
    {
      preHandler: guard,
      schema: {
        querystring: operatorInboxListQuerySchema,
        response: { 200: operatorInboxListSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => service.operatorList(request.query),
  );
  app.post(
    OPERATOR_INBOX_PATHS.list,
    {
      preHandler: guard,
      schema: {
        body: inboxMessageInputSchema,
        response: { 201: operatorInboxMessageSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request, reply) => {
      if (request.body.reward && !operatorCan(request.operator!.role, 'inbox.reward'))
        throw new ApiError(403, 'FORBIDDEN');
      const created = await service.create(request.body, actorOf(request));
      return reply.code(201).send(created);
    },
  );
  app.get(
    OPERATOR_INBOX_PATHS.item,
    {
      preHandler: guard,
      schema: {
        params: inboxMessageParamsSchema,
        response: { 200: operatorInboxMessageSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => service.operatorGet(request.params.messageId),
  );
  app.post(
    OPERATOR_INBOX_PATHS.cancel,
    {
      preHandler: guard,
      schema: {
        params: inboxMessageParamsSchema,
        response: { 200: operatorInboxMessageSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => service.cancel(request.params.messageId, actorOf(request)),
  );
};
