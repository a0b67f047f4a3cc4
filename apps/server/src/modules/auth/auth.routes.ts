import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_PATHS,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  forgotPasswordRequestSchema,
  isEmailUsernameUniqueRequestSchema,
  isEmailUsernameUniqueResponseSchema,
  playerTokenResponseSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  signinRequestSchema,
  anySignupRequestSchema,
} from '@casino/contract';
import type { SignupExtension } from '../kyc/signup-extension.ts';
import { byAccount, byIp, hashedSubject, RULES, type LimitsService } from '../limits/limits.service.ts';
import type { AuthService } from './auth.service.ts';
import type { SessionCookies } from './session.plugin.ts';
import { errorResponses, NO_CONTENT, noStore, type ZodApp } from '../../plugins/route-helpers.ts';

/** Every error status an auth route may answer; each body is `{ error: { code } }`. */
const AUTH_ERRORS = errorResponses(400, 401, 403, 409, 413, 415, 423, 429);

const byEmail = (request: { body: unknown }) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? hashedSubject(email.toLowerCase()) : undefined;
};

export interface AuthRoutesOptions {
  service: AuthService;
  limits: LimitsService;
  cookies: SessionCookies;
  /** SPEC §3's alternative sign-up shape and the promo code (modules/kyc/signup-extension.ts). */
  signupExtension: SignupExtension;
}

/** Sign-up, sign-in, logout and the current session. */
function sessionRoutes(app: ZodApp, { service, limits, cookies, signupExtension }: AuthRoutesOptions) {
  app.post(
    AUTH_PATHS.signup,
    {
      preHandler: limits.guard(RULES.signupIp, byIp),
      schema: { body: anySignupRequestSchema, response: { 201: sessionResponseSchema, ...AUTH_ERRORS } },
    },
    async (request, reply) => {
      const deviceId = cookies.device(request);
      const { player, sessionId } = await service.signup(
        signupExtension.toSignup(request.body),
        request.channelCode,
        cookies.read(request),
        { deviceId, ip: request.ip },
      );
      await signupExtension.afterSignup(player.accountId, request.body);
      cookies.set(request, reply, sessionId, player.displayName, deviceId);
      return reply.code(201).send({ player });
    },
  );

  app.post(
    AUTH_PATHS.signin,
    {
      preHandler: limits.guard(RULES.signinIp, byIp),
      schema: { body: signinRequestSchema, response: { 200: sessionResponseSchema, ...AUTH_ERRORS } },
    },
    async (request, reply) => {
      const deviceId = cookies.device(request);
      const { player, sessionId } = await service.signin(request.body, cookies.read(request), {
        deviceId,
        ip: request.ip,
      });
      cookies.set(request, reply, sessionId, player.displayName, deviceId);
      return { player };
    },
  );

  app.post(
    AUTH_PATHS.logout,
    { schema: { response: { 204: NO_CONTENT, ...AUTH_ERRORS } } },
    async (request, reply) => {
      await service.logout(cookies.read(request));
      cookies.clear(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    AUTH_PATHS.session,
    { schema: { response: { 200: sessionResponseSchema, ...AUTH_ERRORS } } },
    async (request, reply) => {
      const sessionId = cookies.read(request);
      if (!sessionId) return { player: null };
      const session = await app.sessions.resolve(sessionId);
      const player = session ? await service.getPlayer(session.accountId) : null;
      // A dead cookie is removed so the site stops showing a name.
      if (!player) cookies.clear(request, reply);
      return { player };
    },
  );
}

/** Forgotten, reset and changed passwords, and deleting the account. */
function passwordRoutes(app: ZodApp, { service, limits, cookies }: AuthRoutesOptions) {
  app.post(
    AUTH_PATHS.forgotPassword,
    {
      preHandler: [
        limits.guard(RULES.forgotPasswordIp, byIp),
        limits.guard(RULES.forgotPasswordEmail, byEmail),
      ],
      schema: { body: forgotPasswordRequestSchema, response: { 204: NO_CONTENT, ...AUTH_ERRORS } },
    },
    async (request, reply) => {
      await service.forgotPassword(request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    AUTH_PATHS.resetPassword,
    {
      preHandler: limits.guard(RULES.resetPasswordIp, byIp),
      schema: { body: resetPasswordRequestSchema, response: { 204: NO_CONTENT, ...AUTH_ERRORS } },
    },
    async (request, reply) => {
      await service.resetPassword(request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    AUTH_PATHS.changePassword,
    {
      onRequest: app.requireSession,
      preHandler: limits.guard(RULES.changePasswordAccount, byAccount),
      schema: { body: changePasswordRequestSchema, response: { 204: NO_CONTENT, ...AUTH_ERRORS } },
    },
    async (request, reply) => {
      const { player, sessionId } = await service.changePassword(request.session!.accountId, request.body);
      cookies.set(request, reply, sessionId, player.displayName);
      return reply.code(204).send(null);
    },
  );

  app.post(
    AUTH_PATHS.deleteAccount,
    {
      onRequest: app.requireSession,
      preHandler: limits.guard(RULES.deleteAccountAccount, byAccount),
      schema: { body: deleteAccountRequestSchema, response: { 204: NO_CONTENT, ...AUTH_ERRORS } },
    },
    async (request, reply) => {
      await service.deleteAccount(request.session!.accountId, request.body.password);
      cookies.clear(request, reply);
      return reply.code(204).send(null);
    },
  );
}

/** The sign-up form's uniqueness check and the player token for game and lobby embeds. */
function accountRoutes(app: ZodApp, { service, limits }: AuthRoutesOptions) {
  app.post(
    AUTH_PATHS.isEmailUsernameUnique,
    {
      preHandler: limits.guard(RULES.uniqueEmailIp, byIp),
      schema: {
        body: isEmailUsernameUniqueRequestSchema,
        response: { 200: isEmailUsernameUniqueResponseSchema, ...AUTH_ERRORS },
      },
    },
    async (request) => service.isEmailUsernameUnique(request.body),
  );

  app.get(
    AUTH_PATHS.getPlayerToken,
    {
      onRequest: app.requireSession,
      preHandler: limits.guard(RULES.playerTokenAccount, byAccount),
      schema: { response: { 200: playerTokenResponseSchema, ...AUTH_ERRORS } },
    },
    async (request) => service.playerToken(request.session!.accountId),
  );
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  // Nothing under /auth may be cached by anyone.
  noStore(app);
  sessionRoutes(app, options);
  passwordRoutes(app, options);
  accountRoutes(app, options);
};
