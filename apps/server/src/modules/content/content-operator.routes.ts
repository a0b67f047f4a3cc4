import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_BODY_LIMIT,
  OPERATOR_CONTENT_PATHS,
  contentDocumentIdParamsSchema,
  contentDocumentSchema,
  contentDocumentsQuerySchema,
  contentDocumentsResponseSchema,
  contentPreviewRequestSchema,
  contentPreviewResponseSchema,
  contentRestoreRequestSchema,
  contentSlugParamsSchema,
  contentTextSchema,
  contentVersionsResponseSchema,
  listQuerySchema,
  operatorPromoCodeSchema,
  operatorPromoCodesResponseSchema,
  operatorPromotionSchema,
  operatorPromotionsResponseSchema,
  promoCodeCreateRequestSchema,
  promoCodeParamsSchema,
  promoCodeUpdateRequestSchema,
  promotionCreateRequestSchema,
  promotionUpdateRequestSchema,
} from '@casino/contract';
import { OPERATOR_ERRORS } from '../operator/operator.plugin.ts';
import { actorOf, type OperatorGuards } from '../operator/operator.plugin.ts';
import { operatorAuthor, type ContentService } from './content.service.ts';
import type { PromotionsService } from './promotions.service.ts';

export interface ContentOperatorRoutesOptions {
  guards: OperatorGuards;
  content: ContentService;
  promotions: PromotionsService;
}

const promoCodesQuerySchema = listQuerySchema.extend({ promotionSlug: z.string().max(80).optional() });

/**
 * The back office's content screens (role `content` or `admin`): pages and promotion texts with their
 * versions, a Markdown preview, promotions and promo codes. Every change is audited by the services.
 */
export const contentOperatorRoutes: FastifyPluginAsyncZod<ContentOperatorRoutesOptions> = async (
  app,
  { guards, content, promotions },
) => {
  const canEdit = guards.require('content.manage');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const P = OPERATOR_CONTENT_PATHS;

  app.get(
    P.documents,
    {
      preHandler: canEdit,
      schema: {
        querystring: contentDocumentsQuerySchema,
        response: { 200: contentDocumentsResponseSchema, ...OPERATOR_ERRORS },
      },
    },
    async ({ query }) =>
      content.listDocuments({ kind: query.kind, language: query.language }, query.page, query.perPage),
  );

  app.get(
    P.document,
    {
      preHandler: canEdit,
      schema: {
        params: contentDocumentIdParamsSchema,
        response: { 200: contentDocumentSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => content.getDocument(request.params.id),
  );

  app.put(
    P.document,
    {
      preHandler: canEdit,
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: {
        params: contentDocumentIdParamsSchema,
        body: contentTextSchema,
        response: { 200: contentDocumentSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) =>
      content.saveDocument(request.params.id, request.body, operatorAuthor(actorOf(request))),
  );

  app.get(
    P.documentVersions,
    {
      preHandler: canEdit,
      schema: {
        params: contentDocumentIdParamsSchema,
        querystring: listQuerySchema,
        response: { 200: contentVersionsResponseSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => content.listVersions(request.params.id, request.query.page, request.query.perPage),
  );

  app.post(
    P.documentRestore,
    {
      preHandler: canEdit,
      schema: {
        params: contentDocumentIdParamsSchema,
        body: contentRestoreRequestSchema,
        response: { 200: contentDocumentSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) =>
      content.restoreVersion(request.params.id, request.body.version, operatorAuthor(actorOf(request))),
  );

  app.post(
    P.preview,
    {
      preHandler: canEdit,
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: {
        body: contentPreviewRequestSchema,
        response: { 200: contentPreviewResponseSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => ({ html: content.render(request.body.markdown) }),
  );

  // ---- promotions ---------------------------------------------------------------------------------
  app.get(
    P.promotions,
    {
      preHandler: canEdit,
      schema: {
        querystring: listQuerySchema,
        response: { 200: operatorPromotionsResponseSchema, ...OPERATOR_ERRORS },
      },
    },
    async ({ query }) => promotions.listPromotions(query.page, query.perPage),
  );

  app.post(
    P.promotions,
    {
      preHandler: canEdit,
      schema: {
        body: promotionCreateRequestSchema,
        response: { 200: operatorPromotionSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => promotions.createPromotion(request.body, actorOf(request)),
  );

  app.get(
    P.promotion,
    {
      preHandler: canEdit,
      schema: {
        params: contentSlugParamsSchema,
        response: { 200: operatorPromotionSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => promotions.getOperatorPromotion(request.params.slug),
  );

  app.patch(
    P.promotion,
    {
      preHandler: canEdit,
      schema: {
        params: contentSlugParamsSchema,
        body: promotionUpdateRequestSchema,
        response: { 200: operatorPromotionSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => promotions.updatePromotion(request.params.slug, request.body, actorOf(request)),
  );

  // ---- promo codes --------------------------------------------------------------------------------
  app.get(
    P.promoCodes,
    {
      preHandler: canEdit,
      schema: {
        querystring: promoCodesQuerySchema,
        response: { 200: operatorPromoCodesResponseSchema, ...OPERATOR_ERRORS },
      },
    },
    async ({ query }) => promotions.listPromoCodes(query.promotionSlug, query.page, query.perPage),
  );

  app.post(
    P.promoCodes,
    {
      preHandler: canEdit,
      schema: {
        body: promoCodeCreateRequestSchema,
        response: { 200: operatorPromoCodeSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => promotions.createPromoCode(request.body, actorOf(request)),
  );

  app.get(
    P.promoCode,
    {
      preHandler: canEdit,
      schema: {
        params: promoCodeParamsSchema,
        response: { 200: operatorPromoCodeSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => promotions.getPromoCode(request.params.code),
  );

  app.patch(
    P.promoCode,
    {
      preHandler: canEdit,
      schema: {
        params: promoCodeParamsSchema,
        body: promoCodeUpdateRequestSchema,
        response: { 200: operatorPromoCodeSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => promotions.updatePromoCode(request.params.code, request.body, actorOf(request)),
  );
};
