import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { wheel } from '@casino/studio';
import type { BonusFrame } from './steps.ts';

type BoardDef = Extract<wheel.BonusDef, { kind: 'board' }>;

/** What each show here is given: the bonus's name and the frame of its show to draw now. */
type ShowProps<K extends BonusFrame['kind']> = { title: string; frame: Extract<BonusFrame, { kind: K }> };

/** Grid cell (1-based row, column) of square i on an 11×11 board: GO bottom-right, walking clockwise. */
export function squareCell(i: number, squares = 40): { row: number; col: number } {
  const side = squares / 4; // 10 steps a side
  if (i <= side) return { row: side + 1, col: side + 1 - i };
  if (i <= 2 * side) return { row: 2 * side + 1 - i, col: 1 };
  if (i <= 3 * side) return { row: 1, col: i - 2 * side + 1 };
  return { row: i - 3 * side + 1, col: side + 1 };
}

const DIE = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/**
 * Monopoly's 2 Rolls / 4 Rolls: the board round a square, the dice of each roll, the token moving
 * square by square from GO, every landed value collected; Jail ends the walk.
 */
export function WalkShow({ def, title, frame }: ShowProps<'walk'> & { def: BoardDef }) {
  const { t } = useTranslation();
  const n = def.squares.length;
  const landedValue = def.squares[frame.square];
  let status = t('liveShow.walk.moving');
  if (frame.landed)
    status =
      landedValue === 'jail'
        ? t('liveShow.walk.jail')
        : t('liveShow.walk.collect', { value: landedValue, total: frame.collected });
  return (
    <section
      className="live-bonus walk-show"
      data-testid="walk-show"
      data-move={frame.move}
      data-square={frame.square}
      data-landed={frame.landed || undefined}
      aria-label={title}
    >
      <h3 className="live-bonus-title">{title}</h3>
      <div className="walk-board" style={{ '--walk-side': n / 4 + 1 } as CSSProperties}>
        {def.squares.map((sq, i) => {
          const cell = squareCell(i, n);
          return (
            <span
              key={i}
              className="walk-square figure"
              data-kind={i === 0 ? 'go' : sq === 'jail' ? 'jail' : sq === 0 ? 'blank' : 'value'}
              data-token={i === frame.square || undefined}
              style={{ gridRow: cell.row, gridColumn: cell.col }}
            >
              {i === 0
                ? t('liveShow.walk.go')
                : sq === 'jail'
                  ? t('liveShow.walk.jailSquare')
                  : sq
                    ? `×${sq}`
                    : ''}
            </span>
          );
        })}
        <div className="walk-centre">
          {frame.dice ? (
            <p className="walk-dice" data-testid="walk-dice">
              <span aria-hidden="true">
                {DIE[frame.dice[0]]}
                {DIE[frame.dice[1]]}
              </span>
              <span className="figure">
                {t('liveShow.walk.roll', {
                  n: frame.move + 1,
                  a: frame.dice[0],
                  b: frame.dice[1],
                  sum: frame.dice[0] + frame.dice[1],
                })}
              </span>
            </p>
          ) : null}
          <p className="walk-total figure">{t('liveShow.walk.total', { value: frame.collected })}</p>
        </div>
      </div>
      <p className="live-bonus-line" aria-live="polite" data-testid="walk-status">
        {status}
      </p>
    </section>
  );
}

/** A bonus shown as a row of chips (values collected, levels climbed) over a line with the running total. */
function ChipShow({
  testId,
  title,
  chips,
  total,
}: {
  testId: string;
  title: string;
  /** The chips, `<li className="collect-chip">` each. */
  chips: ReactNode;
  total: string;
}) {
  return (
    <section className="live-bonus collect-show" data-testid={testId} aria-label={title}>
      <h3 className="live-bonus-title">{title}</h3>
      <ol className="collect-list figure">{chips}</ol>
      <p className="live-bonus-line figure" aria-live="polite">
        {total}
      </p>
    </section>
  );
}

/** Stayin' Alive: values collected one by one until the stop. */
export function CollectShow({ title, collected, frame }: ShowProps<'collect'> & { collected: number[] }) {
  const { t } = useTranslation();
  return (
    <ChipShow
      testId="collect-show"
      title={title}
      chips={
        <>
          {collected.slice(0, frame.count).map((v, i) => (
            <li key={i} className="collect-chip">
              +{v}
            </li>
          ))}
          {frame.stopped ? (
            <li className="collect-chip" data-stop="true">
              {t('liveShow.collect.stop')}
            </li>
          ) : null}
        </>
      }
      total={t('liveShow.collect.total', { value: frame.total })}
    />
  );
}

/** Imperial Quest: the levels climbed (each adds its value) until the quest fails or ends. */
export function QuestShow({ title, levels, frame }: ShowProps<'level'> & { levels: number[] }) {
  const { t } = useTranslation();
  return (
    <ChipShow
      testId="quest-show"
      title={title}
      chips={levels.map((v, i) => (
        <li key={i} className="collect-chip" data-reached={i < frame.count || undefined}>
          {t('liveShow.quest.level', { n: i + 1, value: v })}
        </li>
      ))}
      total={
        frame.ended
          ? t('liveShow.quest.end', { value: frame.total })
          : t('liveShow.collect.total', { value: frame.total })
      }
    />
  );
}
