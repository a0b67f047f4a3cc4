import type { TFunction } from 'i18next';
import { coverOf } from './layout.ts';

/** A roulette spot as the player reads it: "Split 17–18", "Dozen 2", "Red" (table and verify page). */
export function rouletteBetName(spot: string, t: TFunction): string {
  const type = spot.split('-')[0] ?? spot;
  const cover = coverOf(spot) ?? [];
  const [a, b, c, d] = cover;
  switch (type) {
    case 'straight':
      return t('roulette.bet.straight', { n: a });
    case 'split':
      return t('roulette.bet.split', { a, b });
    case 'street':
    case 'line':
      return t(`roulette.bet.${type}`, { from: a, to: cover[cover.length - 1] });
    case 'trio':
      return t('roulette.bet.trio', { a, b, c });
    case 'corner':
      return t('roulette.bet.corner', { a, b, c, d });
    case 'dozen':
    case 'column':
      return t(`roulette.${type}`, { n: spot.split('-')[1] });
    default:
      return t(`roulette.${type as 'red'}`);
  }
}
