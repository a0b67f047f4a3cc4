import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  WALLET_PATHS,
  balanceResponseSchema,
  betHistoryQuerySchema,
  claimBonusResponseSchema,
  claimDailyBonusResponseSchema,
  transactionListSchema,
} from '@casino/contract';
import { byAccount, RULES, type LimitsService } from '../limits/limits.service.ts';
import type { WalletService } from './wallet.service.ts';
import { errorResponses, noStore } from '../../plugins/route-helpers.ts';

const ERRORS = errorResponses(400, 401, 409, 415, 429);

/**
 * The player's wallet (SPEC §7): /balance, /claimDailyBonus, /claimBonus, /get-bet-history. Every
 * route needs a signed-in player; answers are never cached (they change with every movement).
 */
export const walletRoutes: FastifyPluginAsyncZod<{ service: WalletService; limits: LimitsService }> = async (
  app,
  { service, limits },
) => {
  app.addHook('onRequest', app.requireSession);
  noStore(app);
  const claimLimit = limits.guard(RULES.claimBonusAccount, byAccount);

  app.get(
    WALLET_PATHS.balance,
    { schema: { response: { 200: balanceResponseSchema, ...ERRORS } } },
    async (request) => service.getPlayerBalance(request.session!.accountId),
  );

  app.post(
    WALLET_PATHS.claimDailyBonus,
    { preHandler: claimLimit, schema: { response: { 200: claimDailyBonusResponseSchema, ...ERRORS } } },
    async (request) => service.claimDailyBonus(request.session!.accountId),
  );

  app.post(
    WALLET_PATHS.claimBonus,
    { preHandler: claimLimit, schema: { response: { 200: claimBonusResponseSchema, ...ERRORS } } },
    async (request) => service.claimBonus(request.session!.accountId),
  );

  app.get(
    WALLET_PATHS.betHistory,
    { schema: { querystring: betHistoryQuerySchema, response: { 200: transactionListSchema, ...ERRORS } } },
    async (request) => service.history(request.session!.accountId, request.query.page),
  );
};
