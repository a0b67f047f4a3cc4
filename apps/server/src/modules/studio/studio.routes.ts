import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FAIRNESS_PATHS,
  LAUNCH_PATHS,
  clientSeedRequestSchema,
  fairnessStateSchema,
  rotateSeedRequestSchema,
  rotateSeedResponseSchema,
  verifyRoundQuerySchema,
  verifyRoundResponseSchema,
  studioDecideRequestSchema,
  studioRoundQuerySchema,
  studioRoundsSeenRequestSchema,
  studioRoundsSeenResponseSchema,
  studioRoundRequestSchema,
  studioRoundResponseSchema,
  studioSessionRequestSchema,
  studioSessionResponseSchema,
} from '@casino/contract';
import type { Background } from '../../background.ts';
import { byIp, RULES, type LimitsService } from '../limits/limits.service.ts';
import type { StudioService } from './studio.service.ts';
import { errorResponses, noStore } from '../../plugins/route-helpers.ts';

const ERRORS = errorResponses(400, 401, 404, 409, 413, 415, 429);

/**
 * The API of our game clients (apps/games): open a game session from a launch token, play rounds in
 * it. The game session id is the credential (no site cookie needed): like an outside provider's
 * session, it keeps working for its 4 hours even after the player signs out of the site.
 */
export const studioRoutes: FastifyPluginAsyncZod<{
  service: StudioService;
  limits: LimitsService;
  /** A round runs to its end even when the player's connection is gone and the server is closing. */
  background: Pick<Background, 'track'>;
}> = async (app, { service, limits, background }) => {
  noStore(app);

  app.post(
    LAUNCH_PATHS.studioSession,
    {
      preHandler: limits.guard(RULES.studioSessionIp, byIp),
      schema: { body: studioSessionRequestSchema, response: { 200: studioSessionResponseSchema, ...ERRORS } },
    },
    async (request) => service.openSession(request.body.launchToken),
  );

  app.post(
    LAUNCH_PATHS.studioRound,
    {
      preHandler: limits.guard(RULES.studioRoundIp, byIp),
      schema: { body: studioRoundRequestSchema, response: { 200: studioRoundResponseSchema, ...ERRORS } },
    },
    async (request) => background.track(() => service.playRound(request.body)),
  );

  // A round's pending pick (contract decisions.ts): the answer is the round, settled or pending again.
  app.post(
    LAUNCH_PATHS.studioDecide,
    {
      preHandler: limits.guard(RULES.studioRoundIp, byIp),
      schema: { body: studioDecideRequestSchema, response: { 200: studioRoundResponseSchema, ...ERRORS } },
    },
    async (request) => background.track(() => service.decideRound(request.body)),
  );

  // A reopened or long-open game reads its round as it stands, and reports rounds decided for the
  // player shown (studio.resume.ts).
  app.get(
    LAUNCH_PATHS.studioRoundState,
    {
      preHandler: limits.guard(RULES.studioRoundIp, byIp),
      schema: {
        querystring: studioRoundQuerySchema,
        response: { 200: studioRoundResponseSchema, ...ERRORS },
      },
    },
    async (request) => background.track(() => service.roundState(request.query)),
  );

  app.post(
    LAUNCH_PATHS.studioRoundsSeen,
    {
      preHandler: limits.guard(RULES.studioRoundIp, byIp),
      schema: {
        body: studioRoundsSeenRequestSchema,
        response: { 200: studioRoundsSeenResponseSchema, ...ERRORS },
      },
    },
    async (request) => service.roundsSeen(request.body),
  );

  // Provably fair play (docs/api/wallet-and-launch.md): the session's seed state, the player's client
  // seed, rotation (reveals the seed), and the public verification of a round by its random id.
  const fairnessGuard = limits.guard(RULES.studioFairnessIp, byIp);
  app.get(
    FAIRNESS_PATHS.fairness,
    {
      preHandler: fairnessGuard,
      schema: {
        querystring: z.object({ gameSessionId: z.string().min(1).max(256) }),
        response: { 200: fairnessStateSchema, ...ERRORS },
      },
    },
    async (request) => service.fairness(request.query.gameSessionId),
  );

  app.post(
    FAIRNESS_PATHS.clientSeed,
    {
      preHandler: fairnessGuard,
      schema: { body: clientSeedRequestSchema, response: { 200: fairnessStateSchema, ...ERRORS } },
    },
    async (request) => service.setClientSeed(request.body.gameSessionId, request.body.clientSeed),
  );

  app.post(
    FAIRNESS_PATHS.rotateSeed,
    {
      preHandler: fairnessGuard,
      schema: { body: rotateSeedRequestSchema, response: { 200: rotateSeedResponseSchema, ...ERRORS } },
    },
    async (request) => service.rotateSeed(request.body.gameSessionId),
  );

  app.get(
    FAIRNESS_PATHS.verify,
    {
      preHandler: limits.guard(RULES.studioVerifyIp, byIp),
      schema: {
        querystring: verifyRoundQuerySchema,
        response: { 200: verifyRoundResponseSchema, ...ERRORS },
      },
    },
    async (request) => service.verifyRound(request.query.roundId),
  );
};
