import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANALYTICS_BODY_LIMIT,
  ANALYTICS_OPERATOR_PATHS,
  API_PATHS,
  analyticsEventsRequestSchema,
  analyticsEventsResponseSchema,
  errorResponseSchema,
  pageViewsQuerySchema,
  pageViewsResponseSchema,
} from '@casino/contract';
import type { OperatorGuards } from '../operator/operator.plugin.ts';
import { OPERATOR_ERRORS } from '../operator/operator.plugin.ts';
import { byIp, RULES, type LimitsService } from '../limits/limits.service.ts';
import type { AnalyticsService } from './analytics.service.ts';

export const analyticsRoutes: FastifyPluginAsyncZod<{
  service: AnalyticsService;
  /** The account of the request's session, if any: stored instead of any id the body claims. */
  sessionAccount: (request: FastifyRequest) => Promise<string | null>;
  limits: LimitsService;
}> = async (app, { service, sessionAccount, limits }) => {
  app.post(
    API_PATHS.analyticsEvents,
    {
      // Anonymous writes (issue 24): requests per address, then events per address and per visitor
      // session, all counted in PostgreSQL so every process shares them; a small body limit keeps
      // each request small (20 events at most).
      preHandler: limits.guard(RULES.analyticsIp, byIp),
      bodyLimit: ANALYTICS_BODY_LIMIT,
      schema: {
        body: analyticsEventsRequestSchema,
        response: {
          202: analyticsEventsResponseSchema,
          400: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const accountId = await sessionAccount(request);
      const { events } = request.body;
      let allowed = await limits.take(RULES.analyticsEventsIp, request.ip, events.length);
      // The visitor session: the signed-in account, else the site's anonymous id.
      const visitor = accountId ?? events[0]?.anonymousId;
      if (visitor && allowed > 0) allowed = await limits.take(RULES.analyticsEventsVisitor, visitor, allowed);
      return reply
        .code(202)
        .send(await service.record(request.channelCode, accountId, events.slice(0, allowed)));
    },
  );
};

/** The back office's page-view report (the same table as `npm run report:pageviews`). */
export const analyticsOperatorRoutes: FastifyPluginAsyncZod<{
  service: AnalyticsService;
  guards: OperatorGuards;
}> = async (app, { service, guards }) => {
  app.get(
    ANALYTICS_OPERATOR_PATHS.pageViews,
    {
      preHandler: guards.require('analytics.read'),
      schema: {
        querystring: pageViewsQuerySchema,
        response: { 200: pageViewsResponseSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => {
      const data = await service.pageViews(request.query.days);
      return { data, total: data.length };
    },
  );
};
