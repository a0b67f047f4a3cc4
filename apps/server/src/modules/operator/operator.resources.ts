import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z, ZodTypeAny } from 'zod';
import type { ZodApp } from '../../plugins/route-helpers.ts';
import type { Actor } from './operator.audit.ts';
import { actorOf, OPERATOR_ERRORS, type OperatorGuard } from './operator.plugin.ts';

/**
 * One back-office resource edited by form: a paged list, create, read one, change one. Promotions,
 * promo codes and tournaments are all this shape; each route sits behind the same guard, answers the
 * operator error map, and hands the acting operator to the service (which audits the change).
 */
export interface OperatorResource<
  Query extends ZodTypeAny,
  Params extends ZodTypeAny,
  Create extends ZodTypeAny,
  Update extends ZodTypeAny,
  List extends ZodTypeAny,
  Item extends ZodTypeAny,
> {
  guard: OperatorGuard;
  paths: { list: string; item: string };
  schemas: { query: Query; params: Params; create: Create; update: Update; list: List; item: Item };
  /** The status of a created resource (default 200). */
  createdStatus?: 200 | 201;
  /** How a change is sent (default PATCH: a partial body). */
  updateMethod?: 'PATCH' | 'PUT';
  list(query: z.infer<Query>): Promise<z.input<List>>;
  create(body: z.infer<Create>, actor: Actor): Promise<z.input<Item>>;
  get(params: z.infer<Params>): Promise<z.input<Item>>;
  update(params: z.infer<Params>, body: z.infer<Update>, actor: Actor): Promise<z.input<Item>>;
}

/** Registers the four routes of `resource` in `app`. */
export function operatorResourceRoutes<
  Query extends ZodTypeAny,
  Params extends ZodTypeAny,
  Create extends ZodTypeAny,
  Update extends ZodTypeAny,
  List extends ZodTypeAny,
  Item extends ZodTypeAny,
>(app: ZodApp, resource: OperatorResource<Query, Params, Create, Update, List, Item>): void {
  const { guard, paths, schemas } = resource;
  // Registered through the untyped instance: the zod type provider cannot resolve generic schemas.
  // The callbacks' own types (above) carry what each route's schemas validate.
  const routes = app as unknown as FastifyInstance;
  const createdStatus = resource.createdStatus ?? 200;
  // The request parts are validated by the route's schemas before the handler runs.
  const query = (request: FastifyRequest) => request.query as z.infer<Query>;
  const params = (request: FastifyRequest) => request.params as z.infer<Params>;
  routes.route({
    method: 'GET',
    url: paths.list,
    preHandler: guard,
    schema: { querystring: schemas.query, response: { 200: schemas.list, ...OPERATOR_ERRORS } },
    handler: async (request) => resource.list(query(request)),
  });
  routes.route({
    method: 'POST',
    url: paths.list,
    preHandler: guard,
    schema: { body: schemas.create, response: { [createdStatus]: schemas.item, ...OPERATOR_ERRORS } },
    handler: async (request, reply: FastifyReply) => {
      reply.code(createdStatus);
      return resource.create(request.body as z.infer<Create>, actorOf(request));
    },
  });
  routes.route({
    method: 'GET',
    url: paths.item,
    preHandler: guard,
    schema: { params: schemas.params, response: { 200: schemas.item, ...OPERATOR_ERRORS } },
    handler: async (request) => resource.get(params(request)),
  });
  routes.route({
    method: resource.updateMethod ?? 'PATCH',
    url: paths.item,
    preHandler: guard,
    schema: {
      params: schemas.params,
      body: schemas.update,
      response: { 200: schemas.item, ...OPERATOR_ERRORS },
    },
    handler: async (request) =>
      resource.update(params(request), request.body as z.infer<Update>, actorOf(request)),
  });
}
