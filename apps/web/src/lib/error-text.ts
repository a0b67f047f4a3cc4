import type { TFunction } from 'i18next';
import { errorMessageKey, getErrorCode, retryAfterOf } from './api-client.ts';

/** Up to this many seconds the wait is told in seconds, beyond it in whole minutes (rounded up). */
const SECONDS_UP_TO = 120;

/**
 * A failed call as the player reads it: the catalogue code's text, except that a 429 which said how
 * long to wait (Retry-After, issue 25) tells the wait — "wait 25 s", "wait 14 min" — in both languages.
 */
export function errorText(t: TFunction, error: unknown): string {
  const wait = retryAfterOf(error);
  if (getErrorCode(error) === 'TOO_MANY_REQUESTS' && wait !== undefined) {
    return wait <= SECONDS_UP_TO
      ? t('retryWait.seconds', { seconds: wait })
      : t('retryWait.minutes', { minutes: Math.ceil(wait / 60) });
  }
  return t(errorMessageKey(error));
}
