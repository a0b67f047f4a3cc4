import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountIdParamsSchema,
  adjustmentRequestSchema,
  adjustmentResponseSchema,
  ledgerResponseSchema,
  listQuerySchema,
  OPERATOR_PATHS,
  type OperatorPermission,
  playerDetailSchema,
  playersQuerySchema,
  playersResponseSchema,
  revokeSessionsRequestSchema,
  revokeSessionsResponseSchema,
  roundsResponseSchema,
  sessionsResponseSchema,
  testerRequestSchema,
  testerResponseSchema,
} from '@casino/contract';
import { OPERATOR_ERRORS, actorOf, type OperatorGuards } from './operator.plugin.ts';
import type { OperatorPlayersService } from './operator-players.service.ts';
import type { z } from 'zod';
import { NO_CONTENT, noStore } from '../../plugins/route-helpers.ts';

/** The back office's player pages: search, profile, ledger, rounds, sessions, and the actions on them. */
export const operatorPlayersRoutes: FastifyPluginAsyncZod<{
  guards: OperatorGuards;
  players: OperatorPlayersService;
}> = async (app, { guards, players }) => {
  noStore(app);
  const pageOf = (query: { page: number; perPage: number }) => ({ page: query.page, perPage: query.perPage });

  app.get(
    OPERATOR_PATHS.players,
    {
      preHandler: guards.require('players.read'),
      schema: {
        querystring: playersQuerySchema,
        response: { 200: playersResponseSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => players.search(request.query),
  );

  app.get(
    OPERATOR_PATHS.player,
    {
      preHandler: guards.require('players.read'),
      schema: { params: accountIdParamsSchema, response: { 200: playerDetailSchema, ...OPERATOR_ERRORS } },
    },
    async (request) => players.get(request.params.accountId),
  );

  /** The player's histories (ledger, rounds, sessions): one page at a time, the same params and errors. */
  const history = <Page extends z.ZodType>(permission: OperatorPermission, response: Page) => ({
    preHandler: guards.require(permission),
    schema: {
      params: accountIdParamsSchema,
      querystring: listQuerySchema,
      response: { 200: response, ...OPERATOR_ERRORS },
    },
  });

  app.get(OPERATOR_PATHS.playerLedger, history('players.read', ledgerResponseSchema), async (request) =>
    players.ledger(request.params.accountId, pageOf(request.query)),
  );
  app.get(OPERATOR_PATHS.playerRounds, history('players.read', roundsResponseSchema), async (request) =>
    players.rounds(request.params.accountId, pageOf(request.query)),
  );
  app.get(
    OPERATOR_PATHS.playerSessions,
    history('players.sessions', sessionsResponseSchema),
    async (request) => players.sessions(request.params.accountId, pageOf(request.query)),
  );

  app.post(
    OPERATOR_PATHS.playerRevokeSessions,
    {
      preHandler: guards.require('players.sessions'),
      schema: {
        params: accountIdParamsSchema,
        body: revokeSessionsRequestSchema,
        response: { 200: revokeSessionsResponseSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) =>
      players.revokeSessions(actorOf(request), request.params.accountId, request.body.sessionId),
  );

  app.post(
    OPERATOR_PATHS.playerUnlock,
    {
      preHandler: guards.require('players.unlock'),
      schema: { params: accountIdParamsSchema, response: { 204: NO_CONTENT, ...OPERATOR_ERRORS } },
    },
    async (request, reply) => {
      await players.unlock(actorOf(request), request.params.accountId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    OPERATOR_PATHS.playerTester,
    {
      preHandler: guards.require('players.tester'),
      schema: {
        params: accountIdParamsSchema,
        body: testerRequestSchema,
        response: { 200: testerResponseSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => players.setTester(actorOf(request), request.params.accountId, request.body.tester),
  );

  app.post(
    OPERATOR_PATHS.playerAdjustments,
    {
      preHandler: guards.require('players.adjust'),
      schema: {
        params: accountIdParamsSchema,
        body: adjustmentRequestSchema,
        response: { 200: adjustmentResponseSchema, 201: adjustmentResponseSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request, reply) => {
      const result = await players.adjust(actorOf(request), request.params.accountId, request.body);
      return reply.code(result.replayed ? 200 : 201).send(result);
    },
  );
};
