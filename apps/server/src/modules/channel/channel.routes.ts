import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, channelQuerySchema, channelResponseSchema, errorResponseSchema } from '@casino/contract';
import type { ChannelService } from './channel.service.ts';

export const channelRoutes: FastifyPluginAsyncZod<{ service: ChannelService }> = async (app, { service }) => {
  app.get(
    API_PATHS.channel,
    {
      schema: {
        querystring: channelQuerySchema,
        response: { 200: channelResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const channel = await service.getChannel(request.query.channelCode);
      // Short: a maintenance flag must reach players within a minute.
      reply.header('cache-control', 'public, max-age=30').header('vary', 'channel');
      return channel;
    },
  );
};
