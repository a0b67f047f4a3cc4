/** Coins and XP in the site's language (tabular numerals come from the CSS). */
export function formatCount(value: number, language: string): string {
  return value.toLocaleString(language === 'en' ? 'en-US' : 'ja-JP');
}

/** A date in the site's language. */
export function formatDate(iso: string, language: string): string {
  return new Date(iso).toLocaleDateString(language === 'en' ? 'en-GB' : 'ja-JP', { dateStyle: 'medium' });
}
