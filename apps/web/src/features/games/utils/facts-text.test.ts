import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { factsText } from './facts-text.ts';

const t = ((key: string, values?: Record<string, string>) =>
  values ? `${key}(${Object.values(values).join(',')})` : key) as unknown as TFunction;

describe('tile facts', () => {
  it('keep the top prize compact on the tile and whole for screen readers', () => {
    expect(factsText({ volatility: 'high', maxWin: 114_656, features: [] }, t, 'en')).toEqual({
      volatility: 'games.facts.volatilityShort.high',
      maxWin: '×114.7K',
      full: 'games.facts.volatilityLabel(lobby.facets.volatility.high). games.facts.maxWinLabel(114,656)',
    });
    expect(factsText({ volatility: null, maxWin: 36, features: [] }, t, 'ja')?.maxWin).toBe('×36');
    expect(factsText({ volatility: 'low', maxWin: 15_629, features: [] }, t, 'ja')?.maxWin).toBe('×1.6万');
    expect(factsText({ volatility: null, maxWin: null, features: [] }, t, 'ja')).toBeNull();
    expect(factsText(null, t, 'ja')).toBeNull();
  });
});
