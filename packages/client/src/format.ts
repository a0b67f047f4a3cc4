const formats = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per locale and options, kept: building one costs far more than formatting with
 * it (a grid of tiles built one per tile per render, a measurable part of the first render on a phone).
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** An exact fraction (0.9894…) as a percentage with two decimals in the player's number format (RTPs). */
export function formatPercent(value: number, language: string): string {
  return numberFormat(language === 'en' ? 'en-US' : 'ja-JP', {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}
