import type { LanguageCode } from '@casino/contract';

const LOCALES: Record<LanguageCode, string> = { ja: 'ja-JP', en: 'en-US' };

/** Dates in the player's local time zone and the language's format (SPEC §2: "date in local format"). */
export function formatDateTime(iso: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

export function formatCount(value: number, language: LanguageCode): string {
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 0 }).format(value);
}

/** Days, hours, minutes and seconds of a countdown (never negative). */
export function splitCountdown(totalSeconds: number) {
  const s = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}

/**
 * The history row's name (SPEC §2): the current language's translation, else the `default` one, else
 * null (the caller shows 'N/A').
 */
export function historyTitle(
  translations: ReadonlyArray<{ languageCode: string; title: string }>,
  language: string,
): string | null {
  const pick = (code: string) => translations.find((t) => t.languageCode === code)?.title;
  return pick(language) ?? pick('default') ?? null;
}
