import type { GameFacts } from '@casino/contract';
import type { TFunction } from 'i18next';

export interface FactsText {
  /** The tile's short line, e.g. "High · Max ×5,000". */
  badge: string;
  /** The whole statement for screen readers, e.g. "Volatility: high. Maximum win: 5,000 × bet". */
  full: string;
}

/** Issue 29: a tile's volatility and top prize; null when the game has neither. */
export function factsText(
  facts: GameFacts | null | undefined,
  t: TFunction,
  language: string,
): FactsText | null {
  if (!facts || (facts.volatility === null && facts.maxWin === null)) return null;
  const number = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'ja-JP').format;
  const badge: string[] = [];
  const full: string[] = [];
  if (facts.volatility) {
    const level = t(`lobby.facets.volatility.${facts.volatility}`);
    badge.push(level);
    full.push(t('games.facts.volatilityLabel', { level }));
  }
  if (facts.maxWin !== null) {
    badge.push(t('games.facts.maxWin', { times: number(facts.maxWin) }));
    full.push(t('games.facts.maxWinLabel', { times: number(facts.maxWin) }));
  }
  return { badge: badge.join(' · '), full: full.join('. ') };
}
