import type { Game, GameType } from '@casino/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  filterOptions,
  isFiltered,
  NO_FILTER,
  toggle,
  type CatalogueFilter,
  type ChoiceOf,
} from '../utils/game-filter.ts';
import './game-filters.css';

interface Props {
  /** The page's games before filtering: only choices some of them have are offered. */
  games: readonly Game[];
  value: CatalogueFilter;
  onChange: (filter: CatalogueFilter) => void;
}

/**
 * Issue 29: a category's filters — type, feature and volatility — as toggle buttons (Tab and
 * Space/Enter; each says whether it is on), in groups named for assistive technology.
 */
export function CatalogueFilters({ games, value, onChange }: Props) {
  const { t } = useTranslation();
  const ids = { type: useId(), feature: useId(), volatility: useId() };
  const options = filterOptions(games);
  const pressed = (choice: ChoiceOf) =>
    choice.kind === 'feature'
      ? value.features.includes(choice.value)
      : choice.kind === 'type'
        ? value.type === choice.value
        : value.volatility === choice.value;
  const groups: { kind: ChoiceOf['kind']; choices: ChoiceOf[] }[] = [
    // A type filter is offered only where the page holds more than one type.
    {
      kind: 'type',
      choices: options.types.length > 1 ? options.types.map((v) => ({ kind: 'type', value: v })) : [],
    },
    { kind: 'feature', choices: options.features.map((v) => ({ kind: 'feature', value: v })) },
    { kind: 'volatility', choices: options.volatilities.map((v) => ({ kind: 'volatility', value: v })) },
  ];
  if (groups.every((g) => g.choices.length === 0)) return null;

  return (
    <div className="catalogue-filters" data-testid="catalogue-filters">
      {groups.map(({ kind, choices }) =>
        choices.length === 0 ? null : (
          <div key={kind} className="catalogue-filters__group" role="group" aria-labelledby={ids[kind]}>
            <span id={ids[kind]} className="catalogue-filters__label">
              {t(`lobby.facets.${kind}.label`)}
            </span>
            {choices.map((choice) => (
              <button
                key={choice.value}
                type="button"
                className="game-filters__chip game-filters__chip--small"
                aria-pressed={pressed(choice)}
                data-testid={`facet-${choice.kind}-${choice.value.toLowerCase()}`}
                onClick={() => onChange(toggle(value, choice))}
              >
                {choice.kind === 'type'
                  ? t(`lobby.facets.type.${choice.value.toLowerCase() as Lowercase<GameType>}`)
                  : choice.kind === 'feature'
                    ? t(`lobby.facets.feature.${choice.value}`)
                    : t(`lobby.facets.volatility.${choice.value}`)}
              </button>
            ))}
          </div>
        ),
      )}
      {isFiltered(value) ? (
        <button
          type="button"
          className="catalogue-filters__clear"
          data-testid="facets-clear"
          onClick={() => onChange(NO_FILTER)}
        >
          {t('lobby.facets.clear')}
        </button>
      ) : null}
    </div>
  );
}
