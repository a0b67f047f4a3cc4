import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_PATHS, errorResponseSchema, outboxResponseSchema } from '@casino/contract';
import type { Background } from '../../background.ts';
import type { OutboxService } from './outbox.service.ts';

export const outboxQuerySchema = z.object({
  to: z.string().min(1).max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * GET /dev/outbox: what the mail and SMS adapters would have sent. Registered outside production only
 * (app.ts): in production the path is an ordinary 404.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{
  service: OutboxService;
  /** Mail still being sent after its request's answer is waited for, so a reader sees it. */
  background: Pick<Background, 'drain'>;
}> = async (app, { service, background }) => {
  app.get(
    AUTH_PATHS.devOutbox,
    {
      schema: {
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await background.drain();
      return service.list(request.query);
    },
  );
};
