import fp from 'fastify-plugin';
import { CHANNEL_HEADER } from '@casino/contract';
import { ApiError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'optional' lets a route answer without the CHANNEL header (only /health does; see docs/decisions/002). */
    channelHeader?: 'required' | 'optional';
  }
  interface FastifyRequest {
    /** The request's CHANNEL header, once the guard accepted it ('' on routes where it is optional). */
    channelCode: string;
  }
}

export interface ChannelGuardOptions {
  isKnownChannel: (code: string) => Promise<boolean>;
}

/**
 * Every API request must carry a CHANNEL header naming a channel the database knows (SPEC §7,
 * ARCHITECTURE.md decision 6); otherwise 400 REQUEST_VALIDATION_ERROR. It runs on request, before the
 * body is read. A custom header cannot be sent by a cross-site HTML form, so this also refuses
 * cross-site form posts. Registered inside the API scope, so the site's pages are not affected.
 */
export const channelGuard = fp<ChannelGuardOptions>(
  async (app, { isKnownChannel }) => {
    app.decorateRequest('channelCode', '');
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config?.channelHeader === 'optional') return;
      const value = request.headers[CHANNEL_HEADER];
      if (typeof value !== 'string' || !(await isKnownChannel(value))) {
        throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
      }
      request.channelCode = value;
    });
  },
  { name: 'channel-guard' },
);
