import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditQuerySchema,
  auditResponseSchema,
  flagsResponseSchema,
  flagsUpdateRequestSchema,
  gameCodeParamsSchema,
  gameUpdateRequestSchema,
  listQuerySchema,
  messagesQuerySchema,
  messagesResponseSchema,
  OPERATOR_PATHS,
  operatorChangePasswordRequestSchema,
  operatorCreateRequestSchema,
  operatorGameSchema,
  operatorGamesResponseSchema,
  operatorIdParamsSchema,
  operatorSchema,
  operatorSessionResponseSchema,
  operatorSigninRequestSchema,
  operatorsResponseSchema,
  operatorUpdateRequestSchema,
  reportsQuerySchema,
  reportsResponseSchema,
} from '@casino/contract';
import type { Background } from '../../background.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { ChannelService } from '../channel/channel.service.ts';
import type { GamesAdmin } from '../games/games.admin.ts';
import { byIp, RULES, type LimitsService } from '../limits/limits.service.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import type { AuditService } from './operator.audit.ts';
import { OPERATOR_ERRORS, actorOf, type OperatorCookies, type OperatorGuards } from './operator.plugin.ts';
import { dailyReport } from './operator.read.ts';
import type { OperatorAuthService } from './operator-auth.service.ts';
import { NO_CONTENT, noStore, type ZodApp } from '../../plugins/route-helpers.ts';

export interface OperatorRoutesOptions {
  db: Db;
  clock: Clock;
  auth: OperatorAuthService;
  audit: AuditService;
  cookies: OperatorCookies;
  guards: OperatorGuards;
  limits: LimitsService;
  outbox: OutboxService;
  transports: { email: 'outbox' | 'smtp'; sms: 'outbox' | 'gateway' };
  /** Mail still being sent after its request's answer is waited for, so the console shows it. */
  background: Pick<Background, 'drain'>;
  channels: ChannelService;
  channelCode: string;
  games: GamesAdmin;
}

/** A JST calendar day (YYYY-MM-DD) `daysAgo` days before now. */
function tokyoDay(now: Date, daysAgo = 0): string {
  return new Date(now.getTime() + 9 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
}
const MAX_REPORT_DAYS = 366;

/** Sign-in, sign-out, the current operator and their password. */
function signinRoutes(app: ZodApp, options: OperatorRoutesOptions) {
  const { auth, cookies, guards, limits } = options;
  app.post(
    OPERATOR_PATHS.signin,
    {
      preHandler: limits.guard(RULES.operatorSigninIp, byIp),
      schema: {
        body: operatorSigninRequestSchema,
        response: { 200: operatorSessionResponseSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request, reply) => {
      const { operator, sessionId } = await auth.signin(
        request.body.email,
        request.body.password,
        request.ip,
        cookies.read(request),
      );
      cookies.set(request, reply, sessionId);
      return { operator };
    },
  );

  app.post(
    OPERATOR_PATHS.signout,
    {
      preHandler: guards.require(undefined, { allowPasswordChange: true }),
      schema: { response: { 204: NO_CONTENT, ...OPERATOR_ERRORS } },
    },
    async (request, reply) => {
      await auth.signout(request.operator!, request.ip);
      cookies.clear(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    OPERATOR_PATHS.me,
    {
      preHandler: guards.require(undefined, { allowPasswordChange: true }),
      schema: { response: { 200: operatorSessionResponseSchema, ...OPERATOR_ERRORS } },
    },
    async (request) => ({ operator: await auth.me(request.operator!) }),
  );

  app.post(
    OPERATOR_PATHS.changePassword,
    {
      preHandler: [
        guards.require(undefined, { allowPasswordChange: true }),
        async (request) => limits.hit(RULES.operatorChangePassword, request.operator!.operatorId),
      ],
      schema: {
        body: operatorChangePasswordRequestSchema,
        response: { 200: operatorSessionResponseSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => ({
      operator: await auth.changePassword(
        request.operator!,
        request.body.currentPassword,
        request.body.newPassword,
        request.ip,
      ),
    }),
  );
}

/** The outbox: messages the server sent (codes, reset links), with the transports in use. */
function messageRoutes(app: ZodApp, options: OperatorRoutesOptions) {
  const { guards } = options;
  app.get(
    OPERATOR_PATHS.messages,
    {
      preHandler: guards.require('messages.read'),
      schema: {
        querystring: messagesQuerySchema,
        response: { 200: messagesResponseSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => {
      await options.background.drain();
      const { to, channel, page, perPage } = request.query;
      return {
        ...(await options.outbox.page({ to, channel, page, perPage })),
        transports: options.transports,
      };
    },
  );
}

/** The games catalogue and the channel flags (maintenance, captcha). */
function gameAndFlagRoutes(app: ZodApp, options: OperatorRoutesOptions) {
  const { audit, guards } = options;
  app.get(
    OPERATOR_PATHS.games,
    {
      preHandler: guards.require('games.manage'),
      schema: {
        querystring: listQuerySchema,
        response: { 200: operatorGamesResponseSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => {
      const all = await options.games.list();
      const { page, perPage } = request.query;
      return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
    },
  );

  app.patch(
    OPERATOR_PATHS.game,
    {
      preHandler: guards.require('games.manage'),
      schema: {
        params: gameCodeParamsSchema,
        body: gameUpdateRequestSchema,
        response: { 200: operatorGameSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => {
      const changed = await options.games.update(request.params.gameCode, request.body);
      if (!changed) throw new ApiError(404, 'NOT_FOUND');
      await audit.record(actorOf(request), 'game.updated', `game:${request.params.gameCode}`, changed);
      return changed.after;
    },
  );

  app.get(
    OPERATOR_PATHS.flags,
    {
      preHandler: guards.require('flags.manage'),
      schema: { response: { 200: flagsResponseSchema, ...OPERATOR_ERRORS } },
    },
    async () => options.channels.getFlags(options.channelCode),
  );

  app.patch(
    OPERATOR_PATHS.flags,
    {
      preHandler: guards.require('flags.manage'),
      schema: { body: flagsUpdateRequestSchema, response: { 200: flagsResponseSchema, ...OPERATOR_ERRORS } },
    },
    async (request) => {
      const change = await options.channels.setFlags(options.channelCode, request.body);
      await audit.record(actorOf(request), 'flags.updated', `channel:${options.channelCode}`, change);
      return change.after;
    },
  );
}

/** The audit trail and the daily reports. */
function auditAndReportRoutes(app: ZodApp, options: OperatorRoutesOptions) {
  const { audit, guards } = options;
  app.get(
    OPERATOR_PATHS.audit,
    {
      preHandler: guards.require('audit.read'),
      schema: { querystring: auditQuerySchema, response: { 200: auditResponseSchema, ...OPERATOR_ERRORS } },
    },
    async (request) => audit.list(request.query),
  );

  app.get(
    OPERATOR_PATHS.reports,
    {
      preHandler: guards.require('reports.read'),
      schema: {
        querystring: reportsQuerySchema,
        response: { 200: reportsResponseSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => {
      const now = options.clock.now();
      const to = request.query.to ?? tokyoDay(now);
      const from = request.query.from ?? tokyoDay(now, 29);
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
      if (days < 0 || days >= MAX_REPORT_DAYS) throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
      const data = await dailyReport(options.db, from, to);
      return { data, total: data.length };
    },
  );
}

/** Operator accounts (admin only). */
function operatorAccountRoutes(app: ZodApp, options: OperatorRoutesOptions) {
  const { auth, guards } = options;
  app.get(
    OPERATOR_PATHS.operators,
    {
      preHandler: guards.require('operators.manage'),
      schema: {
        querystring: listQuerySchema,
        response: { 200: operatorsResponseSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => auth.list(request.query.page, request.query.perPage),
  );

  app.post(
    OPERATOR_PATHS.operators,
    {
      preHandler: guards.require('operators.manage'),
      schema: { body: operatorCreateRequestSchema, response: { 201: operatorSchema, ...OPERATOR_ERRORS } },
    },
    async (request, reply) => reply.code(201).send(await auth.create(actorOf(request), request.body)),
  );

  app.patch(
    OPERATOR_PATHS.operator,
    {
      preHandler: guards.require('operators.manage'),
      schema: {
        params: operatorIdParamsSchema,
        body: operatorUpdateRequestSchema,
        response: { 200: operatorSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => auth.update(actorOf(request), request.params.operatorId, request.body),
  );
}

/** The back office's API, apart from players (operator-players.routes.ts). */
export const operatorRoutes: FastifyPluginAsyncZod<OperatorRoutesOptions> = async (app, options) => {
  // Nothing an operator sees may be cached by anyone.
  noStore(app);
  signinRoutes(app, options);
  messageRoutes(app, options);
  gameAndFlagRoutes(app, options);
  auditAndReportRoutes(app, options);
  operatorAccountRoutes(app, options);
};
