import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_PATHS, errorResponseSchema } from '@casino/contract';
import type { AdjustableClock } from '../../clock.ts';
import type { JobRunner } from './jobs.runner.ts';

const clockBodySchema = z.object({
  /** At most a year at a time. */
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(366 * 24 * 3_600_000),
});
const clockResponseSchema = z.object({ now: z.string() });

/**
 * Test-only routes (app.ts registers them with NODE_ENV=test only; elsewhere the paths are 404):
 * browser tests move the server's clock past a raffle's draw or a tournament's end and run the
 * scheduled jobs at once instead of waiting for their timers.
 */
export const devJobRoutes: FastifyPluginAsyncZod<{ clock: AdjustableClock; jobs: JobRunner }> = async (
  app,
  { clock, jobs },
) => {
  app.post(
    AUTH_PATHS.devClock,
    { schema: { body: clockBodySchema, response: { 200: clockResponseSchema, 400: errorResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      clock.advance(request.body.advanceMs);
      return { now: clock.now().toISOString() };
    },
  );
  app.post(
    AUTH_PATHS.devRunJobs,
    { schema: { response: { 200: clockResponseSchema } } },
    async (_r, reply) => {
      reply.header('cache-control', 'no-store');
      await jobs.runOnce();
      return { now: clock.now().toISOString() };
    },
  );
};
