import {
  CHANNEL_HEADER,
  normalizeErrorCode,
  playRefusalSchema,
  type ErrorCode,
  type PlayRefusal,
} from '@casino/contract';
import type { z } from 'zod';
import { takeBootAnswer } from './boot-data.ts';
import { getPublicConfig } from './public-config.ts';

/** A failed API call: the HTTP status (0 = no response) and a code from the catalogue. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  /** How long the server asked to wait (`Retry-After` of a 429), in whole seconds; else undefined. */
  readonly retryAfterSeconds: number | undefined;
  /** A refused play movement's details (responsible play): which limit, and until when; else undefined. */
  readonly refusal: PlayRefusalDetails | undefined;

  constructor(status: number, code: ErrorCode, retryAfterSeconds?: number, refusal?: PlayRefusalDetails) {
    super(`API error ${status}: ${code}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
    this.refusal = refusal;
  }
}

export type PlayRefusalDetails = Omit<PlayRefusal['error'], 'code'>;

/** The limit and end time a refused play movement names (contract playRefusalSchema); undefined when none. */
export function refusalOf(error: unknown): PlayRefusalDetails | undefined {
  return error instanceof ApiError ? error.refusal : undefined;
}

function refusalDetails(body: unknown): PlayRefusalDetails | undefined {
  const parsed = playRefusalSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { limit, until } = parsed.data.error;
  return limit !== undefined || (until !== undefined && until !== null) ? { limit, until } : undefined;
}

/**
 * `Retry-After` as whole seconds from `now`: delta-seconds or an HTTP date (RFC 9110 §10.2.3); absent
 * or unreadable = undefined. At least 1 when present: "wait 0 s" is no answer.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Math.max(1, Number(text));
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(1, Math.ceil((at - now) / 1000));
}

/** The wait a failed call asked for (a 429's Retry-After), in seconds; undefined for anything else. */
export function retryAfterOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.retryAfterSeconds : undefined;
}

/** True when no response arrived at all (offline, connection reset): the only case worth a retry. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** The catalogue code of any error: ApiError keeps its own, anything else is a technical error. */
export function getErrorCode(error: unknown): ErrorCode {
  return error instanceof ApiError ? error.code : 'TECHNICAL_ERROR';
}

/** The i18n key of an error's localized message (`errors.<CODE>` exists in both locales). */
export function errorMessageKey(error: unknown): `errors.${ErrorCode}` {
  return `errors.${getErrorCode(error)}`;
}

type QueryValue = string | number | boolean | undefined;

export interface ApiRequestOptions<TSchema extends z.ZodType | undefined = undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Validates the response body; a body that does not match is a technical error. */
  schema?: TSchema;
  signal?: AbortSignal;
}

type Result<TSchema> = TSchema extends z.ZodType ? z.output<TSchema> : unknown;

export function buildApiUrl(path: string, query?: Record<string, QueryValue>): string {
  const base = getPublicConfig().apiBasePath.replace(/\/+$/, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
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
 * Every call of SPEC §7: configured base path, CHANNEL header, JSON, credentials included. A status
 * outside 200-299 throws ApiError with the body's code (unknown codes and unparsable bodies become
 * TECHNICAL_ERROR); a network failure throws ApiError with status 0. What an app does with an error
 * (the site's 401 → logout lives in its query cache) stays in the app.
 */
export async function apiRequest<TSchema extends z.ZodType | undefined = undefined>(
  path: string,
  options: ApiRequestOptions<TSchema> = {},
): Promise<Result<TSchema>> {
  const { method = 'GET', query, body, schema, signal } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [CHANNEL_HEADER]: getPublicConfig().channelCode,
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const url = buildApiUrl(path, query);
  if (method === 'GET') {
    const boot = bootAnswerAt(url, schema);
    if (boot.found) return boot.value;
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
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
      response.status === 429 ? parseRetryAfter(response.headers.get('retry-after')) : undefined,
      parsed.ok ? refusalDetails(parsed.value) : undefined,
    );
  }
  if (!parsed.ok) throw new ApiError(response.status, 'TECHNICAL_ERROR');
  if (!schema) return parsed.value as Result<TSchema>;
  const checked = schema.safeParse(parsed.value);
  if (!checked.success) throw new ApiError(response.status, 'TECHNICAL_ERROR');
  return checked.data as Result<TSchema>;
}

function bootAnswerAt<TSchema extends z.ZodType | undefined>(
  url: string,
  schema: TSchema | undefined,
): { found: true; value: Result<TSchema> } | { found: false } {
  const boot = takeBootAnswer(url);
  if (!boot.found) return boot;
  if (!schema) return { found: true, value: boot.value as Result<TSchema> };
  const checked = schema.safeParse(boot.value);
  return checked.success ? { found: true, value: checked.data as Result<TSchema> } : { found: false };
}

/**
 * The answer to GET `path` the server wrote into the page (issue 31), validated by `schema`, taken once;
 * undefined when there is none or it does not match. A query's `initialData`: the first render has the
 * data, so it is not rendered a second time — synchronously, as a store update — when a request resolves.
 */
export function bootAnswer<TSchema extends z.ZodType>(
  path: string,
  query: Record<string, QueryValue> | undefined,
  schema: TSchema,
): z.output<TSchema> | undefined {
  const boot = bootAnswerAt(buildApiUrl(path, query), schema);
  return boot.found ? (boot.value as z.output<TSchema>) : undefined;
}

/**
 * POSTs a JSON body and validates the answer with `schema` (the game clients' one kind of call): apiRequest
 * with method POST, so the same errors — an answer that does not match the schema is TECHNICAL_ERROR.
 */
export function postJson<TSchema extends z.ZodType>(
  path: string,
  body: unknown,
  schema: TSchema,
  signal?: AbortSignal,
): Promise<z.output<TSchema>> {
  return apiRequest(path, { method: 'POST', body, schema, signal }) as Promise<z.output<TSchema>>;
}
