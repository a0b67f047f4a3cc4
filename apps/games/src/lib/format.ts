const coinFormats = new Map<string, Intl.NumberFormat>();

/**
 * Coins with thousands separators (both ja-JP and en-US group with commas). One formatter per locale:
 * building an Intl.NumberFormat costs far more than formatting with it, and the balance counts up by frames.
 */
export function formatCoins(value: number, language: string): string {
  const locale = language === 'en' ? 'en-US' : 'ja-JP';
  let format = coinFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    coinFormats.set(locale, format);
  }
  return format.format(value);
}

export { formatPercent } from '@casino/client';
