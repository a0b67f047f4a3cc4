import { describe, expect, it } from 'vitest';
import { emptyForm, prizesToText, textToPrizes, toInput } from './tournament-form.ts';

describe('the tournament form', () => {
  it('reads prize lines and refuses overlapping or malformed ones', () => {
    expect(textToPrizes('1=50000\n2-10 = 5000\n')).toEqual([
      { fromRank: 1, toRank: 1, amount: 50000 },
      { fromRank: 2, toRank: 10, amount: 5000 },
    ]);
    expect(prizesToText(textToPrizes('1=50000\n2-10=5000')!)).toBe('1=50000\n2-10=5000');
    expect(textToPrizes('1-3=10\n2=5')).toBeNull();
    expect(textToPrizes('first=10')).toBeNull();
  });

  it("turns valid values into the contract's input and names the invalid fields", () => {
    const values = {
      ...emptyForm(new Date('2030-01-01T00:00:00Z')),
      tournamentRef: 'spring-cup',
      games: ['WNF_AZTEC_X'],
      titleJa: '春のカップ',
      titleEn: 'Spring Cup',
    };
    const ok = toInput(values);
    expect('input' in ok && ok.input.rules).toEqual({
      scoringRule: 'COINS_WON',
      coinsPerPoint: 1000,
      minBet: 10,
    });
    const bad = toInput({ ...values, games: [], prizes: 'x', titleEn: '' });
    expect('invalid' in bad && bad.invalid.sort()).toEqual(['games', 'prizes', 'translations.1.title']);
  });
});
