import type { TFunction } from 'i18next';
import { STUDIO_GAMES, type BetInput } from '@casino/studio';
import { formatCoins } from '../lib/format.ts';
import { toLanguageCode } from '../lib/i18n.ts';
import { rouletteBetName } from '../engines/roulette/bet-name.ts';
import { segmentLabel } from '../engines/wheel/palette.ts';

/** A spot of a bet slip named as the game's table names it. */
function spotName(gameCode: string, spot: string, t: TFunction, language: string): string {
  const game = STUDIO_GAMES[gameCode];
  switch (game?.engine) {
    case 'roulette':
      return rouletteBetName(spot, t);
    case 'baccarat':
      return t(`baccarat.spots.${spot as 'player'}`);
    case 'coin-flip':
      return t(`coinFlip.side.${spot as 'red'}`);
    case 'dice':
      return t('fairness.verify.diceTotal', { total: spot });
    case 'wheel':
      return game.config.spots[spot]?.[toLanguageCode(language)] ?? segmentLabel(game.config, spot);
    default:
      return spot;
  }
}

/** The bet as lines a player reads ("Red: 10 coins"), not the JSON the server stores. */
export function betLines(gameCode: string, bet: BetInput, t: TFunction, language: string): string[] {
  if ('bet' in bet) return [t('fairness.verify.betTotal', { amount: formatCoins(bet.bet, language) })];
  return Object.entries(bet.bets).map(([spot, coins]) =>
    t('fairness.verify.betLine', {
      spot: spotName(gameCode, spot, t, language),
      amount: formatCoins(coins, language),
    }),
  );
}
