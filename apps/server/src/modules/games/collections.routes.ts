import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COLLECTION_PATHS,
  collectionCreateRequestSchema,
  collectionIdParamsSchema,
  collectionUpdateRequestSchema,
  collectionsQuerySchema,
  collectionsResponseSchema,
  listQuerySchema,
  operatorCollectionSchema,
  operatorCollectionsResponseSchema,
} from '@casino/contract';
import { ApiError } from '../../errors.ts';
import { errorResponses, noStore } from '../../plugins/route-helpers.ts';
import type { AuditService } from '../operator/operator.audit.ts';
import { actorOf, OPERATOR_ERRORS, type OperatorGuards } from '../operator/operator.plugin.ts';
import { operatorResourceRoutes } from '../operator/operator.resources.ts';
import type { CollectionsAdmin } from './collections.admin.ts';
import type { CollectionsService } from './collections.service.ts';

/** Issue 29: the home page's rows, public like the catalogue they list. */
export const collectionsRoutes: FastifyPluginAsyncZod<{ service: CollectionsService }> = async (
  app,
  { service },
) => {
  app.get(
    COLLECTION_PATHS.list,
    {
      schema: {
        querystring: collectionsQuerySchema,
        response: { 200: collectionsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=10').header('vary', 'channel');
      return service.list(request.query.language);
    },
  );
};

/** The console's collections: list, create, rename, reorder, change games or rule, delete — audited. */
export const collectionsOperatorRoutes: FastifyPluginAsyncZod<{
  guards: OperatorGuards;
  admin: CollectionsAdmin;
  audit: AuditService;
}> = async (app, { guards, admin, audit }) => {
  noStore(app);
  const guard = guards.require('games.manage');
  const target = (id: number) => `collection:${id}`;
  const found = <T>(value: T | undefined): T => {
    if (value === undefined) throw new ApiError(404, 'NOT_FOUND');
    return value;
  };

  operatorResourceRoutes(app, {
    guard,
    paths: { list: COLLECTION_PATHS.operatorList, item: COLLECTION_PATHS.operatorOne },
    schemas: {
      query: listQuerySchema,
      params: collectionIdParamsSchema,
      create: collectionCreateRequestSchema,
      update: collectionUpdateRequestSchema,
      list: operatorCollectionsResponseSchema,
      item: operatorCollectionSchema,
    },
    createdStatus: 201,
    async list({ page, perPage }) {
      const all = await admin.list();
      return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
    },
    async create(body, actor) {
      const created = await admin.create(body);
      await audit.record(actor, 'collection.created', target(created.id), { after: created });
      return created;
    },
    async get({ id }) {
      return found(await admin.get(id));
    },
    async update({ id }, body, actor) {
      const changed = found(await admin.update(id, body));
      await audit.record(actor, 'collection.updated', target(id), changed);
      return changed.after;
    },
  });

  app.delete(
    COLLECTION_PATHS.operatorOne,
    {
      preHandler: guard,
      schema: {
        params: collectionIdParamsSchema,
        response: { 200: operatorCollectionSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => {
      const removed = found(await admin.remove(request.params.id));
      await audit.record(actorOf(request), 'collection.deleted', target(removed.id), { before: removed });
      return removed;
    },
  );
};
