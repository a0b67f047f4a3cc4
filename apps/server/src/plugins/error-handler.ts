import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorResponse } from '@casino/contract';
import { isApiError } from '../errors.ts';

interface Classified {
  statusCode: number;
  code: ErrorCode;
}

function hasStatusCode(error: unknown): error is FastifyError & { statusCode: number } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'statusCode' in error &&
    typeof error.statusCode === 'number'
  );
}

/** Maps any error to an HTTP status and a catalogue code. */
export function classifyError(error: unknown): Classified {
  if (isApiError(error)) return { statusCode: error.statusCode, code: error.code };
  if (hasZodFastifySchemaValidationErrors(error))
    return { statusCode: 400, code: 'REQUEST_VALIDATION_ERROR' };
  if (isResponseSerializationError(error)) return { statusCode: 500, code: 'TECHNICAL_ERROR' };
  if (hasStatusCode(error) && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own client errors: malformed JSON (400), empty JSON body (400), too large (413),
    // unsupported content type (415), a schema validation failure (400)…
    switch (error.statusCode) {
      case 401:
        return { statusCode: 401, code: 'UNAUTHORIZED' };
      case 404:
        return { statusCode: 404, code: 'NOT_FOUND' };
      case 429:
        return { statusCode: 429, code: 'TOO_MANY_REQUESTS' };
      default:
        return { statusCode: error.statusCode, code: 'REQUEST_VALIDATION_ERROR' };
    }
  }
  return { statusCode: 500, code: 'TECHNICAL_ERROR' };
}

/**
 * Every error becomes `{ "error": { "code": … } }` (ARCHITECTURE.md decision 5). Client errors are
 * logged with their code only: their messages can quote the input (JSON.parse quotes the body it
 * failed on), and bodies must never reach the logs. Server errors are logged in full, server-side only;
 * the client learns nothing but TECHNICAL_ERROR.
 */
export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler((error: unknown, request, reply) => {
      const { statusCode, code } = classifyError(error);
      if (statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else {
        const reason =
          !isApiError(error) && hasStatusCode(error) && typeof error.code === 'string'
            ? error.code
            : undefined;
        request.log.info({ statusCode, code, reason }, 'request rejected');
      }
      if (statusCode === 429) {
        // Every 429 says how long to wait (issue 25): our limits know it; @fastify/rate-limit set its own.
        const retryAfter = isApiError(error) ? error.retryAfterSeconds : undefined;
        if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
        else if (!reply.hasHeader('retry-after')) void reply.header('retry-after', '1');
      }
      const details = isApiError(error) ? error.details : undefined;
      const body: ErrorResponse = { error: { ...details, code } };
      return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'error-handler' },
);
