import { useTranslation } from 'react-i18next';

export interface RoundFilterValues {
  gameCode: string;
  /** yyyy-mm-dd, the player's local day; '' = open. */
  from: string;
  to: string;
}

/** A yyyy-mm-dd local day as the instant it starts (plus `days`), ISO 8601; undefined when empty or invalid. */
export function dayStart(day: string, days = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * The rounds view's filters: a game (the catalogue's names, in the page's language) and a range of the
 * player's local days (both ends included). Each change applies at once and goes back to page 1.
 */
export function RoundFilters({
  values,
  games,
  onChange,
}: {
  values: RoundFilterValues;
  games: readonly { gameCode: string; title: string }[];
  onChange: (values: RoundFilterValues) => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<RoundFilterValues>) => onChange({ ...values, ...patch });
  const filtered = values.gameCode !== '' || values.from !== '' || values.to !== '';
  return (
    <form
      className="bet-rounds__filters"
      role="search"
      aria-label={t('betRounds.filters')}
      onSubmit={(e) => e.preventDefault()}
    >
      <label className="bet-rounds__filter">
        <span className="bet-rounds__filter-label">{t('betRounds.filterGame')}</span>
        <select
          className="bet-rounds__control"
          data-testid="bet-rounds-game"
          value={values.gameCode}
          onChange={(e) => set({ gameCode: e.target.value })}
        >
          <option value="">{t('betRounds.allGames')}</option>
          {games.map((game) => (
            <option key={game.gameCode} value={game.gameCode}>
              {game.title}
            </option>
          ))}
        </select>
      </label>
      {/* Each end bounds the other, so the picker offers no empty range. */}
      <DayField
        label={t('betRounds.filterFrom')}
        testId="bet-rounds-from"
        value={values.from}
        max={values.to}
        onChange={(from) => set({ from })}
      />
      <DayField
        label={t('betRounds.filterTo')}
        testId="bet-rounds-to"
        value={values.to}
        min={values.from}
        onChange={(to) => set({ to })}
      />
      {filtered ? (
        <button
          type="button"
          className="btn btn-secondary bet-rounds__clear"
          data-testid="bet-rounds-clear"
          onClick={() => onChange({ gameCode: '', from: '', to: '' })}
        >
          {t('betRounds.clearFilters')}
        </button>
      ) : null}
    </form>
  );
}

/** One end of the day range: a labelled date input ('' = open; an empty bound is no bound). */
function DayField({
  label,
  testId,
  value,
  min = '',
  max = '',
  onChange,
}: {
  label: string;
  testId: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}) {
  return (
    <label className="bet-rounds__filter">
      <span className="bet-rounds__filter-label">{label}</span>
      <input
        type="date"
        className="bet-rounds__control"
        data-testid={testId}
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
