import type { ErrorCode } from '@casino/contract';

/**
 * An expected failure with its HTTP status and catalogue code. Services throw it; the error handler
 * (plugins/error-handler.ts) turns it into `{ "error": { "code": … } }`.
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    options?: ErrorOptions,
  ) {
    super(code, options);
  }
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
