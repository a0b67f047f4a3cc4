import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LAUNCH_PATHS,
  errorResponseSchema,
  launchDemoQuerySchema,
  launchGameQuerySchema,
  launchResponseSchema,
} from '@casino/contract';
import { ApiError } from '../../errors.ts';
import { byAccount, byIp, RULES, type LimitsService } from '../limits/limits.service.ts';
import type { LaunchService } from './launch.service.ts';

const ERRORS = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
} as const;

/** SPEC §7 /launchgame (signed-in) and /launch-demo (anyone): `{ url }` of the game to frame. */
export const launchRoutes: FastifyPluginAsyncZod<{
  service: LaunchService;
  limits: LimitsService;
  /** The channel's maintenence flag (switched in the back office): no new game starts while it is on. */
  isMaintenance: () => Promise<boolean>;
}> = async (app, { service, limits, isMaintenance }) => {
  app.addHook('preHandler', async () => {
    if (await isMaintenance()) throw new ApiError(503, 'MAINTENANCE');
  });

  // A launch URL carries a fresh token: never cache it.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    LAUNCH_PATHS.launchGame,
    {
      onRequest: app.requireSession,
      preHandler: limits.guard(RULES.launchAccount, byAccount),
      schema: { querystring: launchGameQuerySchema, response: { 200: launchResponseSchema, ...ERRORS } },
    },
    async (request) => service.launchGame(request.session!.accountId, request.query),
  );

  app.get(
    LAUNCH_PATHS.launchDemo,
    {
      preHandler: limits.guard(RULES.launchDemoIp, byIp),
      schema: { querystring: launchDemoQuerySchema, response: { 200: launchResponseSchema, ...ERRORS } },
    },
    async (request) => {
      const { gameCode, language, lobbyUrl } = request.query;
      return service.launchDemo({ gameCode, language, lobbyUrl });
    },
  );
};
