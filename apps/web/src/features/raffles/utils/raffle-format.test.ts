import { describe, expect, it } from 'vitest';
import { historyTitle, splitCountdown } from './raffle-format.ts';

describe('raffle formatting', () => {
  it('names a history row: current language, else default, else nothing', () => {
    const t = [
      { languageCode: 'default', title: '既定' },
      { languageCode: 'en', title: 'Raffle' },
    ];
    expect(historyTitle(t, 'en')).toBe('Raffle');
    expect(historyTitle(t, 'ja')).toBe('既定');
    expect(historyTitle([], 'ja')).toBeNull();
  });

  it('splits a countdown into days, hours, minutes and seconds', () => {
    expect(splitCountdown(2 * 86_400 + 3 * 3600 + 4 * 60 + 5)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(splitCountdown(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
