import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RAFFLE_PATHS,
  currentRaffleResponseSchema,
  errorResponseSchema,
  nextQuickRaffleResponseSchema,
  raffleHistoryNewResponseSchema,
  raffleHistoryResponseSchema,
  raffleIdParamsSchema,
  rafflePromotionalListResponseSchema,
  raffleResultsSchema,
} from '@casino/contract';
import type { RafflesService } from './raffles.service.ts';

const ERRORS = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema } as const;

/**
 * The player's raffle paths of SPEC §7 (login; never cached: tickets change with every bet) and the
 * public results of a raffle (anyone may verify a draw; cached briefly once final).
 */
export const raffleRoutes: FastifyPluginAsyncZod<{ service: RafflesService }> = async (app, { service }) => {
  await app.register(async (player) => {
    player.addHook('onRequest', app.requireSession);
    player.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const schema = <T>(ok: T) => ({ schema: { response: { 200: ok, ...ERRORS } } });
    player.get(RAFFLE_PATHS.currentRaffle, schema(currentRaffleResponseSchema), (request) =>
      service.current(request.session!.accountId),
    );
    player.get(RAFFLE_PATHS.nextQuickRaffle, schema(nextQuickRaffleResponseSchema), (request) =>
      service.nextQuick(request.session!.accountId),
    );
    player.get(RAFFLE_PATHS.raffleHistory, schema(raffleHistoryResponseSchema), (request) =>
      service.history(request.session!.accountId),
    );
    player.get(RAFFLE_PATHS.raffleHistoryNew, schema(raffleHistoryNewResponseSchema), (request) =>
      service.historyNew(request.session!.accountId),
    );
    player.get(RAFFLE_PATHS.rafflePromotionalList, schema(rafflePromotionalListResponseSchema), (request) =>
      service.promotionalList(request.session!.accountId),
    );
  });

  app.get(
    RAFFLE_PATHS.raffleResults,
    {
      schema: {
        params: raffleIdParamsSchema,
        response: { 200: raffleResultsSchema, ...ERRORS, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const results = await service.results(request.params.raffleId);
      reply.header('cache-control', results.serverSeed ? 'public, max-age=60' : 'no-store');
      return results;
    },
  );
};
