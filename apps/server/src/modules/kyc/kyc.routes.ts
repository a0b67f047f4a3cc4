import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  KYC_BODY_LIMIT,
  KYC_PATHS,
  kycDecisionRequestSchema,
  kycStateSchema,
  kycSubmissionParamsSchema,
  kycSubmissionSchema,
  kycSubmissionsQuerySchema,
  kycSubmissionsResponseSchema,
  kycSubmitRequestSchema,
} from '@casino/contract';
import { noStore } from '../../plugins/route-helpers.ts';
import { ApiError } from '../../errors.ts';
import { byAccount, type LimitsService, type RateRule } from '../limits/limits.service.ts';
import { actorOf, type OperatorGuards } from '../operator/operator.plugin.ts';
import { OPERATOR_ERRORS } from '../operator/operator.plugin.ts';
import { STORED_EXTENSION } from './kyc.document.ts';
import type { KycService } from './kyc.service.ts';
import { readKycUpload } from './kyc.upload-body.ts';
import type { UploadSlots } from './kyc.uploads.ts';

/** The operator API's error statuses (400–429) serve the player's routes here too. */
const ERRORS = OPERATOR_ERRORS;

/** The stored document as sent: its bytes, in one of the stored types (the API reference's 200). */
const DOCUMENT_BYTES = {
  description: 'The document (attachment; JPEG, PNG or PDF)',
  content: Object.fromEntries(
    Object.keys(STORED_EXTENSION).map((type) => [
      type,
      { schema: z.custom<Buffer>((v) => Buffer.isBuffer(v)).meta({ type: 'string', format: 'binary' }) },
    ]),
  ),
};

/** Few submissions per hour and player: each one is a stored document and work for a person. */
export const KYC_SUBMIT_RULE: RateRule = { name: 'kyc-submit-account', max: 10, windowMs: 60 * 60 * 1000 };

/**
 * POST /kyc's body as the route validates it: the contract's, less `document.data`, which the stream
 * parser (kyc.upload-body.ts) decodes as it arrives and hands over beside the body.
 */
const submitFieldsSchema = kycSubmitRequestSchema.extend({
  document: kycSubmitRequestSchema.shape.document.omit({ data: true }),
});

/** The player's side of identity verification: GET /kyc (status, pre-fill) and POST /kyc (a submission). */
export const kycRoutes: FastifyPluginAsyncZod<{
  service: KycService;
  limits: LimitsService;
  uploads: UploadSlots;
}> = async (app, { service, limits, uploads }) => {
  noStore(app);
  // A slot taken in onRequest goes back however the request ends.
  app.addHook('onResponse', uploads.release);
  app.addHook('onRequestAbort', uploads.release);

  // In this plugin only: JSON bodies are read as a stream, never whole (POST /kyc is its one body).
  const documents = new WeakMap<object, Buffer>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', async (request: FastifyRequest, payload: Readable) => {
    const { fields, bytes } = await readKycUpload(payload, request.headers['content-length'], KYC_BODY_LIMIT);
    documents.set(request, bytes);
    return fields;
  });

  app.get(
    KYC_PATHS.kyc,
    { onRequest: app.requireSession, schema: { response: { 200: kycStateSchema, ...ERRORS } } },
    async (request) => service.state(request.session!.accountId),
  );

  app.post(
    KYC_PATHS.kyc,
    {
      // The slot is taken before the body is read: at most KYC_UPLOADS_IN_FLIGHT bodies in memory.
      onRequest: [app.requireSession, uploads.acquire],
      preHandler: limits.guard(KYC_SUBMIT_RULE, byAccount),
      // The one API body larger than 64 KiB (a base64 photo); the stream parser holds it to KYC_BODY_LIMIT.
      bodyLimit: KYC_BODY_LIMIT,
      schema: { body: submitFieldsSchema, response: { 201: kycStateSchema, ...ERRORS } },
    },
    async (request, reply) => {
      const bytes = documents.get(request);
      if (!bytes) throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
      return reply.code(201).send(await service.submit(request.session!.accountId, request.body, bytes));
    },
  );
};

/** The back office's review (support role): submissions, one submission, its document, the decision. */
export const kycOperatorRoutes: FastifyPluginAsyncZod<{
  service: KycService;
  guards: OperatorGuards;
}> = async (app, { service, guards }) => {
  noStore(app);
  const review = guards.require('kyc.review');

  app.get(
    KYC_PATHS.operatorSubmissions,
    {
      preHandler: review,
      schema: {
        querystring: kycSubmissionsQuerySchema,
        response: { 200: kycSubmissionsResponseSchema, ...ERRORS },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    KYC_PATHS.operatorSubmission,
    {
      preHandler: review,
      schema: { params: kycSubmissionParamsSchema, response: { 200: kycSubmissionSchema, ...ERRORS } },
    },
    async (request) => service.get(request.params.submissionId),
  );

  app.get(
    KYC_PATHS.operatorDocument,
    // The 200 is the file's bytes, not JSON: a Buffer is sent as it is (the schema only documents it).
    {
      preHandler: review,
      schema: { params: kycSubmissionParamsSchema, response: { 200: DOCUMENT_BYTES, ...ERRORS } },
    },
    async (request, reply) => {
      const { type, bytes } = await service.document(actorOf(request), request.params.submissionId);
      // Read by the console's pdf.js / <img> through fetch only: opened directly, the browser downloads
      // it (attachment) instead of showing it in its PDF plug-in; no sniffing, no scripts, no cache.
      return reply
        .type(type)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', `attachment; filename="document.${STORED_EXTENSION[type]}"`)
        .send(bytes);
    },
  );

  app.post(
    KYC_PATHS.operatorDecision,
    {
      preHandler: review,
      schema: {
        params: kycSubmissionParamsSchema,
        body: kycDecisionRequestSchema,
        response: { 200: kycSubmissionSchema, ...ERRORS },
      },
    },
    async (request) => service.decide(actorOf(request), request.params.submissionId, request.body),
  );
};
