import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_PATHS,
  contentPageResponseSchema,
  contentQuerySchema,
  contentSlugParamsSchema,
  errorResponseSchema,
  promotionResponseSchema,
  redeemPromoCodeRequestSchema,
  redeemPromoCodeResponseSchema,
  runningPromotionsResponseSchema,
} from '@casino/contract';
import { noStore } from '../../plugins/route-helpers.ts';
import { byAccount, type LimitsService, type RateRule } from '../limits/limits.service.ts';
import type { ContentService } from './content.service.ts';
import type { PromoCodesService } from './promo-codes.service.ts';
import type { PromotionsService } from './promotions.service.ts';

const ERRORS = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  415: errorResponseSchema,
  429: errorResponseSchema,
} as const;

/**
 * A promo code is a secret of sorts (a guessed one pays): a player may try 10 codes in 10 minutes,
 * which makes guessing useless and never bothers a person typing one.
 */
export const PROMO_REDEEM_RULE: RateRule = { name: 'promo-redeem-account', max: 10, windowMs: 10 * 60_000 };

export interface ContentRoutesOptions {
  content: ContentService;
  promotions: PromotionsService;
  promoCodes: PromoCodesService;
  limits: LimitsService;
}

/**
 * The site's reads of the content store and a player's promo-code redemption. Page and promotion
 * answers are not cached by browsers or proxies: an operator's edit shows on the next navigation.
 */
export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, options) => {
  const { content, promotions, promoCodes, limits } = options;
  noStore(app);

  app.get(
    CONTENT_PATHS.page,
    {
      schema: {
        params: contentSlugParamsSchema,
        querystring: contentQuerySchema,
        response: { 200: contentPageResponseSchema, ...ERRORS },
      },
    },
    async (request) => content.getPage(request.params.slug, request.query.language),
  );

  app.get(
    CONTENT_PATHS.promotions,
    {
      schema: {
        querystring: contentQuerySchema,
        response: { 200: runningPromotionsResponseSchema, ...ERRORS },
      },
    },
    async (request) => promotions.runningPromotions(request.query.language),
  );

  app.get(
    CONTENT_PATHS.promotion,
    {
      schema: {
        params: contentSlugParamsSchema,
        querystring: contentQuerySchema,
        response: { 200: promotionResponseSchema, ...ERRORS },
      },
    },
    async (request) => promotions.getPromotion(request.params.slug, request.query.language),
  );

  app.post(
    CONTENT_PATHS.redeemPromoCode,
    {
      onRequest: app.requireSession,
      preHandler: limits.guard(PROMO_REDEEM_RULE, byAccount),
      schema: {
        body: redeemPromoCodeRequestSchema,
        response: { 200: redeemPromoCodeResponseSchema, ...ERRORS },
      },
    },
    async (request) => promoCodes.redeemPromoCode(request.session!.accountId, request.body.code),
  );
};
