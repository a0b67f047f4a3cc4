import { useTranslation } from 'react-i18next';
import './game-filters.css';

export const GAME_FILTERS = ['all', 'favourites', 'recent'] as const;
export type GameFilter = (typeof GAME_FILTERS)[number];

export function isGameFilter(value: string | null): value is GameFilter {
  return (GAME_FILTERS as readonly (string | null)[]).includes(value);
}

/** Issue 29: a category's games, or only the player's favourites or recently played among them. */
export function GameFilters({
  value,
  onChange,
}: {
  value: GameFilter;
  onChange: (filter: GameFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="game-filters"
      role="group"
      aria-label={t('lobby.filters.label')}
      data-testid="game-filters"
    >
      {GAME_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className="game-filters__chip"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
        >
          {t(`lobby.filters.${filter}`)}
        </button>
      ))}
    </div>
  );
}
