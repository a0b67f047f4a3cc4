import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PUBLISHED_MATHS_FORMAT,
  PUBLISHED_MATHS_PATHS,
  publishedMathsBundleSchema,
  publishedMathsDocumentSchema,
  publishedMathsIndexSchema,
  publishedMathsParamsSchema,
  publishedMathsPath,
  type PublishedMathsBundle,
  type PublishedMathsDocument,
  type PublishedMathsIndex,
} from '@casino/contract';
import { STUDIO_GAMES, publishedMaths, scheme1Version } from '@casino/studio';
import { ApiError } from '../../errors.ts';
import { byIp, RULES, type LimitsService } from '../limits/limits.service.ts';
import { errorResponses } from '../../plugins/route-helpers.ts';

const ERRORS = errorResponses(400, 404, 429);

/** A version's document never changes: caches may keep it (the index and bundle follow the current maths). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300';

/**
 * Every studio game's maths as published data (issue 32, docs/provably-fair-maths.md): generated at
 * start from @casino/studio's own definitions and engine constants (publishedMaths), the same objects
 * the engines play with, and served as the canonical bytes whose SHA-256 IS the maths version recorded
 * on the game's rounds. Public and without the CHANNEL header (a link opens it in a browser).
 */
export const studioMathsRoutes: FastifyPluginAsyncZod<{ limits: LimitsService }> = async (
  app,
  { limits },
) => {
  const guard = limits.guard(RULES.studioVerifyIp, byIp);
  const codes = Object.keys(STUDIO_GAMES).sort();

  const index: PublishedMathsIndex = {
    format: PUBLISHED_MATHS_FORMAT,
    games: codes.map((gameCode) => {
      const { version } = publishedMaths(gameCode)!;
      return {
        gameCode,
        engine: STUDIO_GAMES[gameCode]!.engine,
        mathsVersion: version,
        scheme1Version: scheme1Version(gameCode)!,
        path: publishedMathsPath(gameCode, version),
      };
    }),
    bundlePath: PUBLISHED_MATHS_PATHS.bundle,
  };
  const bundle: PublishedMathsBundle = {
    format: PUBLISHED_MATHS_FORMAT,
    games: Object.fromEntries(
      codes.map((gameCode) => {
        const { version, text } = publishedMaths(gameCode)!;
        return [
          gameCode,
          { mathsVersion: version, document: publishedMathsDocumentSchema.parse(JSON.parse(text)) },
        ];
      }),
    ),
  };

  app.get(
    PUBLISHED_MATHS_PATHS.index,
    {
      config: { channelHeader: 'optional' },
      preHandler: guard,
      schema: { response: { 200: publishedMathsIndexSchema, ...ERRORS } },
    },
    async (_request, reply) => {
      reply.header('cache-control', SHORT);
      return index;
    },
  );

  app.get(
    PUBLISHED_MATHS_PATHS.bundle,
    {
      config: { channelHeader: 'optional' },
      preHandler: guard,
      schema: { response: { 200: publishedMathsBundleSchema, ...ERRORS } },
    },
    async (_request, reply) => {
      reply.header('cache-control', SHORT);
      reply.header('content-disposition', 'attachment; filename="casino-maths.json"');
      return bundle;
    },
  );

  app.get(
    PUBLISHED_MATHS_PATHS.document,
    {
      config: { channelHeader: 'optional' },
      preHandler: guard,
      schema: {
        params: publishedMathsParamsSchema,
        response: { 200: publishedMathsDocumentSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { gameCode, version } = request.params;
      const published = Object.hasOwn(STUDIO_GAMES, gameCode) ? publishedMaths(gameCode) : undefined;
      // The current version, or the scheme-1 hash of the same maths (what its older rounds carry).
      if (!published || (version !== published.version && version !== scheme1Version(gameCode)))
        throw new ApiError(404, 'NOT_FOUND');
      reply.header('cache-control', version === published.version ? IMMUTABLE : SHORT);
      reply.header('content-disposition', `inline; filename="${gameCode}-${published.version}.json"`);
      // The canonical bytes themselves (a string body with a JSON type is sent as it is): sha256 of
      // what the client receives is the version.
      reply.type('application/json; charset=utf-8');
      // The schema types the parsed document; these are its exact bytes (checked by the route's test).
      return reply.send(published.text as unknown as PublishedMathsDocument);
    },
  );
};
