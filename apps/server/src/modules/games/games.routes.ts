import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, errorResponseSchema, gamesQuerySchema, gamesResponseSchema } from '@casino/contract';
import type { GamesService } from './games.service.ts';

export const gamesRoutes: FastifyPluginAsyncZod<{ service: GamesService }> = async (app, { service }) => {
  app.get(
    API_PATHS.games,
    {
      schema: {
        querystring: gamesQuerySchema,
        response: { 200: gamesResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const games = await service.listGames(request.query);
      // The site treats the list as fresh for 10 s (SPEC §9); caches may do the same.
      reply.header('cache-control', 'public, max-age=10').header('vary', 'channel');
      return games;
    },
  );
};
