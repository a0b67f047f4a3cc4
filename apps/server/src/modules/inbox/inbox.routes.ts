import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INBOX_PATHS,
  inboxClaimResponseSchema,
  inboxListQuerySchema,
  inboxListResponseSchema,
  inboxMessageParamsSchema,
  inboxUnreadResponseSchema,
} from '@casino/contract';
import { errorResponses, noStore } from '../../plugins/route-helpers.ts';
import { byAccount, RULES, type LimitsService } from '../limits/limits.service.ts';
import type { InboxService } from './inbox.service.ts';

/**
 * Issue 29: the signed-in player's inbox. Another player's message answers 404 like a missing one (no
 * way to learn which message ids exist). Marking read is idempotent; a claim pays once (service).
 */
export const inboxRoutes: FastifyPluginAsyncZod<{ service: InboxService; limits: LimitsService }> = async (
  app,
  { service, limits },
) => {
  noStore(app);
  const player = (request: { session: { accountId: string } | null }) => request.session!.accountId;
  const counted = limits.guard(RULES.inboxAccount, byAccount);

  app.get(
    INBOX_PATHS.messages,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: inboxListQuerySchema,
        response: { 200: inboxListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => service.list(player(request), request.query.languageCode),
  );
  app.get(
    INBOX_PATHS.unread,
    {
      onRequest: app.requireSession,
      schema: { response: { 200: inboxUnreadResponseSchema, ...errorResponses(401) } },
    },
    async (request) => service.unread(player(request)),
  );
  app.post(
    INBOX_PATHS.read,
    {
      onRequest: app.requireSession,
      preHandler: counted,
      schema: {
        params: inboxMessageParamsSchema,
        response: { 200: inboxUnreadResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => service.markRead(player(request), request.params.messageId),
  );
  app.post(
    INBOX_PATHS.claim,
    {
      onRequest: app.requireSession,
      preHandler: counted,
      schema: {
        params: inboxMessageParamsSchema,
        response: { 200: inboxClaimResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => service.claim(player(request), request.params.messageId),
  );
};
