import type { z } from 'zod';
import { isNetworkError, postJson } from '../lib/api-client.ts';

/**
 * POSTs an idempotent studio request (a round with its roundKey, a pick with its index). A request
 * whose answer never arrived may still have been taken, so a network error is retried once with the
 * SAME body: the server replays what it did instead of doing it twice. An answer with an error code is
 * final: retrying would not change it.
 */
export async function postRetriedOnce<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
): Promise<z.output<S>> {
  try {
    return await postJson(path, body, schema);
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    return postJson(path, body, schema);
  }
}
