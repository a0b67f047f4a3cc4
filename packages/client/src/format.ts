/** An exact fraction (0.9894…) as a percentage with two decimals in the player's number format (RTPs). */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-US' : 'ja-JP', {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}
