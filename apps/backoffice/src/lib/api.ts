import { ApiError, apiRequest, type ApiRequestOptions } from '@casino/client';
import type { ErrorCode } from '@casino/contract';
import { HttpError } from 'react-admin';
import type { z } from 'zod';

/**
 * The body react-admin keeps on a failed call (`error.body`): the catalogue code, so screens can react to
 * one code (INSUFFICIENT_FUNDS next to the adjustment form, OPERATOR_PASSWORD_CHANGE_REQUIRED in the auth
 * provider) while the notification shows `errors.<CODE>` translated.
 */
export interface OperatorErrorBody {
  code: ErrorCode;
}

/** The translation key of a catalogue code; react-admin translates a notification's message. */
export function errorKey(code: ErrorCode): `errors.${ErrorCode}` {
  return `errors.${code}`;
}

/** The catalogue code of anything the data or auth provider threw; anything else is TECHNICAL_ERROR. */
export function errorCodeOf(error: unknown): ErrorCode {
  if (error instanceof HttpError) {
    const body = error.body as Partial<OperatorErrorBody> | undefined;
    if (body?.code) return body.code;
  }
  if (error instanceof ApiError) return error.code;
  return 'TECHNICAL_ERROR';
}

/**
 * One call of the operator API: the shared client adds the base path, the CHANNEL header, credentials and
 * JSON, validates the answer with the contract's schema and maps unknown codes to TECHNICAL_ERROR. Failures
 * become react-admin's HttpError (status, translated message key, code in the body), the shape its
 * notifications and `authProvider.checkError` expect.
 */
export async function operatorRequest<TSchema extends z.ZodType>(
  path: string,
  options: ApiRequestOptions<TSchema> & { schema: TSchema },
): Promise<z.output<TSchema>>;
export async function operatorRequest(path: string, options?: ApiRequestOptions): Promise<unknown>;
export async function operatorRequest(path: string, options: ApiRequestOptions<z.ZodType | undefined> = {}) {
  try {
    return await apiRequest(path, options);
  } catch (error) {
    if (error instanceof ApiError) {
      throw new HttpError(errorKey(error.code), error.status, {
        code: error.code,
      } satisfies OperatorErrorBody);
    }
    throw error;
  }
}
