import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_PATHS,
  changePhoneNumberRequestSchema,
  isPhoneNumberUniqueRequestSchema,
  isPhoneNumberUniqueResponseSchema,
  otpSentResponseSchema,
  phoneStatusSchema,
  requestOtpSmsForPhoneNumberChangeRequestSchema,
  requestOtpSmsRequestSchema,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
} from '@casino/contract';
import { AUTH_ERRORS, NO_CONTENT } from '../auth/auth.routes.ts';
import { byAccount, byIp, RULES, type LimitsService } from '../limits/limits.service.ts';
import type { PhoneService } from './phone.service.ts';

/** The phone endpoints of SPEC §7 (all under /auth, all for a signed-in player). */
export const phoneRoutes: FastifyPluginAsyncZod<{ service: PhoneService; limits: LimitsService }> = async (
  app,
  { service, limits },
) => {
  app.addHook('onRequest', app.requireSession);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const smsLimits = [limits.guard(RULES.otpSmsIp, byIp), limits.guard(RULES.otpSmsAccount, byAccount)];

  app.post(
    AUTH_PATHS.requestOtpSms,
    {
      preHandler: smsLimits,
      schema: { body: requestOtpSmsRequestSchema, response: { 200: otpSentResponseSchema, ...AUTH_ERRORS } },
    },
    async (request) => service.requestVerificationSms(request.session!.accountId, request.body),
  );

  app.post(
    AUTH_PATHS.verifyOtp,
    {
      preHandler: limits.guard(RULES.otpVerifyAccount, byAccount),
      schema: { body: verifyOtpRequestSchema, response: { 200: verifyOtpResponseSchema, ...AUTH_ERRORS } },
    },
    async (request) => service.verify(request.session!.accountId, request.body),
  );

  app.post(
    AUTH_PATHS.requestOtpSmsForPhoneNumberChange,
    {
      preHandler: smsLimits,
      schema: {
        body: requestOtpSmsForPhoneNumberChangeRequestSchema,
        response: { 200: otpSentResponseSchema, ...AUTH_ERRORS },
      },
    },
    async (request) => service.requestChangeSms(request.session!.accountId, request.body),
  );

  app.post(
    AUTH_PATHS.changePhoneNumber,
    {
      preHandler: limits.guard(RULES.changePhoneAccount, byAccount),
      schema: { body: changePhoneNumberRequestSchema, response: { 200: phoneStatusSchema, ...AUTH_ERRORS } },
    },
    async (request) => service.changePhoneNumber(request.session!.accountId, request.body),
  );

  app.post(
    AUTH_PATHS.resetPhoneNumber,
    { schema: { response: { 204: NO_CONTENT, ...AUTH_ERRORS } } },
    async (request, reply) => {
      await service.resetPhoneNumber(request.session!.accountId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    AUTH_PATHS.isPhoneNumberUnique,
    {
      preHandler: limits.guard(RULES.uniquePhoneAccount, byAccount),
      schema: {
        body: isPhoneNumberUniqueRequestSchema,
        response: { 200: isPhoneNumberUniqueResponseSchema, ...AUTH_ERRORS },
      },
    },
    async (request) => service.isPhoneNumberUnique(request.session!.accountId, request.body.phoneNumber),
  );

  app.get(
    AUTH_PATHS.isPhoneNumberVerified,
    { schema: { response: { 200: phoneStatusSchema, ...AUTH_ERRORS } } },
    async (request) => service.status(request.session!.accountId),
  );
};
