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
import { byAccount, byIp, RULES, type LimitsService } from '../limits/limits.service.ts';
import type { PhoneService } from './phone.service.ts';
import { errorResponses, NO_CONTENT, noStore } from '../../plugins/route-helpers.ts';

/** The phone routes' error statuses: bad input, no session, wrong password, number taken, limits. */
const PHONE_ERRORS = errorResponses(400, 401, 403, 409, 413, 415, 429);

/** The phone endpoints of SPEC §7 (all under /auth, all for a signed-in player). */
export const phoneRoutes: FastifyPluginAsyncZod<{ service: PhoneService; limits: LimitsService }> = async (
  app,
  { service, limits },
) => {
  app.addHook('onRequest', app.requireSession);
  noStore(app);
  const smsLimits = [limits.guard(RULES.otpSmsIp, byIp), limits.guard(RULES.otpSmsAccount, byAccount)];

  app.post(
    AUTH_PATHS.requestOtpSms,
    {
      preHandler: smsLimits,
      schema: { body: requestOtpSmsRequestSchema, response: { 200: otpSentResponseSchema, ...PHONE_ERRORS } },
    },
    async (request) => service.requestVerificationSms(request.session!.accountId, request.body),
  );

  app.post(
    AUTH_PATHS.verifyOtp,
    {
      preHandler: limits.guard(RULES.otpVerifyAccount, byAccount),
      schema: { body: verifyOtpRequestSchema, response: { 200: verifyOtpResponseSchema, ...PHONE_ERRORS } },
    },
    async (request) => service.verify(request.session!.accountId, request.body),
  );

  app.post(
    AUTH_PATHS.requestOtpSmsForPhoneNumberChange,
    {
      preHandler: smsLimits,
      schema: {
        body: requestOtpSmsForPhoneNumberChangeRequestSchema,
        response: { 200: otpSentResponseSchema, ...PHONE_ERRORS },
      },
    },
    async (request) => service.requestChangeSms(request.session!.accountId, request.body),
  );

  app.post(
    AUTH_PATHS.changePhoneNumber,
    {
      preHandler: limits.guard(RULES.changePhoneAccount, byAccount),
      schema: { body: changePhoneNumberRequestSchema, response: { 200: phoneStatusSchema, ...PHONE_ERRORS } },
    },
    async (request) => service.changePhoneNumber(request.session!.accountId, request.body),
  );

  app.post(
    AUTH_PATHS.resetPhoneNumber,
    { schema: { response: { 204: NO_CONTENT, ...PHONE_ERRORS } } },
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
        response: { 200: isPhoneNumberUniqueResponseSchema, ...PHONE_ERRORS },
      },
    },
    async (request) => service.isPhoneNumberUnique(request.session!.accountId, request.body.phoneNumber),
  );

  app.get(
    AUTH_PATHS.isPhoneNumberVerified,
    { schema: { response: { 200: phoneStatusSchema, ...PHONE_ERRORS } } },
    async (request) => service.status(request.session!.accountId),
  );
};
