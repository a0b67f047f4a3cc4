import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OPERATOR_RESPONSIBLE_PLAY_PATHS,
  RESPONSIBLE_PLAY_PATHS,
  liftRequestSchema,
  limitsRequestSchema,
  limitsResponseSchema,
  operatorExclusionRequestSchema,
  operatorResponsiblePlaySchema,
  playSessionSummarySchema,
  realityCheckRequestSchema,
  responsiblePlayReportQuerySchema,
  responsiblePlayReportResponseSchema,
  responsiblePlayStatusSchema,
  selfExclusionRequestSchema,
  takeBreakRequestSchema,
} from '@casino/contract';
import { byAccount, type LimitsService, type RateRule } from '../limits/limits.service.ts';
import type { AuditService } from '../operator/operator.audit.ts';
import { actorOf, OPERATOR_ERRORS, type OperatorGuards } from '../operator/operator.plugin.ts';
import { errorResponses, noStore } from '../../plugins/route-helpers.ts';
import type { ResponsiblePlayService } from './responsible-play.service.ts';

const ERRORS = errorResponses(400, 401, 409, 429);

/** Password-confirmed posts (break, exclusion, lift): few per account, as a password guess would be. */
export const RP_CONFIRM_RULE: RateRule = { name: 'rp-confirm-account', max: 10, windowMs: 15 * 60_000 };

/** The player's responsible-play settings, session summary, break, exclusion and lift request. */
export const responsiblePlayRoutes: FastifyPluginAsyncZod<{
  service: ResponsiblePlayService;
  limits: LimitsService;
}> = async (app, { service, limits }) => {
  noStore(app);
  const confirm = limits.guard(RP_CONFIRM_RULE, byAccount);
  const player = (request: { session: { accountId: string } | null }) => request.session!.accountId;

  app.get(
    RESPONSIBLE_PLAY_PATHS.limits,
    { onRequest: app.requireSession, schema: { response: { 200: limitsResponseSchema, ...ERRORS } } },
    async (request) => service.limits(player(request)),
  );
  app.put(
    RESPONSIBLE_PLAY_PATHS.limits,
    {
      onRequest: app.requireSession,
      schema: { body: limitsRequestSchema, response: { 200: limitsResponseSchema, ...ERRORS } },
    },
    async (request) => service.setLimits(player(request), request.body),
  );
  app.put(
    RESPONSIBLE_PLAY_PATHS.realityCheck,
    {
      onRequest: app.requireSession,
      schema: { body: realityCheckRequestSchema, response: { 200: responsiblePlayStatusSchema, ...ERRORS } },
    },
    async (request) => service.setRealityCheck(player(request), request.body.intervalMinutes),
  );
  app.get(
    RESPONSIBLE_PLAY_PATHS.session,
    { onRequest: app.requireSession, schema: { response: { 200: playSessionSummarySchema, ...ERRORS } } },
    async (request) => service.session(player(request), request.session!.startedAt),
  );
  app.get(
    RESPONSIBLE_PLAY_PATHS.status,
    { onRequest: app.requireSession, schema: { response: { 200: responsiblePlayStatusSchema, ...ERRORS } } },
    async (request) => service.status(player(request)),
  );
  app.post(
    RESPONSIBLE_PLAY_PATHS.takeBreak,
    {
      onRequest: app.requireSession,
      preHandler: confirm,
      schema: { body: takeBreakRequestSchema, response: { 200: responsiblePlayStatusSchema, ...ERRORS } },
    },
    async (request) => service.takeBreak(player(request), request.body.days, request.body.password),
  );
  app.post(
    RESPONSIBLE_PLAY_PATHS.selfExclusion,
    {
      onRequest: app.requireSession,
      preHandler: confirm,
      schema: { body: selfExclusionRequestSchema, response: { 200: responsiblePlayStatusSchema, ...ERRORS } },
    },
    async (request) => service.selfExclude(player(request), request.body.period, request.body.password),
  );
  app.post(
    RESPONSIBLE_PLAY_PATHS.liftRequest,
    {
      onRequest: app.requireSession,
      preHandler: confirm,
      schema: { body: liftRequestSchema, response: { 200: responsiblePlayStatusSchema, ...ERRORS } },
    },
    async (request) => service.requestLift(player(request), request.body.password),
  );
};

const accountParamsSchema = z.object({ accountId: z.uuid() });

/** The console: a player's responsible play with history, an exclusion on request, the report (audited). */
export const responsiblePlayOperatorRoutes: FastifyPluginAsyncZod<{
  service: ResponsiblePlayService;
  guards: OperatorGuards;
  audit: AuditService;
}> = async (app, { service, guards, audit }) => {
  noStore(app);
  const read = guards.require('responsiblePlay.read');

  app.get(
    OPERATOR_RESPONSIBLE_PLAY_PATHS.player,
    {
      preHandler: read,
      schema: {
        params: accountParamsSchema,
        response: { 200: operatorResponsiblePlaySchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => {
      const view = await service.operatorView(request.params.accountId);
      await audit.record(
        actorOf(request),
        'player.responsible_play_viewed',
        `player:${request.params.accountId}`,
      );
      return view;
    },
  );

  app.post(
    OPERATOR_RESPONSIBLE_PLAY_PATHS.playerExclusion,
    {
      preHandler: guards.require('responsiblePlay.exclude'),
      schema: {
        params: accountParamsSchema,
        body: operatorExclusionRequestSchema,
        response: { 200: operatorResponsiblePlaySchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => {
      const { accountId } = request.params;
      const actor = actorOf(request);
      await service.operatorExclude(
        accountId,
        request.body.period,
        request.body.note,
        { operatorId: actor.operatorId, label: `operator:${actor.email ?? actor.operatorId ?? '?'}` },
        (tx) =>
          audit.record(
            actor,
            'player.self_exclusion_applied',
            `player:${accountId}`,
            { after: request.body },
            tx,
          ),
      );
      return service.operatorView(accountId);
    },
  );

  app.get(
    OPERATOR_RESPONSIBLE_PLAY_PATHS.report,
    {
      preHandler: read,
      schema: {
        querystring: responsiblePlayReportQuerySchema,
        response: { 200: responsiblePlayReportResponseSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => {
      const report = await service.report(request.query);
      await audit.record(actorOf(request), 'responsible_play.report_viewed', null, { after: request.query });
      return report;
    },
  );
};
