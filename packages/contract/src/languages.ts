import { z } from 'zod';

/** Languages of the site (SPEC §9): Japanese is the default. */
export const LANGUAGE_CODES = ['ja', 'en'] as const;
export const DEFAULT_LANGUAGE = 'ja' as const;
export const languageCodeSchema = z.enum(LANGUAGE_CODES);
export type LanguageCode = z.infer<typeof languageCodeSchema>;

/** The localStorage key under which the site keeps the chosen language (SPEC §9). */
export const LANGUAGE_STORAGE_KEY = 'languageCode';

/** Language entry (SPEC §3). */
export const languageSchema = z.object({
  code: languageCodeSchema,
  countryCode: z.string(),
  englishName: z.string(),
  name: z.string(),
});
export type Language = z.infer<typeof languageSchema>;

export const LANGUAGES: readonly Language[] = [
  { code: 'ja', countryCode: 'JP', englishName: 'Japanese', name: '日本語' },
  { code: 'en', countryCode: 'GB', englishName: 'English', name: 'English' },
];
