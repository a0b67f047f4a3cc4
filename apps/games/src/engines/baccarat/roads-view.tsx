import { useTranslation } from 'react-i18next';
import type { BaccaratHandResult } from '@casino/contract';
import { beadPlate, bigRoad, roadColumns, ROAD_ROWS } from './roads.ts';
import './roads.css';

/** Columns each road shows (the newest ones: older columns scroll off to the left, as on a table). */
const BEAD_COLUMNS = 10;
const BIG_ROAD_COLUMNS = 18;

const firstShown = (cols: number, window: number) => Math.max(0, cols - window);

/** Bead plate and big road of the shoe so far (pure layout from roads.ts; drawn on a 6-row grid). */
export function RoadsView({ hands }: { hands: readonly BaccaratHandResult[] }) {
  const { t } = useTranslation();
  const beads = beadPlate(hands);
  const beadFrom = firstShown(roadColumns(beads, BEAD_COLUMNS), BEAD_COLUMNS);
  const road = bigRoad(hands);
  const roadFrom = firstShown(roadColumns(road.cells, BIG_ROAD_COLUMNS), BIG_ROAD_COLUMNS);
  const letter = (r: BaccaratHandResult['result']) => t(`baccarat.roads.letter.${r}`);
  const sideName = (r: BaccaratHandResult['result']) =>
    r === 'tie' ? t('baccarat.tie') : t('baccarat.wins', { side: t(`baccarat.spots.${r}`) });
  return (
    <div className="bc-roads" data-testid="baccarat-roads" data-hands={hands.length}>
      <figure className="bc-road bc-bead" style={{ ['--cols' as string]: BEAD_COLUMNS }}>
        <figcaption className="visually-hidden">{t('baccarat.roads.bead')}</figcaption>
        <ol className="bc-road-grid" data-testid="bead-plate" style={{ ['--rows' as string]: ROAD_ROWS }}>
          {beads
            .filter((b) => b.col >= beadFrom)
            .map((b) => (
              <li
                key={b.hand}
                className="bc-bead-cell"
                data-result={b.result}
                data-pp={b.playerPair || undefined}
                data-bp={b.bankerPair || undefined}
                style={{ gridColumn: b.col - beadFrom + 1, gridRow: b.row + 1 }}
                aria-label={t('baccarat.roads.handLabel', { hand: b.hand + 1, result: sideName(b.result) })}
              >
                <span aria-hidden="true">{letter(b.result)}</span>
              </li>
            ))}
        </ol>
      </figure>
      <figure className="bc-road bc-big" style={{ ['--cols' as string]: BIG_ROAD_COLUMNS }}>
        <figcaption className="visually-hidden">{t('baccarat.roads.big')}</figcaption>
        <ol className="bc-road-grid" data-testid="big-road" style={{ ['--rows' as string]: ROAD_ROWS }}>
          {road.cells
            .filter((c) => c.col >= roadFrom)
            .map((c) => (
              <li
                key={c.hand}
                className="bc-big-cell"
                data-side={c.side}
                data-ties={c.ties || undefined}
                data-pp={c.playerPair || undefined}
                data-bp={c.bankerPair || undefined}
                style={{ gridColumn: c.col - roadFrom + 1, gridRow: c.row + 1 }}
                aria-label={
                  t('baccarat.roads.handLabel', { hand: c.hand + 1, result: sideName(c.side) }) +
                  (c.ties > 0 ? ` · ${t('baccarat.roads.ties', { count: c.ties })}` : '')
                }
              >
                {c.ties > 1 ? <span aria-hidden="true">{c.ties}</span> : null}
              </li>
            ))}
        </ol>
      </figure>
    </div>
  );
}
