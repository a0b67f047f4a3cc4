import { numberFormat } from '@casino/client';
import { WALLET_CURRENCY } from '@casino/contract';
import type { LanguageCode } from '@casino/contract';

const LOCALES: Record<LanguageCode, string> = { ja: 'ja-JP', en: 'en-US' };

/** The BCP 47 locale used to format numbers and dates for one of our languages. */
export function localeOf(language: LanguageCode): string {
  return LOCALES[language];
}

/** A whole number with thousands separators for the language (SPEC §9: "1,234"). */
export function formatNumber(value: number, language: LanguageCode): string {
  return numberFormat(localeOf(language), { maximumFractionDigits: 0 }).format(value);
}

/**
 * A balance as text (SPEC §3): PTS is shown as coins, i.e. the bare number next to a coin icon; any
 * other currency is formatted as that currency. An unknown currency code falls back to "1,234 XYZ".
 */
export function formatBalance(value: number, currency: string, language: LanguageCode): string {
  if (currency === WALLET_CURRENCY) return formatNumber(value, language);
  try {
    return numberFormat(localeOf(language), { style: 'currency', currency }).format(value);
  } catch {
    return `${formatNumber(value, language)} ${currency}`;
  }
}

/** A signed amount: "+1,000" for credits, "−250" (true minus sign) for debits, "0" for nothing. */
export function formatSignedNumber(value: number, language: LanguageCode): string {
  const magnitude = formatNumber(Math.abs(value), language);
  if (value > 0) return `+${magnitude}`;
  if (value < 0) return `\u2212${magnitude}`;
  return magnitude;
}
