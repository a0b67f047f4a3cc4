import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BET_ROUND_PATHS,
  BONUS_PATHS,
  claimRefillResponseSchema,
  loginCalendarSchema,
  refillStatusSchema,
  WALLET_PATHS,
  betRoundDetailSchema,
  betRoundListSchema,
  betRoundParamsSchema,
  betRoundsQuerySchema,
  balanceResponseSchema,
  betHistoryQuerySchema,
  claimBonusResponseSchema,
  claimDailyBonusResponseSchema,
  transactionListSchema,
} from '@casino/contract';
import { byAccount, RULES, type LimitsService } from '../limits/limits.service.ts';
import type { BetRoundsService } from './player-wallet/bet-history.service.ts';
import type { WalletService } from './wallet.service.ts';
import { errorResponses, noStore } from '../../plugins/route-helpers.ts';

const ERRORS = errorResponses(400, 401, 409, 415, 429);
const REFILL_ERRORS = errorResponses(400, 401, 403, 409, 415, 429);
const ROUND_ERRORS = errorResponses(400, 401, 404, 415, 429);

/**
 * The player's wallet (SPEC §7): /balance, /claimDailyBonus, /claimBonus, /get-bet-history (the
 * ledger), and the bet history as rounds (/bet-history/rounds, contract bet-rounds.ts). Every route
 * needs a signed-in player; answers are never cached (they change with every movement).
 */
export const walletRoutes: FastifyPluginAsyncZod<{
  service: WalletService;
  rounds: BetRoundsService;
  limits: LimitsService;
}> = async (app, { service, rounds, limits }) => {
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

  app.get(
    BONUS_PATHS.loginCalendar,
    { schema: { response: { 200: loginCalendarSchema, ...ERRORS } } },
    async (request) => service.loginCalendar(request.session!.accountId),
  );

  app.get(
    BONUS_PATHS.refill,
    { schema: { response: { 200: refillStatusSchema, ...REFILL_ERRORS } } },
    async (request) => service.refillStatus(request.session!.accountId),
  );

  app.post(
    BONUS_PATHS.claimRefill,
    { preHandler: claimLimit, schema: { response: { 200: claimRefillResponseSchema, ...REFILL_ERRORS } } },
    async (request) => service.claimRefill(request.session!.accountId),
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

  app.get(
    BET_ROUND_PATHS.rounds,
    { schema: { querystring: betRoundsQuerySchema, response: { 200: betRoundListSchema, ...ROUND_ERRORS } } },
    async (request) => rounds.rounds(request.session!.accountId, request.query),
  );

  app.get(
    BET_ROUND_PATHS.round,
    { schema: { params: betRoundParamsSchema, response: { 200: betRoundDetailSchema, ...ROUND_ERRORS } } },
    async (request) =>
      rounds.round(request.session!.accountId, request.params.provider, request.params.roundId),
  );
};
