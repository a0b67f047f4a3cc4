import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_PATHS, captchaChallengeSchema, errorResponseSchema } from '@casino/contract';
import { byIp, RULES, type LimitsService } from '../limits/limits.service.ts';
import type { CaptchaService } from './captcha.service.ts';

export const captchaRoutes: FastifyPluginAsyncZod<{
  service: CaptchaService;
  limits: LimitsService;
}> = async (app, { service, limits }) => {
  app.get(
    AUTH_PATHS.captchaChallenge,
    {
      preHandler: limits.guard(RULES.captchaIp, byIp),
      schema: { response: { 200: captchaChallengeSchema, 429: errorResponseSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.createChallenge();
    },
  );
};
