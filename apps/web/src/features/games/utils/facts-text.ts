import { numberFormat } from '@casino/client';
import type { GameFacts } from '@casino/contract';
import type { TFunction } from 'i18next';

export interface FactsText {
  /** The volatility's short word on the tile ("Med"); null when the studio keeps none for the game. */
  volatility: string | null;
  /** The top prize on the tile, compact ("×115K", "×11.5万"); null when the game has no finite top. */
  maxWin: string | null;
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
  const locale = language === 'en' ? 'en-US' : 'ja-JP';
  const whole = numberFormat(locale).format;
  // A phone's home row has 80 px tiles: the line keeps to a few characters.
  const compact = numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format;
  const volatility = facts.volatility ? t(`games.facts.volatilityShort.${facts.volatility}`) : null;
  const full: string[] = [];
  if (facts.volatility)
    full.push(t('games.facts.volatilityLabel', { level: t(`lobby.facets.volatility.${facts.volatility}`) }));
  if (facts.maxWin !== null) full.push(t('games.facts.maxWinLabel', { times: whole(facts.maxWin) }));
  return {
    volatility,
    maxWin: facts.maxWin === null ? null : `×${compact(facts.maxWin)}`,
    full: full.join('. '),
  };
}
