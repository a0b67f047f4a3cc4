import { refusalOf, getErrorCode } from './api-client.ts';

/**
 * A translate function over the `playRefusal.*` keys both apps' locales hold; each app passes its typed
 * i18next `t` through `looseT` (their key unions differ).
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** An app's typed `t` as a Translate (the keys used here exist in both apps' locales). */
export function looseT(t: (...args: never[]) => unknown): Translate {
  return (key, options) => String((t as unknown as (k: string, o?: object) => unknown)(key, options ?? {}));
}

/** A date and time in the player's language and time zone ("2026年12月5日 19:00", "5 Dec 2026, 19:00"). */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ja-JP', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/**
 * A refused play movement told exactly (responsible play, issue 28): which of the player's limits a bet
 * would pass and when its period starts again, or until when a break or exclusion lasts. Both apps'
 * locales hold the `playRefusal.*` keys. Undefined when the error is no refusal or names no details (the
 * catalogue's own text then says it).
 */
export function playRefusalText(t: Translate, error: unknown, language: string): string | undefined {
  const code = getErrorCode(error);
  const details = refusalOf(error);
  if (!details) return undefined;
  const until = details.until ? formatDateTime(details.until, language) : undefined;
  if (code === 'PLAY_LIMIT_REACHED' && details.limit) {
    const { kind, period, value } = details.limit;
    const amount =
      kind === 'time'
        ? t('playRefusal.minutes', { count: value })
        : t('playRefusal.coins', { amount: value.toLocaleString(language === 'en' ? 'en-US' : 'ja-JP') });
    const limit = t('playRefusal.limitName', {
      period: t(`playRefusal.period.${period}`),
      kind: t(`playRefusal.kind.${kind}`),
      amount,
    });
    return until ? t('playRefusal.limitUntil', { limit, until }) : t('playRefusal.limit', { limit });
  }
  if (code === 'PLAY_ON_BREAK' && until) return t('playRefusal.break', { until });
  if (code === 'PLAY_SELF_EXCLUDED' && until) return t('playRefusal.exclusion', { until });
  return undefined;
}
