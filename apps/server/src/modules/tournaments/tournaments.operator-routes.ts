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
import { OPERATOR_ERRORS } from '../operator/operator.plugin.ts';
import type { TournamentsService } from './tournaments.service.ts';

/** The back office's tournaments: list, create, edit (before the start), cancel, leaderboard. */
export const tournamentsOperatorRoutes: FastifyPluginAsyncZod<{
  guards: OperatorGuards;
  service: TournamentsService;
}> = async (app, { guards, service }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const guard = guards.require('tournaments.manage');

  app.get(
    OPERATOR_TOURNAMENT_PATHS.list,
    {
      preHandler: guard,
      schema: {
        querystring: operatorTournamentsQuerySchema,
        response: { 200: operatorTournamentListSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => service.operatorList(request.query),
  );

  app.post(
    OPERATOR_TOURNAMENT_PATHS.list,
    {
      preHandler: guard,
      schema: {
        body: tournamentInputSchema,
        response: { 201: operatorTournamentSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return service.create(request.body, actorOf(request));
    },
  );

  app.get(
    OPERATOR_TOURNAMENT_PATHS.item,
    {
      preHandler: guard,
      schema: {
        params: tournamentIdParamsSchema,
        response: { 200: operatorTournamentSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => service.operatorGet(request.params.tournamentId),
  );

  app.put(
    OPERATOR_TOURNAMENT_PATHS.item,
    {
      preHandler: guard,
      schema: {
        params: tournamentIdParamsSchema,
        body: tournamentInputSchema,
        response: { 200: operatorTournamentSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => service.update(request.params.tournamentId, request.body, actorOf(request)),
  );

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
