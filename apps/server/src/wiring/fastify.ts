import Fastify, { LogController } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { apiDocs } from '../plugins/api-docs.ts';
import { errorHandler } from '../plugins/error-handler.ts';
import { httpServerOptions, type HttpTimeouts } from '../plugins/http-server.ts';
import { nulGuard } from '../plugins/nul-guard.ts';
import { requestLogging } from '../plugins/request-logging.ts';
import { routeTable } from '../plugins/route-table.ts';
import { securityHeaders } from '../plugins/security-headers.ts';

/** Where log lines go (one JSON object per line); stdout when not given. Tests pass a collector. */
export interface LogStream {
  write(line: string): void;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** API request bodies are small JSON documents. */
const BODY_LIMIT = 64 * 1024;

/** The Fastify instance with its logger, proxy trust, limits and zod type provider; no plugins yet. */
export function createFastify(config: Config, logStream?: LogStream, httpTimeouts?: Partial<HttpTimeouts>) {
  return Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // Request lines are written by plugins/request-logging.ts and carry no headers; the redaction is
      // a second line of defence should anyone log a request, a reply or their headers.
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'headers.cookie',
          'headers.authorization',
          'res.headers["set-cookie"]',
          'headers["set-cookie"]',
          'req.body',
          'body',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (request: { method: string; url: string }) => ({
          method: request.method,
          url: request.url.split('?', 1)[0],
        }),
      },
    },
    // plugins/request-logging.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Fastify takes a hop count as a number at run time, but its types only know a function for it.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // Request/connection timeouts and the catalogue's shape for Node's own parser errors.
    ...httpServerOptions(httpTimeouts),
  }).withTypeProvider<ZodTypeProvider>();
}

export type App = ReturnType<typeof createFastify>;

/**
 * Cross-cutting plugins every route sits behind: errors, logging, security headers, cookies (rate limits:
 * the limits module, in PostgreSQL); and, when API_DOCS allows, the API reference, which must see every
 * route registered after it.
 */
export async function registerCorePlugins(app: App, config: Config) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(routeTable);
  await app.register(errorHandler);
  await app.register(nulGuard);
  await app.register(requestLogging, { apiBasePath: config.apiBasePath });
  await app.register(securityHeaders, { config });
  await app.register(fastifyCookie);
  // After the plugins above, so that the reader's pages have their headers, logging and error format.
  if (config.apiDocs) await app.register(apiDocs, { apiBasePath: config.apiBasePath });
}
