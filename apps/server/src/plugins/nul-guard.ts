import fp from 'fastify-plugin';
import { ApiError } from '../errors.ts';

/** Whether a parsed query, params or JSON body holds a string with a NUL character, at any depth. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null || depth > 32) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(item, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL cannot store or compare text holding NUL (U+0000): a query with one fails, which would
 * surface as 500. No field of the API has a use for it, so any request carrying one in its query,
 * path or JSON body is refused up front with 400 REQUEST_VALIDATION_ERROR, whatever its schema says.
 */
export const nulGuard = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body)) {
        throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
      }
    });
  },
  { name: 'nul-guard' },
);
