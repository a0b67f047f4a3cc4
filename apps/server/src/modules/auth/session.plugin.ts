import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PLAYER_COOKIE, SESSION_COOKIE } from '@casino/contract';
import type { Config } from '../../config.ts';
import { ApiError } from '../../errors.ts';
import { newDeviceId, validDeviceId } from './auth.notices.ts';
import type { RequestSession, SessionsService } from './sessions.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in player's session; set by app.requireSession (null before it ran or when anonymous). */
    session: RequestSession | null;
  }
  interface FastifyInstance {
    /**
     * A hook for routes that need a signed-in player: `{ onRequest: app.requireSession }`. Answers 401
     * UNAUTHORIZED without a live session; otherwise `request.session.accountId` is the player.
     */
    requireSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The session store, for routes that look at a session without requiring one. */
    sessions: SessionsService;
  }
}

export interface SessionCookies {
  /** Sets `sid` (HttpOnly) and the readable `player` display cookie. */
  set(
    request: FastifyRequest,
    reply: FastifyReply,
    sessionId: string,
    displayName: string,
    deviceId?: string,
  ): void;
  clear(request: FastifyRequest, reply: FastifyReply): void;
  /** The `sid` cookie of the request, if any. */
  read(request: FastifyRequest): string | undefined;
  /**
   * The browser's device id (`did` cookie, auth.notices.ts): the one it sent when well-formed, else a
   * new one. `set` writes it (again) with a sign-in or sign-up, for 400 days, as long as browsers let a
   * cookie live; logout leaves it (it names the browser, not the session), a failed sign-in sets nothing.
   */
  device(request: FastifyRequest): string;
}

/** The long-lived random id of a browser, for "sign-in from a new device" notices. */
export const DEVICE_COOKIE = 'did';
const DEVICE_MAX_AGE_SECONDS = 400 * 24 * 3600;

export function createSessionCookies(
  config: Pick<Config, 'cookieSecure'>,
  sessions: Pick<SessionsService, 'maxAgeSeconds'>,
): SessionCookies {
  const secure = (request: FastifyRequest) =>
    config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure;
  return {
    set(request, reply, sessionId, displayName, deviceId) {
      const common = {
        path: '/',
        sameSite: 'lax',
        secure: secure(request),
        maxAge: sessions.maxAgeSeconds,
      } as const;
      reply.setCookie(SESSION_COOKIE, sessionId, { ...common, httpOnly: true });
      // Display data only (SPEC §3); @fastify/cookie writes it encodeURIComponent'd.
      reply.setCookie(PLAYER_COOKIE, JSON.stringify({ displayName }), { ...common, httpOnly: false });
      if (deviceId) {
        reply.setCookie(DEVICE_COOKIE, deviceId, {
          ...common,
          httpOnly: true,
          maxAge: DEVICE_MAX_AGE_SECONDS,
        });
      }
    },
    clear(request, reply) {
      const common = { path: '/', sameSite: 'lax', secure: secure(request) } as const;
      reply.clearCookie(SESSION_COOKIE, { ...common, httpOnly: true });
      reply.clearCookie(PLAYER_COOKIE, { ...common, httpOnly: false });
    },
    read(request) {
      const value = request.cookies[SESSION_COOKIE];
      return typeof value === 'string' && value !== '' ? value : undefined;
    },
    device: (request) => validDeviceId(request.cookies[DEVICE_COOKIE]) ?? newDeviceId(),
  };
}

/** Decorates the API scope with request.session and app.requireSession (used by every later module). */
export const sessionPlugin = fp<{ sessions: SessionsService; cookies: SessionCookies }>(
  async (app, { sessions, cookies }) => {
    app.decorateRequest('session', null);
    app.decorate('sessions', sessions);
    app.decorate('requireSession', async (request: FastifyRequest) => {
      const session = await sessions.resolve(cookies.read(request));
      if (!session) throw new ApiError(401, 'UNAUTHORIZED');
      request.session = session;
    });
  },
  { name: 'session' },
);
