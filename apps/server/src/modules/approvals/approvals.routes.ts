import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OPERATOR_APPROVAL_PATHS,
  approvalDecisionSchema,
  approvalIdParamsSchema,
  approvalListQuerySchema,
  approvalListSchema,
  approvalRejectionSchema,
  approvalSchema,
  approvalSettingsSchema,
  approvalSettingsUpdateSchema,
} from '@casino/contract';
import { noStore } from '../../plugins/route-helpers.ts';
import { OPERATOR_ERRORS, actorOf, type OperatorGuards } from '../operator/operator.plugin.ts';
import type { ApprovalsService } from './approvals.service.ts';

const P = OPERATOR_APPROVAL_PATHS;

/**
 * The back office's approvals of coin-paying terms (docs/api/operator.md): the proposals with their
 * liability (approvals.read), approve or reject (approvals.decide), the four-eyes threshold
 * (read by approvals.read, changed by approvals.settings). Every decision is audited by the service.
 */
export const approvalsOperatorRoutes: FastifyPluginAsyncZod<{
  guards: OperatorGuards;
  service: ApprovalsService;
}> = async (app, { guards, service }) => {
  noStore(app);
  const read = guards.require('approvals.read');
  const decide = guards.require('approvals.decide');

  app.get(
    P.list,
    {
      preHandler: read,
      schema: {
        querystring: approvalListQuerySchema,
        response: { 200: approvalListSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    P.item,
    {
      preHandler: read,
      schema: { params: approvalIdParamsSchema, response: { 200: approvalSchema, ...OPERATOR_ERRORS } },
    },
    async (request) => service.get(request.params.approvalId),
  );

  app.post(
    P.approve,
    {
      preHandler: decide,
      schema: {
        params: approvalIdParamsSchema,
        body: approvalDecisionSchema,
        response: { 200: approvalSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => service.decide(actorOf(request), request.params.approvalId, true, request.body),
  );

  app.post(
    P.reject,
    {
      preHandler: decide,
      schema: {
        params: approvalIdParamsSchema,
        body: approvalRejectionSchema,
        response: { 200: approvalSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => service.decide(actorOf(request), request.params.approvalId, false, request.body),
  );

  app.get(
    P.settings,
    { preHandler: read, schema: { response: { 200: approvalSettingsSchema, ...OPERATOR_ERRORS } } },
    async () => service.settings(),
  );

  app.put(
    P.settings,
    {
      preHandler: guards.require('approvals.settings'),
      schema: {
        body: approvalSettingsUpdateSchema,
        response: { 200: approvalSettingsSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => service.updateSettings(actorOf(request), request.body.fourEyesThreshold),
  );
};
