import {
  GAME_FEATURES,
  GAME_TYPES,
  VOLATILITIES,
  type Game,
  type GameFeature,
  type GameType,
  type Volatility,
} from '@casino/contract';

/**
 * Issue 29: a category page's filters, kept in the URL (`?type=slot&feature=cascades&feature=…&volatility=high`)
 * so a reload or a shared link shows the same games. Features are all required (each narrows);
 * a game without facts (an outside provider's) matches only when no feature or volatility is asked.
 */
export interface CatalogueFilter {
  type: GameType | null;
  features: GameFeature[];
  volatility: Volatility | null;
}

export const NO_FILTER: CatalogueFilter = { type: null, features: [], volatility: null };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** What the URL asks for; unknown values are ignored (an old or hand-typed link still opens). */
export function parseCatalogueFilter(params: URLSearchParams): CatalogueFilter {
  const features = params.getAll('feature').flatMap((f) => oneOf(GAME_FEATURES, f) ?? []);
  return {
    type: oneOf(GAME_TYPES, params.get('type')?.toUpperCase() ?? null),
    // In the catalogue's order, each once: one filter, one URL.
    features: GAME_FEATURES.filter((f) => features.includes(f)),
    volatility: oneOf(VOLATILITIES, params.get('volatility')),
  };
}

/** `params` with the filter's keys replaced (other keys, such as `filter=favourites`, kept). */
export function withCatalogueFilter(params: URLSearchParams, filter: CatalogueFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['type', 'feature', 'volatility']) next.delete(key);
  if (filter.type) next.set('type', filter.type.toLowerCase());
  for (const feature of filter.features) next.append('feature', feature);
  if (filter.volatility) next.set('volatility', filter.volatility);
  return next;
}

export function isFiltered(filter: CatalogueFilter): boolean {
  return filter.type !== null || filter.features.length > 0 || filter.volatility !== null;
}

export function matchesFilter(game: Game, filter: CatalogueFilter): boolean {
  if (filter.type && game.gameType !== filter.type) return false;
  const facts = game.facts;
  if (filter.volatility && facts?.volatility !== filter.volatility) return false;
  return filter.features.every((f) => facts?.features.includes(f) ?? false);
}

export function filterGames(games: readonly Game[], filter: CatalogueFilter): Game[] {
  return games.filter((game) => matchesFilter(game, filter));
}

/** The choices worth offering for these games: only types, features and volatilities some game has. */
export function filterOptions(games: readonly Game[]) {
  const has = <T>(values: readonly T[], present: (v: T) => boolean) => values.filter(present);
  return {
    types: has(GAME_TYPES, (t) => games.some((g) => g.gameType === t)),
    features: has(GAME_FEATURES, (f) => games.some((g) => g.facts?.features.includes(f))),
    volatilities: has(VOLATILITIES, (v) => games.some((g) => g.facts?.volatility === v)),
  };
}

/** Turns one choice on or off (features add up; a type or volatility replaces the last one). */
export function toggle(filter: CatalogueFilter, choice: ChoiceOf): CatalogueFilter {
  switch (choice.kind) {
    case 'type':
      return { ...filter, type: filter.type === choice.value ? null : choice.value };
    case 'volatility':
      return { ...filter, volatility: filter.volatility === choice.value ? null : choice.value };
    case 'feature': {
      const on = filter.features.includes(choice.value);
      const features = on
        ? filter.features.filter((f) => f !== choice.value)
        : GAME_FEATURES.filter((f) => f === choice.value || filter.features.includes(f));
      return { ...filter, features };
    }
  }
}

export type ChoiceOf =
  | { kind: 'type'; value: GameType }
  | { kind: 'feature'; value: GameFeature }
  | { kind: 'volatility'; value: Volatility };
