import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIVE_PATHS } from '@casino/contract';
import { ApiError } from '../../errors.ts';
import { errorResponses } from '../../plugins/route-helpers.ts';
import type { LiveHub } from './live.hub.ts';

/**
 * GET /live/stream (issue 29): the signed-in player's server-sent events. The session is checked once
 * here; the hub then writes hints (live.hub.ts). Sent uncompressed and unbuffered (a proxy must pass
 * each event at once: `X-Accel-Buffering: no` tells nginx so).
 */
export const liveRoutes: FastifyPluginAsyncZod<{ hub: LiveHub }> = async (app, { hub }) => {
  app.get(
    LIVE_PATHS.stream,
    {
      onRequest: app.requireSession,
      // An EventSource cannot send headers. The stream reads nothing of a channel and tells a session
      // only hints about its own player (cookie, SameSite=Lax; no CORS, so no other site can read it).
      config: { channelHeader: 'optional' },
      schema: {
        response: {
          200: z
            .string()
            .describe('text/event-stream: events named in LIVE_EVENTS, data liveEventDataSchema'),
          ...errorResponses(401, 429),
        },
      },
    },
    async (request, reply) => {
      // The process holds its maximum of streams: the page keeps polling and tries again later.
      if (!hub.hasRoom()) throw new ApiError(429, 'TOO_MANY_REQUESTS', { retryAfterSeconds: 30 });
      const raw = reply.raw;
      reply.hijack();
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      // Checked above in the same tick: there is room.
      const attached = hub.attach(request.session!.accountId, {
        write: (chunk) => void raw.write(chunk),
        end: () => raw.end(),
        buffered: () => raw.writableLength,
      })!;
      request.raw.socket.setKeepAlive(true);
      request.raw.socket.setNoDelay(true);
      request.raw.on('close', attached.detach);
      raw.on('error', attached.detach);
    },
  );
};
