import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  GAME_LOBBY_PATHS,
  errorResponseSchema,
  gameSearchQuerySchema,
  gameSearchResponseSchema,
  gamesQuerySchema,
  gamesResponseSchema,
} from '@casino/contract';
import { sendCompressed } from '../../plugins/compressed-body.ts';
import { errorResponses } from '../../plugins/route-helpers.ts';
import { byIp, RULES, type LimitsService } from '../limits/limits.service.ts';
import type { GamesService } from './games.service.ts';

export const gamesRoutes: FastifyPluginAsyncZod<{ service: GamesService; limits: LimitsService }> = async (
  app,
  { service, limits },
) => {
  app.get(
    API_PATHS.games,
    {
      schema: {
        querystring: gamesQuerySchema,
        response: { 200: gamesResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // The body was checked against gamesResponseSchema and serialized when the catalogue was loaded:
      // bytes go out as they are (no per-request serialization, which cost most of this route).
      const body = await service.listGamesBody(request.query);
      // The site treats the list as fresh for 10 s (SPEC §9); caches may do the same.
      reply.header('cache-control', 'public, max-age=10').header('vary', 'channel');
      reply.type('application/json; charset=utf-8');
      return sendCompressed(request, reply, body);
    },
  );

  // Issue 29: search while typing. Public like the catalogue it searches, and counted per address.
  app.get(
    GAME_LOBBY_PATHS.search,
    {
      preHandler: limits.guard(RULES.gameSearchIp, byIp),
      schema: {
        querystring: gameSearchQuerySchema,
        response: { 200: gameSearchResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=10').header('vary', 'channel');
      return service.search(request.query);
    },
  );
};
