/** The translation to show in `language`, else the first (SPEC §2); the contract's rule without zod. */
export function pickTranslation<T extends { languageCode: string }>(
  translations: readonly T[],
  language: string,
): T | undefined {
  return translations.find((t) => t.languageCode === language) ?? translations[0];
}
