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
import { noStore, type ZodApp } from '../../plugins/route-helpers.ts';
import { OPERATOR_ERRORS } from '../operator/operator.plugin.ts';
import { operatorResourceRoutes } from '../operator/operator.resources.ts';
import { actorOf, type OperatorGuard, type OperatorGuards } from '../operator/operator.plugin.ts';
import { operatorAuthor, type ContentService } from './content.service.ts';
import type { PromotionsService } from './promotions.service.ts';

export interface ContentOperatorRoutesOptions {
  guards: OperatorGuards;
  content: ContentService;
  promotions: PromotionsService;
}

const promoCodesQuerySchema = listQuerySchema.extend({ promotionSlug: z.string().max(80).optional() });

const P = OPERATOR_CONTENT_PATHS;

/** Pages and promotion texts: list, read, save, their versions, restore one; the Markdown preview. */
function documentRoutes(app: ZodApp, canEdit: OperatorGuard, content: ContentService) {
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
}

/** Promotions and their promo codes, edited by form (operator.resources.ts). */
function promotionRoutes(app: ZodApp, canEdit: OperatorGuard, promotions: PromotionsService) {
  operatorResourceRoutes(app, {
    guard: canEdit,
    paths: { list: P.promotions, item: P.promotion },
    schemas: {
      query: listQuerySchema,
      params: contentSlugParamsSchema,
      create: promotionCreateRequestSchema,
      update: promotionUpdateRequestSchema,
      list: operatorPromotionsResponseSchema,
      item: operatorPromotionSchema,
    },
    list: (query) => promotions.listPromotions(query.page, query.perPage),
    create: (body, actor) => promotions.createPromotion(body, actor),
    get: (params) => promotions.getOperatorPromotion(params.slug),
    update: (params, body, actor) => promotions.updatePromotion(params.slug, body, actor),
  });

  operatorResourceRoutes(app, {
    guard: canEdit,
    paths: { list: P.promoCodes, item: P.promoCode },
    schemas: {
      query: promoCodesQuerySchema,
      params: promoCodeParamsSchema,
      create: promoCodeCreateRequestSchema,
      update: promoCodeUpdateRequestSchema,
      list: operatorPromoCodesResponseSchema,
      item: operatorPromoCodeSchema,
    },
    list: (query) => promotions.listPromoCodes(query.promotionSlug, query.page, query.perPage),
    create: (body, actor) => promotions.createPromoCode(body, actor),
    get: (params) => promotions.getPromoCode(params.code),
    update: (params, body, actor) => promotions.updatePromoCode(params.code, body, actor),
  });
}

/**
 * The back office's content screens (role `content` or `admin`): pages and promotion texts with their
 * versions, a Markdown preview, promotions and promo codes. Every change is audited by the services.
 */
export const contentOperatorRoutes: FastifyPluginAsyncZod<ContentOperatorRoutesOptions> = async (
  app,
  { guards, content, promotions },
) => {
  const canEdit = guards.require('content.manage');
  noStore(app);
  documentRoutes(app, canEdit, content);
  promotionRoutes(app, canEdit, promotions);
};
