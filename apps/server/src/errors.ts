import type { ErrorCode } from '@casino/contract';

/**
 * An expected failure with its HTTP status and catalogue code. Services throw it; the error handler
 * (plugins/error-handler.ts) turns it into `{ "error": { "code": … } }`.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** A 429's wait in whole seconds: the error handler sends it as `Retry-After`. */
  readonly retryAfterSeconds: number | undefined;
  /** Sent beside the code in `error` (e.g. a refused play movement's limit and end; contract playRefusalSchema). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    options?: ErrorOptions & { retryAfterSeconds?: number; details?: Record<string, unknown> },
  ) {
    super(code, options);
    this.retryAfterSeconds = options?.retryAfterSeconds;
    this.details = options?.details;
  }
}

/** 429 TOO_MANY_REQUESTS saying how long to wait (rounded up to whole seconds, at least 1). */
export function tooManyRequests(waitMs: number): ApiError {
  return new ApiError(429, 'TOO_MANY_REQUESTS', { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The server cannot start as configured (e.g. production without a built site). server.ts prints the
 * message, which names the setting to fix, and exits with code 1.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
