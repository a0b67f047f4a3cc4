import { describe, expect, it } from 'vitest';
import { competitionRefSchema, pickTranslation } from './competitions.ts';

describe('competitions', () => {
  it('picks the current language, else the first translation', () => {
    const t = [
      { languageCode: 'en', title: 'A' },
      { languageCode: 'ja', title: 'あ' },
    ];
    expect(pickTranslation(t, 'ja')?.title).toBe('あ');
    expect(pickTranslation(t, 'fr')?.title).toBe('A');
    expect(pickTranslation([], 'ja')).toBeUndefined();
  });

  it('accepts url-safe references only', () => {
    expect(competitionRefSchema.safeParse('daily-2026-11-24').success).toBe(true);
    expect(competitionRefSchema.safeParse('Daily 1').success).toBe(false);
    expect(competitionRefSchema.safeParse('../x').success).toBe(false);
  });
});
