import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  analyticsEventsRequestSchema,
  analyticsEventsResponseSchema,
  errorResponseSchema,
} from '@casino/contract';
import type { AnalyticsService } from './analytics.service.ts';

export const analyticsRoutes: FastifyPluginAsyncZod<{ service: AnalyticsService }> = async (
  app,
  { service },
) => {
  app.post(
    API_PATHS.analyticsEvents,
    {
      // Anonymous writes: a per-client cap keeps one client from filling the table.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
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
      const result = await service.record(request.channelCode, request.body.events);
      return reply.code(202).send(result);
    },
  );
};
