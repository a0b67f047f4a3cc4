import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OPERATOR_TOURNAMENT_PATHS,
  leaderboardResponseSchema,
  operatorTournamentListSchema,
  operatorTournamentSchema,
  operatorTournamentsQuerySchema,
  tournamentIdParamsSchema,
  tournamentInputSchema,
} from '@casino/contract';
import { actorOf, type OperatorGuards } from '../operator/operator.plugin.ts';
import { noStore } from '../../plugins/route-helpers.ts';
import { OPERATOR_ERRORS } from '../operator/operator.plugin.ts';
import { operatorResourceRoutes } from '../operator/operator.resources.ts';
import type { TournamentsService } from './tournaments.service.ts';

/** The back office's tournaments: list, create, edit (before the start), cancel, leaderboard. */
export const tournamentsOperatorRoutes: FastifyPluginAsyncZod<{
  guards: OperatorGuards;
  service: TournamentsService;
}> = async (app, { guards, service }) => {
  noStore(app);
  const guard = guards.require('tournaments.manage');

  operatorResourceRoutes(app, {
    guard,
    paths: { list: OPERATOR_TOURNAMENT_PATHS.list, item: OPERATOR_TOURNAMENT_PATHS.item },
    schemas: {
      query: operatorTournamentsQuerySchema,
      params: tournamentIdParamsSchema,
      create: tournamentInputSchema,
      update: tournamentInputSchema,
      list: operatorTournamentListSchema,
      item: operatorTournamentSchema,
    },
    createdStatus: 201,
    updateMethod: 'PUT',
    list: (query) => service.operatorList(query),
    create: (body, actor) => service.create(body, actor),
    get: (params) => service.operatorGet(params.tournamentId),
    update: (params, body, actor) => service.update(params.tournamentId, body, actor),
  });

  app.post(
    OPERATOR_TOURNAMENT_PATHS.cancel,
    {
      preHandler: guard,
      schema: {
        params: tournamentIdParamsSchema,
        response: { 200: operatorTournamentSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => service.cancel(request.params.tournamentId, actorOf(request)),
  );

  app.get(
    OPERATOR_TOURNAMENT_PATHS.leaderboard,
    {
      preHandler: guard,
      schema: {
        params: tournamentIdParamsSchema,
        response: { 200: leaderboardResponseSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => service.operatorLeaderboard(request.params.tournamentId),
  );
};
