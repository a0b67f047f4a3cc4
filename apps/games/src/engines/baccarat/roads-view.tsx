import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BaccaratHandResult } from '@casino/contract';
import { beadPlate, bigRoad, roadColumns, ROAD_ROWS } from './roads.ts';
import './roads.css';

/** Columns each road shows (the newest ones: older columns scroll off to the left, as on a table). */
const BEAD_COLUMNS = 10;
const BIG_ROAD_COLUMNS = 18;

interface RoadProps<C> {
  /** `bc-bead` or `bc-big`: the road's look. */
  className: string;
  caption: string;
  testId: string;
  /** How many columns it shows. */
  columns: number;
  cells: readonly C[];
  /** One cell's `<li>`, given its place on the shown grid. */
  children: (cell: C, place: CSSProperties) => ReactNode;
}

/** One road on the 6-row grid: its newest `columns` columns, each cell placed where roads.ts laid it out. */
function Road<C extends { col: number; row: number }>({
  className,
  caption,
  testId,
  columns,
  cells,
  children,
}: RoadProps<C>) {
  const from = Math.max(0, roadColumns(cells, columns) - columns);
  return (
    <figure className={`bc-road ${className}`} style={{ ['--cols' as string]: columns }}>
      <figcaption className="visually-hidden">{caption}</figcaption>
      <ol className="bc-road-grid" data-testid={testId} style={{ ['--rows' as string]: ROAD_ROWS }}>
        {cells
          .filter((c) => c.col >= from)
          .map((c) => children(c, { gridColumn: c.col - from + 1, gridRow: c.row + 1 }))}
      </ol>
    </figure>
  );
}

/** Bead plate and big road of the shoe so far (pure layout from roads.ts; drawn on a 6-row grid). */
export function RoadsView({ hands }: { hands: readonly BaccaratHandResult[] }) {
  const { t } = useTranslation();
  const letter = (r: BaccaratHandResult['result']) => t(`baccarat.roads.letter.${r}`);
  const sideName = (r: BaccaratHandResult['result']) =>
    r === 'tie' ? t('baccarat.tie') : t('baccarat.wins', { side: t(`baccarat.spots.${r}`) });
  return (
    <div className="bc-roads" data-testid="baccarat-roads" data-hands={hands.length}>
      <Road
        className="bc-bead"
        caption={t('baccarat.roads.bead')}
        testId="bead-plate"
        columns={BEAD_COLUMNS}
        cells={beadPlate(hands)}
      >
        {(b, place) => (
          <li
            key={b.hand}
            className="bc-bead-cell"
            data-result={b.result}
            data-pp={b.playerPair || undefined}
            data-bp={b.bankerPair || undefined}
            style={place}
            aria-label={t('baccarat.roads.handLabel', { hand: b.hand + 1, result: sideName(b.result) })}
          >
            <span aria-hidden="true">{letter(b.result)}</span>
          </li>
        )}
      </Road>
      <Road
        className="bc-big"
        caption={t('baccarat.roads.big')}
        testId="big-road"
        columns={BIG_ROAD_COLUMNS}
        cells={bigRoad(hands).cells}
      >
        {(c, place) => (
          <li
            key={c.hand}
            className="bc-big-cell"
            data-side={c.side}
            data-ties={c.ties || undefined}
            data-pp={c.playerPair || undefined}
            data-bp={c.bankerPair || undefined}
            style={place}
            aria-label={
              t('baccarat.roads.handLabel', { hand: c.hand + 1, result: sideName(c.side) }) +
              (c.ties > 0 ? ` · ${t('baccarat.roads.ties', { count: c.ties })}` : '')
            }
          >
            {c.ties > 1 ? <span aria-hidden="true">{c.ties}</span> : null}
          </li>
        )}
      </Road>
    </div>
  );
}
