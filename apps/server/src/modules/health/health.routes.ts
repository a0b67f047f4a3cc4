import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  errorResponseSchema,
  healthResponseSchema,
  livenessResponseSchema,
  readinessResponseSchema,
} from '@casino/contract';
import type { HealthService } from './health.service.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ service: HealthService }> = async (app, { service }) => {
  app.get(
    API_PATHS.health,
    {
      // Load balancers probe without the CHANNEL header (docs/decisions/002-channel-header.md).
      config: { channelHeader: 'optional' },
      schema: { response: { 200: healthResponseSchema, 503: errorResponseSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.check();
    },
  );

  // Probes for an orchestrator: live = the process answers; ready = it may take traffic.
  app.get(
    API_PATHS.healthLive,
    {
      config: { channelHeader: 'optional' },
      schema: { response: { 200: livenessResponseSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.live();
    },
  );

  app.get(
    API_PATHS.healthReady,
    {
      config: { channelHeader: 'optional' },
      schema: { response: { 200: readinessResponseSchema, 503: errorResponseSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.ready();
    },
  );
};
