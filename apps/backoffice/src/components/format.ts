import { useLocaleState } from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';

const INTL_LOCALES = { ja: 'ja-JP', en: 'en-GB' } as const;

/** The Intl locale of the console's current language. */
export function useIntlLocale(): string {
  const [locale] = useLocaleState();
  return locale === 'en' ? INTL_LOCALES.en : INTL_LOCALES.ja;
}

/** A date and time in the operator's time zone, or '' for null. */
export function formatDateTime(value: string | null | undefined, intlLocale: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(intlLocale, { dateStyle: 'medium', timeStyle: 'medium' });
}

/** Coins with grouping; negative amounts keep their sign. */
export function formatCoins(value: number, intlLocale: string): string {
  return value.toLocaleString(intlLocale);
}

/** Phones and narrow windows get the one-column lists (react-admin's SimpleList). */
export function useIsSmall(): boolean {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
}

/** Today's date in Japan (the casino's reporting day), as YYYY-MM-DD. */
export function tokyoToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(now);
}
