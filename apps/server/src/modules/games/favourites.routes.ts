import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GAME_LOBBY_PATHS, favouriteParamsSchema, gameCodeListSchema } from '@casino/contract';
import { errorResponses, noStore } from '../../plugins/route-helpers.ts';
import { byAccount, RULES, type LimitsService } from '../limits/limits.service.ts';
import type { FavouritesService } from './favourites.service.ts';

/**
 * Issue 29: the signed-in player's favourites and recently played games. PUT and DELETE are
 * idempotent (a second heart or un-heart changes nothing) and answer the list as it now is.
 */
export const favouritesRoutes: FastifyPluginAsyncZod<{
  service: FavouritesService;
  limits: LimitsService;
}> = async (app, { service, limits }) => {
  noStore(app);
  const player = (request: { session: { accountId: string } | null }) => request.session!.accountId;
  const counted = limits.guard(RULES.favouritesAccount, byAccount);

  app.get(
    GAME_LOBBY_PATHS.favourites,
    {
      onRequest: app.requireSession,
      schema: { response: { 200: gameCodeListSchema, ...errorResponses(401) } },
    },
    async (request) => service.list(player(request)),
  );
  app.put(
    GAME_LOBBY_PATHS.favourite,
    {
      onRequest: app.requireSession,
      preHandler: counted,
      schema: {
        params: favouriteParamsSchema,
        response: { 200: gameCodeListSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => service.add(player(request), request.params.gameCode),
  );
  app.delete(
    GAME_LOBBY_PATHS.favourite,
    {
      onRequest: app.requireSession,
      preHandler: counted,
      schema: {
        params: favouriteParamsSchema,
        response: { 200: gameCodeListSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => service.remove(player(request), request.params.gameCode),
  );
  app.get(
    GAME_LOBBY_PATHS.recent,
    {
      onRequest: app.requireSession,
      schema: { response: { 200: gameCodeListSchema, ...errorResponses(401) } },
    },
    async (request) => service.recent(player(request)),
  );
};
