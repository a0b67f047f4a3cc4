/** Coins with thousands separators (both ja-JP and en-US group with commas). */
export function formatCoins(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-US' : 'ja-JP', { maximumFractionDigits: 0 }).format(
    value,
  );
}

export { formatPercent } from '@casino/client';
