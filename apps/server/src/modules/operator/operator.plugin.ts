import { errorResponses } from '../../plugins/route-helpers.ts';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OPERATOR_COOKIE, operatorCan, type OperatorPermission } from '@casino/contract';
import type { Config } from '../../config.ts';
import { ApiError } from '../../errors.ts';
import type { Actor } from './operator.audit.ts';
import {
  OPERATOR_SESSION_ABSOLUTE_MS,
  type OperatorAuthService,
  type OperatorContext,
} from './operator-auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator; set by an operator guard (null before it ran). */
    operator: OperatorContext | null;
  }
}

export interface OperatorCookies {
  set(request: FastifyRequest, reply: FastifyReply, sessionId: string): void;
  clear(request: FastifyRequest, reply: FastifyReply): void;
  read(request: FastifyRequest): string | undefined;
}

/**
 * The operator's session cookie: its own name (OPERATOR_COOKIE) and path (`{API}/operator`), so the
 * browser never sends it to player routes; operator routes never read the player's `sid`.
 * SameSite=Strict: the console is never entered from another site.
 */
export function createOperatorCookies(config: Pick<Config, 'cookieSecure' | 'apiBasePath'>): OperatorCookies {
  const path = `${config.apiBasePath}/operator`;
  const secure = (request: FastifyRequest) =>
    config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure;
  return {
    set(request, reply, sessionId) {
      reply.setCookie(OPERATOR_COOKIE, sessionId, {
        path,
        httpOnly: true,
        sameSite: 'strict',
        secure: secure(request),
        maxAge: Math.floor(OPERATOR_SESSION_ABSOLUTE_MS / 1000),
      });
    },
    clear(request, reply) {
      reply.clearCookie(OPERATOR_COOKIE, {
        path,
        httpOnly: true,
        sameSite: 'strict',
        secure: secure(request),
      });
    },
    read(request) {
      const value = request.cookies[OPERATOR_COOKIE];
      return typeof value === 'string' && value !== '' ? value : undefined;
    },
  };
}

/** Who acts in an audited change: the request's operator and address. */
export function actorOf(request: FastifyRequest): Actor {
  return {
    operatorId: request.operator?.operatorId ?? null,
    email: request.operator?.email ?? null,
    ip: request.ip,
    ...(request.operator ? { role: request.operator.role } : {}),
  };
}

export type OperatorGuard = (request: FastifyRequest) => Promise<void>;

export interface OperatorGuards {
  /**
   * A preHandler for operator routes: 401 UNAUTHORIZED without a live operator session (a player's
   * session is no operator's), 403 OPERATOR_PASSWORD_CHANGE_REQUIRED while a first-start password is
   * unchanged, 403 FORBIDDEN when the role lacks `permission`.
   */
  require(permission?: OperatorPermission, options?: { allowPasswordChange?: boolean }): OperatorGuard;
}

export function createOperatorGuards(auth: OperatorAuthService, cookies: OperatorCookies): OperatorGuards {
  return {
    require(permission, options = {}) {
      return async (request) => {
        const operator = await auth.resolve(cookies.read(request));
        if (!operator) throw new ApiError(401, 'UNAUTHORIZED');
        request.operator = operator;
        if (operator.mustChangePassword && !options.allowPasswordChange) {
          throw new ApiError(403, 'OPERATOR_PASSWORD_CHANGE_REQUIRED');
        }
        if (permission && !operatorCan(operator.role, permission)) throw new ApiError(403, 'FORBIDDEN');
      };
    },
  };
}

/** Decorates requests with `operator` (null until a guard ran). */
export const operatorRequestPlugin = fp(
  async (app) => {
    app.decorateRequest('operator', null);
  },
  { name: 'operator-request' },
);

/** The error answers every operator route may give (other modules' back-office routes use it too). */
export const OPERATOR_ERRORS = errorResponses(400, 401, 403, 404, 409, 413, 415, 423, 429);
