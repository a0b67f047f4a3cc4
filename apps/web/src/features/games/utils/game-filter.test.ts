import type { Game, GameFacts } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import {
  NO_FILTER,
  filterGames,
  filterOptions,
  isFiltered,
  parseCatalogueFilter,
  toggle,
  withCatalogueFilter,
} from './game-filter.ts';

const game = (gameCode: string, gameType: Game['gameType'], facts: GameFacts | null): Game => ({
  gameId: 1,
  gameCode,
  title: gameCode,
  translations: [],
  tags: [gameType],
  gameType,
  orientation: 'landscape',
  isDemoAvailable: true,
  imagePath: null,
  gameStudioId: 1,
  gameStudioName: 'Studio',
  rtp: null,
  facts,
});
const GAMES = [
  game('CASCADE_LOW', 'SLOT', { volatility: 'low', maxWin: 500, features: ['free-spins', 'cascades'] }),
  game('HOLD_MEDIUM', 'SLOT', {
    volatility: 'medium',
    maxWin: 1000,
    features: ['free-spins', 'hold-and-win'],
  }),
  game('PLAIN_HIGH', 'SLOT', { volatility: 'high', maxWin: 5000, features: ['free-spins'] }),
  game('ROULETTE', 'LIVE', { volatility: null, maxWin: 36, features: [] }),
  game('OUTSIDE', 'SLOT', null),
];
const codes = (games: Game[]) => games.map((g) => g.gameCode);

describe('catalogue filters', () => {
  it('narrow by type, by every asked feature and by volatility', () => {
    const table: [string, string[]][] = [
      ['', ['CASCADE_LOW', 'HOLD_MEDIUM', 'PLAIN_HIGH', 'ROULETTE', 'OUTSIDE']],
      ['type=live', ['ROULETTE']],
      ['type=slot', ['CASCADE_LOW', 'HOLD_MEDIUM', 'PLAIN_HIGH', 'OUTSIDE']],
      ['feature=free-spins', ['CASCADE_LOW', 'HOLD_MEDIUM', 'PLAIN_HIGH']],
      ['feature=free-spins&feature=cascades', ['CASCADE_LOW']],
      ['feature=cascades&feature=hold-and-win', []],
      ['volatility=high', ['PLAIN_HIGH']],
      ['type=slot&volatility=medium&feature=hold-and-win', ['HOLD_MEDIUM']],
      ['type=live&volatility=low', []],
      // Unknown values are ignored, not fatal: an old link still opens the category.
      [
        'type=poker&feature=megaways&volatility=extreme',
        ['CASCADE_LOW', 'HOLD_MEDIUM', 'PLAIN_HIGH', 'ROULETTE', 'OUTSIDE'],
      ],
    ];
    for (const [query, expected] of table)
      expect(codes(filterGames(GAMES, parseCatalogueFilter(new URLSearchParams(query)))), query).toEqual(
        expected,
      );
  });

  it('round-trip through the URL, keeping other keys, one order per filter', () => {
    const filter = parseCatalogueFilter(new URLSearchParams('feature=cascades&type=SLOT&feature=free-spins'));
    expect(filter).toEqual({ type: 'SLOT', features: ['free-spins', 'cascades'], volatility: null });
    const params = withCatalogueFilter(new URLSearchParams('filter=favourites&volatility=low'), filter);
    expect(params.toString()).toBe('filter=favourites&type=slot&feature=free-spins&feature=cascades');
    expect(parseCatalogueFilter(params)).toEqual(filter);
    expect(withCatalogueFilter(params, NO_FILTER).toString()).toBe('filter=favourites');
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered(filter)).toBe(true);
  });

  it('toggle a choice on and off; a type or volatility replaces the last one', () => {
    let filter = toggle(NO_FILTER, { kind: 'feature', value: 'cascades' });
    filter = toggle(filter, { kind: 'feature', value: 'free-spins' });
    expect(filter.features).toEqual(['free-spins', 'cascades']);
    filter = toggle(filter, { kind: 'feature', value: 'cascades' });
    expect(filter.features).toEqual(['free-spins']);
    filter = toggle(toggle(filter, { kind: 'volatility', value: 'low' }), {
      kind: 'volatility',
      value: 'high',
    });
    expect(filter.volatility).toBe('high');
    expect(toggle(filter, { kind: 'volatility', value: 'high' }).volatility).toBeNull();
    expect(toggle(NO_FILTER, { kind: 'type', value: 'LIVE' }).type).toBe('LIVE');
  });

  it('offer only the choices some game of the page has', () => {
    expect(filterOptions(GAMES)).toEqual({
      types: ['SLOT', 'LIVE'],
      features: ['free-spins', 'cascades', 'hold-and-win'],
      volatilities: ['low', 'medium', 'high'],
    });
    expect(filterOptions(GAMES.filter((g) => g.gameType === 'LIVE'))).toEqual({
      types: ['LIVE'],
      features: [],
      volatilities: [],
    });
  });
});
