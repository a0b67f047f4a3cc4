import fp from 'fastify-plugin';
import type { FastifySchema } from 'fastify';

/** One route as registered: what the resilience fuzzer and the cross-site tests enumerate. */
export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  config: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app (filled by an onRoute hook registered before any route). */
    routeTable: RouteEntry[];
  }
}

/**
 * Records every route as it is registered, with its zod schemas, so tests enumerate the routes
 * generically (a new module's routes — the operator's — are covered without listing them anywhere).
 */
export const routeTable = fp(
  async (app) => {
    const table: RouteEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        table.push({ method, url: route.url, schema: route.schema, config: route.config });
      }
    });
  },
  { name: 'route-table' },
);
