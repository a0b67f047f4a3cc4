import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailSchema, errorResponseSchema } from '@casino/contract';

/** The reader's own routes (the page, its assets, the document) under `${apiBasePath}${DOCS_PATH}`. */
export const DOCS_PATH = '/docs';

/**
 * What the document adds to the contract's schemas. Named schemas (`components.schemas`): the error body,
 * so every error status of every route points at one schema whose `code` lists the whole catalogue
 * instead of repeating it. Samples: the e-mail address (the reader would make one up from its pattern).
 */
const components = z.registry<{ id?: string; examples?: string[] }>();
components.add(errorResponseSchema, { id: 'ErrorResponse' });
components.add(emailSchema, { examples: ['player@example.com'] });

const DESCRIPTION = [
  'Generated at start from the zod schemas of packages/contract that the routes validate with: what',
  'you read here is what the server checks and sends.',
  '',
  'Every API call carries the `CHANNEL` header (the channel code, `WEB` by default); the seamless-wallet',
  'API of outside providers (`/wallet/v1/…`) signs its requests instead. Every error is',
  '`{ "error": { "code": … } }` with a code of the catalogue (`ErrorResponse`); a route lists the statuses',
  'it can answer. Flows, rules and examples that a schema cannot say are in the repository, docs/api/.',
].join('\n');

/** The SPEC's paths that sit at the top level, grouped with their area. */
const GROUPS: readonly (readonly [RegExp, string])[] = [
  [/raffle/i, 'raffles'],
  [
    /^(balance|claimBonus|claimDailyBonus|get-bet-history|bet-history|daily-bonus|refill|claimRefill)$/,
    'wallet',
  ],
  [/^launch/, 'launch'],
  [/^promo/, 'promotions'],
];

/** The document groups routes by area: the first path segment after the API base path, or its group. */
function tagOf(url: string, apiBasePath: string): string {
  const rest = url.startsWith(apiBasePath) ? url.slice(apiBasePath.length) : url;
  const segment = rest.split('/').find((part) => part !== '' && !part.startsWith(':')) ?? 'api';
  return GROUPS.find(([pattern]) => pattern.test(segment))?.[1] ?? segment;
}

/** Each answer without a description of its own is named by its status ("Conflict"), not "Default Response". */
function describeStatuses(responses: Record<string, Record<string, unknown>> | undefined): void {
  for (const [status, response] of Object.entries(responses ?? {}))
    response.description ??= STATUS_CODES[status] ?? status;
}

/**
 * An OpenAPI 3.1 document generated from the routes' zod schemas (@fastify/swagger with
 * fastify-type-provider-zod's transform), and Swagger UI reading it at `${apiBasePath}/docs` (the
 * document itself at `${apiBasePath}/docs/json`). Swagger UI's assets ship in its package: nothing is
 * fetched from another host. Registered before any route (swagger collects routes with an onRoute
 * hook) and outside the API scope: the page is opened by a browser, without the CHANNEL header.
 */
export const apiDocs = fp<{ apiBasePath: string }>(
  async (app, { apiBasePath }) => {
    const prefix = `${apiBasePath}${DOCS_PATH}`;
    const zodTransform = createJsonSchemaTransform({ schemaRegistry: components });
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Social casino API', version: '1', description: DESCRIPTION },
      },
      transform: (input) => {
        // A route without a schema is documented bare (the test of this document fails on it).
        if (!input.schema) return { schema: { tags: [tagOf(input.url, apiBasePath)] }, url: input.url };
        const output = zodTransform(input);
        const schema = output.schema as Record<string, unknown>;
        if (schema.hide) return output;
        schema.tags ??= [tagOf(output.url, apiBasePath)];
        describeStatuses(schema.response as Record<string, Record<string, unknown>> | undefined);
        return output;
      },
      transformObject: createJsonSchemaTransformObject({ schemaRegistry: components }),
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: prefix,
      // No calls to swagger.io's online validator: the page reads only this server.
      uiConfig: { validatorUrl: null, docExpansion: 'none', deepLinking: true },
    });
  },
  { name: 'api-docs' },
);
