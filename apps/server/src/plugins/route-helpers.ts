import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@casino/contract';

/** The 204 answer's schema. */
export const NO_CONTENT = z.null().describe('No content');

/** An error status an API route may answer; every such body is `{ error: { code } }` (the catalogue). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 423 | 429 | 503;

/**
 * The response schemas of the error statuses a group of routes may answer, for `schema.response`:
 * `{ 200: okSchema, ...errorResponses(400, 401, 429) }`. List only the statuses the routes can really
 * answer (the OpenAPI-style table is read by people, and the serializer uses it for those statuses).
 */
export function errorResponses<const S extends ErrorStatus>(
  ...statuses: S[]
): { readonly [K in S]: typeof errorResponseSchema } {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as {
    readonly [K in S]: typeof errorResponseSchema;
  };
}

/**
 * No answer of the routes registered in `app` (a plugin's scope) may be cached by anyone: they carry
 * a session's data, a fresh token or state that changes with every call.
 */
export function noStore(app: Pick<FastifyInstance, 'addHook'>): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}

/** The Fastify instance a zod route plugin receives: for helpers that register part of a plugin's routes. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
