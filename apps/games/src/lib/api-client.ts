import { CHANNEL_HEADER, normalizeErrorCode, type ErrorCode } from '@casino/contract';
import type { z } from 'zod';
import { getPublicConfig } from './public-config.ts';

/*
 * The game client's own copy of the site's API client (apps/web/src/lib/api-client.ts): this is a
 * separate bundle, so it imports nothing from apps/web. Same conventions: configured base path, the
 * CHANNEL header, JSON, credentials, error bodies mapped to catalogue codes.
 */

/** A failed API call: the HTTP status (0 = no response) and a code from the catalogue. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;

  constructor(status: number, code: ErrorCode) {
    super(`API error ${status}: ${code}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** True when no response arrived at all (offline, connection reset): the only case worth a retry. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** The catalogue code of any error: ApiError keeps its own, anything else is a technical error. */
export function getErrorCode(error: unknown): ErrorCode {
  return error instanceof ApiError ? error.code : 'TECHNICAL_ERROR';
}

export function buildApiUrl(path: string): string {
  return `${getPublicConfig().apiBasePath.replace(/\/+$/, '')}${path}`;
}

async function readBody(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return { ok: false };
  }
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function errorCodeOf(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === 'object' && error !== null && 'code' in error) {
      return (error as { code: unknown }).code;
    }
  }
  return undefined;
}

/**
 * POSTs a JSON body and validates the answer with `schema`. A status outside 200-299 throws ApiError
 * with the body's code (unknown codes, unparsable bodies and answers that do not match the schema
 * become TECHNICAL_ERROR); a network failure throws ApiError with status 0.
 */
export async function postJson<TSchema extends z.ZodType>(
  path: string,
  body: unknown,
  schema: TSchema,
  signal?: AbortSignal,
): Promise<z.output<TSchema>> {
  let response: Response;
  try {
    response = await fetch(buildApiUrl(path), {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        [CHANNEL_HEADER]: getPublicConfig().channelCode,
      },
      credentials: 'include',
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'TECHNICAL_ERROR');
  }

  const parsed = await readBody(response);
  if (response.status < 200 || response.status > 299) {
    throw new ApiError(
      response.status,
      parsed.ok ? normalizeErrorCode(errorCodeOf(parsed.value)) : 'TECHNICAL_ERROR',
    );
  }
  if (!parsed.ok) throw new ApiError(response.status, 'TECHNICAL_ERROR');
  const checked = schema.safeParse(parsed.value);
  if (!checked.success) throw new ApiError(response.status, 'TECHNICAL_ERROR');
  return checked.data;
}
