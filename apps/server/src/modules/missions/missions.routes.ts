import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MISSION_PATHS,
  listQuerySchema,
  missionClaimAllResponseSchema,
  missionClaimResponseSchema,
  missionDefinitionInputSchema,
  missionDefinitionUpdateSchema,
  missionIdParamsSchema,
  missionListQuerySchema,
  missionListResponseSchema,
  operatorMissionParamsSchema,
  operatorMissionSchema,
  operatorMissionsResponseSchema,
  operatorPlayerMissionsResponseSchema,
} from '@casino/contract';
import { uniqueViolation } from '../../db/errors.ts';
import { ApiError } from '../../errors.ts';
import { errorResponses, noStore } from '../../plugins/route-helpers.ts';
import { byAccount, RULES, type LimitsService } from '../limits/limits.service.ts';
import type { AuditService } from '../operator/operator.audit.ts';
import { OPERATOR_ERRORS, type OperatorGuards } from '../operator/operator.plugin.ts';
import { operatorResourceRoutes } from '../operator/operator.resources.ts';
import type { MissionsAdmin } from './missions.admin.ts';
import type { MissionsService } from './missions.service.ts';

/** Issue 30: the signed-in player's missions, a claim and "claim all" (each reward paid once: service). */
export const missionsRoutes: FastifyPluginAsyncZod<{
  service: MissionsService;
  limits: LimitsService;
}> = async (app, { service, limits }) => {
  noStore(app);
  const player = (request: { session: { accountId: string } | null }) => request.session!.accountId;
  const counted = limits.guard(RULES.missionsAccount, byAccount);

  app.get(
    MISSION_PATHS.list,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: missionListQuerySchema,
        response: { 200: missionListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => service.list(player(request), request.query.languageCode ?? 'ja'),
  );
  app.post(
    MISSION_PATHS.claimAll,
    {
      onRequest: app.requireSession,
      preHandler: counted,
      schema: { response: { 200: missionClaimAllResponseSchema, ...errorResponses(401, 403, 429) } },
    },
    async (request) => service.claimAll(player(request)),
  );
  app.post(
    MISSION_PATHS.claim,
    {
      onRequest: app.requireSession,
      preHandler: counted,
      schema: {
        params: missionIdParamsSchema,
        response: { 200: missionClaimResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => service.claim(player(request), request.params.missionId),
  );
};

const accountParamsSchema = z.object({ accountId: z.uuid() });

/** The console: define and schedule missions (audited), and read a player's missions and rewards. */
export const missionsOperatorRoutes: FastifyPluginAsyncZod<{
  guards: OperatorGuards;
  admin: MissionsAdmin;
  audit: AuditService;
}> = async (app, { guards, admin, audit }) => {
  noStore(app);
  const target = (id: number) => `mission:${id}`;
  const found = <T>(value: T | undefined): T => {
    if (value === undefined) throw new ApiError(404, 'NOT_FOUND');
    return value;
  };
  const unique = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw new ApiError(409, 'MISSION_LADDER_TIER_EXISTS');
      throw error;
    }
  };

  operatorResourceRoutes(app, {
    guard: guards.require('tournaments.manage'),
    paths: { list: MISSION_PATHS.operatorList, item: MISSION_PATHS.operatorOne },
    schemas: {
      query: listQuerySchema,
      params: operatorMissionParamsSchema,
      create: missionDefinitionInputSchema,
      update: missionDefinitionUpdateSchema,
      list: operatorMissionsResponseSchema,
      item: operatorMissionSchema,
    },
    createdStatus: 201,
    async list({ page, perPage }) {
      const all = await admin.list();
      return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
    },
    async create(body, actor) {
      const created = await unique(() => admin.create(body, actor));
      await audit.record(actor, 'mission.created', target(created.id), { after: created });
      return created;
    },
    async get({ id }) {
      return found(await admin.get(id));
    },
    async update({ id }, body, actor) {
      const changed = found(await unique(() => admin.update(id, body, actor)));
      await audit.record(actor, 'mission.updated', target(id), changed);
      return changed.after;
    },
  });

  app.get(
    MISSION_PATHS.operatorPlayer,
    {
      preHandler: guards.require('players.read'),
      schema: {
        params: accountParamsSchema,
        querystring: listQuerySchema,
        response: { 200: operatorPlayerMissionsResponseSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) =>
      admin.playerMissions(request.params.accountId, request.query.page, request.query.perPage),
  );
};
