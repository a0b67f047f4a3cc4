import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LAUNCH_PATHS,
  launchDemoQuerySchema,
  launchGameQuerySchema,
  launchResponseSchema,
  launchSportsbookQuerySchema,
} from '@casino/contract';
import { ApiError } from '../../errors.ts';
import { byAccount, byIp, RULES, type LimitsService } from '../limits/limits.service.ts';
import type { LaunchService } from './launch.service.ts';
import { isAllowedLobbyUrl, requestOrigin } from './lobby-url.ts';
import { errorResponses, noStore } from '../../plugins/route-helpers.ts';

const ERRORS = errorResponses(400, 401, 404, 429, 503);

/** SPEC §7 /launchgame (signed-in) and /launch-demo (anyone): `{ url }` of the game to frame. */
export const launchRoutes: FastifyPluginAsyncZod<{
  service: LaunchService;
  limits: LimitsService;
  /** Origins a lobbyUrl may point to besides the request's own (lobby-url.ts). */
  lobbyOrigins: ReadonlySet<string>;
  /** The channel's maintenence flag (switched in the back office): no new game starts while it is on. */
  isMaintenance: () => Promise<boolean>;
}> = async (app, { service, limits, lobbyOrigins, isMaintenance }) => {
  app.addHook('preHandler', async () => {
    if (await isMaintenance()) throw new ApiError(503, 'MAINTENANCE');
  });
  /** An open redirect otherwise: 400 for a lobbyUrl outside our origins. */
  const checkLobbyUrl = async (request: { query: { lobbyUrl: string }; protocol: string; host: string }) => {
    if (!isAllowedLobbyUrl(request.query.lobbyUrl, requestOrigin(request), lobbyOrigins))
      throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
  };

  // A launch URL carries a fresh token: never cache it.
  noStore(app);

  app.get(
    LAUNCH_PATHS.launchGame,
    {
      onRequest: app.requireSession,
      preHandler: [limits.guard(RULES.launchAccount, byAccount), checkLobbyUrl],
      schema: { querystring: launchGameQuerySchema, response: { 200: launchResponseSchema, ...ERRORS } },
    },
    async (request) => service.launchGame(request.session!.accountId, request.query),
  );

  app.get(
    LAUNCH_PATHS.launchSportsbook,
    {
      onRequest: app.requireSession,
      preHandler: [limits.guard(RULES.launchAccount, byAccount), checkLobbyUrl],
      schema: {
        querystring: launchSportsbookQuerySchema,
        response: { 200: launchResponseSchema, ...ERRORS },
      },
    },
    async (request) => service.launchSportsbook(request.session!.accountId, request.query),
  );

  app.get(
    LAUNCH_PATHS.launchDemo,
    {
      preHandler: [limits.guard(RULES.launchDemoIp, byIp), checkLobbyUrl],
      schema: { querystring: launchDemoQuerySchema, response: { 200: launchResponseSchema, ...ERRORS } },
    },
    async (request) => {
      const { gameCode, language, lobbyUrl } = request.query;
      return service.launchDemo({ gameCode, language, lobbyUrl });
    },
  );
};
