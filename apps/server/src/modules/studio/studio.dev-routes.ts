import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_PATHS, errorResponseSchema } from '@casino/contract';
import { hashServerSeed } from '@casino/studio';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import * as repo from './studio.repository.ts';
import { sha256Hex } from '../../hash.ts';

const bodySchema = z.object({
  gameSessionId: z.string().min(1).max(200),
  /** The next server seed, 64 hex characters (what newServerSeed() makes). */
  serverSeed: z.string().regex(/^[0-9a-f]{64}$/),
});
const responseSchema = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number() });

const expireBodySchema = z.object({ gameSessionId: z.string().min(1).max(200) });
const expireResponseSchema = z.object({ expired: z.number().int().nonnegative() });

/**
 * Test-only (app.ts registers it with NODE_ENV=test only; elsewhere the path is 404): retires the game
 * session's active seed pair and commits one with the given server seed (client seed kept, nonce 0).
 * Browser tests that must show a rare feature (Cash Hunt, a hold-and-win round, a shoe's cut card)
 * pick a server seed, search client seeds offline with @casino/studio's computeOutcome for one that
 * triggers it, then set it like a player would. Production has no way to choose a server seed.
 */
export const studioDevRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.post(
    AUTH_PATHS.devStudioServerSeed,
    { schema: { body: bodySchema, response: { 200: responseSchema, 401: errorResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await repo.findSession(db, sha256Hex(request.body.gameSessionId));
      if (!session) throw new ApiError(401, 'UNAUTHORIZED');
      const owner: repo.SeedOwner =
        session.mode === 'real'
          ? { accountId: session.account_id as string }
          : { sessionHash: session.session_hash };
      return db.transaction().execute(async (tx) => {
        const retired = await repo.retireSeed(tx, owner, clock.now());
        const clientSeed = retired?.client_seed ?? 'dev-client-seed';
        const { serverSeed } = request.body;
        await repo.insertSeedIfNoneActive(
          tx,
          {
            seed_id: `sd-${randomBytes(16).toString('hex')}`,
            server_seed: serverSeed,
            server_seed_hash: hashServerSeed(serverSeed),
            client_seed: clientSeed,
            created_at: clock.now(),
          },
          owner,
        );
        return { serverSeedHash: hashServerSeed(serverSeed), clientSeed, nonce: 0 };
      });
    },
  );

  // Test-only: the session player's open picks in this game reach their deadline now (the auto-pick
  // paths then treat them as expired: a reopened game, the job, a late decide).
  app.post(
    AUTH_PATHS.devStudioExpirePicks,
    {
      schema: {
        body: expireBodySchema,
        response: { 200: expireResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await repo.findSession(db, sha256Hex(request.body.gameSessionId));
      if (!session) throw new ApiError(401, 'UNAUTHORIZED');
      const owners = db
        .selectFrom('studio_sessions as s')
        .select('s.session_hash')
        .$if(session.mode === 'real', (q) =>
          q
            .where('s.account_id', '=', session.account_id as string)
            .where('s.game_code', '=', session.game_code),
        )
        .$if(session.mode !== 'real', (q) => q.where('s.session_hash', '=', session.session_hash));
      const result = await db
        .updateTable('studio_rounds')
        .set({ decision_expires_at: clock.now() })
        .where('status', '=', 'DECIDING')
        .where('session_hash', 'in', owners)
        .executeTakeFirst();
      return { expired: Number(result.numUpdatedRows) };
    },
  );
};
