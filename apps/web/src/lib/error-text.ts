import type { TFunction } from 'i18next';
import { looseT, playRefusalText } from '@casino/client';
import { errorMessageKey, getErrorCode, retryAfterOf } from './api-client.ts';

/** Up to this many seconds the wait is told in seconds, beyond it in whole minutes (rounded up). */
const SECONDS_UP_TO = 120;

/**
 * A failed call as the player reads it: the catalogue code's text, except that a 429 which said how
 * long to wait (Retry-After, issue 25) tells the wait — "wait 25 s", "wait 14 min" — in both languages,
 * and a refused play movement names the limit it would pass or the end of the break (issue 28).
 */
export function errorText(t: TFunction, error: unknown, language?: string): string {
  const refusal = playRefusalText(looseT(t), error, language ?? (document.documentElement.lang || 'ja'));
  if (refusal) return refusal;
  const wait = retryAfterOf(error);
  if (getErrorCode(error) === 'TOO_MANY_REQUESTS' && wait !== undefined) {
    return wait <= SECONDS_UP_TO
      ? t('retryWait.seconds', { seconds: wait })
      : t('retryWait.minutes', { minutes: Math.ceil(wait / 60) });
  }
  return t(errorMessageKey(error));
}
