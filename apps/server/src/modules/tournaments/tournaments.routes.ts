import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PLAYER_TOKEN_HEADER,
  TOURNAMENT_PATHS,
  errorResponseSchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  tournamentListResponseSchema,
  tournamentRefParamsSchema,
  tournamentViewSchema,
} from '@casino/contract';
import type { FastifyRequest } from 'fastify';
import { RULES, type LimitsService } from '../limits/limits.service.ts';
import type { TournamentsService } from './tournaments.service.ts';

const ERRORS = { 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema };

function playerToken(request: FastifyRequest): string | undefined {
  const value = request.headers[PLAYER_TOKEN_HEADER];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The lobby's reads (the launcher's frame calls them from our own origin). Public: tournaments are
 * shown to everyone; the leaderboard marks the player's own rank when a player token (GET
 * /auth/get-player-token, SPEC §7) comes in the x-player-token header. A bad or expired token is
 * treated as no token (the lobby asks for a fresh one).
 */
export const tournamentsRoutes: FastifyPluginAsyncZod<{
  service: TournamentsService;
  limits: LimitsService;
  verifyPlayerToken(token: string): Promise<{ accountId: string } | null>;
}> = async (app, { service, limits, verifyPlayerToken }) => {
  app.get(
    TOURNAMENT_PATHS.list,
    { schema: { response: { 200: tournamentListResponseSchema, ...ERRORS } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { tournaments: await service.list() };
    },
  );

  app.get(
    TOURNAMENT_PATHS.detail,
    { schema: { params: tournamentRefParamsSchema, response: { 200: tournamentViewSchema, ...ERRORS } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return service.get(request.params.tournamentRef);
    },
  );

  app.get(
    TOURNAMENT_PATHS.leaderboard,
    {
      preHandler: limits.guard(RULES.tournamentTokenIp, (request) =>
        playerToken(request) ? request.ip : undefined,
      ),
      schema: {
        params: tournamentRefParamsSchema,
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const token = playerToken(request);
      const verified = token ? await verifyPlayerToken(token) : null;
      return service.leaderboard(request.params.tournamentRef, {
        ...request.query,
        ...(verified ? { accountId: verified.accountId } : {}),
      });
    },
  );
};
