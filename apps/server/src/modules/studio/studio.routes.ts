import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LAUNCH_PATHS,
  errorResponseSchema,
  studioRoundRequestSchema,
  studioRoundResponseSchema,
  studioSessionRequestSchema,
  studioSessionResponseSchema,
} from '@casino/contract';
import { byIp, RULES, type LimitsService } from '../limits/limits.service.ts';
import type { StudioService } from './studio.service.ts';

const ERRORS = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  429: errorResponseSchema,
} as const;

/**
 * The API of our game clients (apps/games): open a game session from a launch token, play rounds in
 * it. The game session id is the credential (no site cookie needed): like an outside provider's
 * session, it keeps working for its 4 hours even after the player signs out of the site.
 */
export const studioRoutes: FastifyPluginAsyncZod<{ service: StudioService; limits: LimitsService }> = async (
  app,
  { service, limits },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    LAUNCH_PATHS.studioSession,
    {
      preHandler: limits.guard(RULES.studioSessionIp, byIp),
      schema: { body: studioSessionRequestSchema, response: { 200: studioSessionResponseSchema, ...ERRORS } },
    },
    async (request) => service.openSession(request.body.launchToken),
  );

  app.post(
    LAUNCH_PATHS.studioRound,
    {
      preHandler: limits.guard(RULES.studioRoundIp, byIp),
      schema: { body: studioRoundRequestSchema, response: { 200: studioRoundResponseSchema, ...ERRORS } },
    },
    async (request) => service.playRound(request.body),
  );
};
