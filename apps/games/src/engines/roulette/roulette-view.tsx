import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCoins } from '../../lib/format.ts';
import type { BetSlip, GameViewProps } from '../types.ts';
import { betSlipControls } from '../shared/bet-slip.ts';
import { SlipBar } from '../shared/slip-bar.tsx';
import {
  COLUMNS,
  coverOf,
  DOZENS,
  OUTSIDE_EVEN,
  pocketColor,
  readRouletteDetails,
  ROWS,
  straightSpot,
} from './layout.ts';
import { RouletteWheel } from './roulette-wheel.tsx';
import '../shared/felt.css';
import './roulette.css';

const HISTORY = 12;

/**
 * Japanese Roulette: a European single-zero table. Chips of the shell's chosen value go on straight
 * numbers and the outside bets (slip names are exactly the studio engine's spots); the SVG wheel spins
 * while the round runs and stops with the ball in the outcome pocket, which lights up on the layout.
 */
export function RouletteView(props: GameViewProps) {
  const { phase, round, reducedMotion } = props;
  const { t, i18n } = useTranslation();
  const bets = betSlipControls(props);
  const { chip, slip, playing, change } = bets;
  const details = round ? readRouletteDetails(round.outcome) : null;
  const [placed, setPlaced] = useState<string[]>([]);
  const [history, setHistory] = useState<{ id: string; pocket: number }[]>([]);
  // The result shows once the wheel has stopped (reduced motion: at once).
  const [shown, setShown] = useState<string | null>(null);
  const roundId = round?.roundId ?? null;
  const pocket = details?.pocket ?? null;

  useEffect(() => {
    if (roundId === null || pocket === null) return;
    const timer = setTimeout(
      () => {
        setShown(roundId);
        setHistory((h) => (h[0]?.id === roundId ? h : [{ id: roundId, pocket }, ...h].slice(0, HISTORY)));
      },
      reducedMotion ? 0 : 1800,
    );
    return () => clearTimeout(timer);
  }, [roundId, pocket, reducedMotion]);

  const settled = phase === 'settled' && details !== null && shown === roundId;
  const winning = settled ? (details?.pocket ?? null) : null;

  // Undo takes back the last chip placed: the view keeps the order the chips went on.
  const place = (spot: string) => {
    if (playing || !change) return;
    bets.place(spot);
    setPlaced((p) => [...p, spot]);
  };
  const undo = () => {
    const spot = placed[placed.length - 1];
    if (!spot || !change) return;
    const next: BetSlip = { ...slip };
    const left = (next[spot] ?? 0) - chip;
    if (left > 0) next[spot] = left;
    else delete next[spot];
    change(next);
    setPlaced((p) => p.slice(0, -1));
  };
  const clear = () => {
    bets.clear();
    setPlaced([]);
  };

  const spotLabel = (spot: string): string => {
    const [kind, n] = spot.split('-');
    if (kind === 'straight') return n ?? spot;
    if (kind === 'dozen') return t('roulette.dozen', { n });
    if (kind === 'column') return t('roulette.column', { n });
    return t(`roulette.${kind as 'red'}`);
  };

  // A render function, not a component: the buttons keep their identity (and focus) across renders.
  const spotButton = (spot: string, className: string, children: ReactNode, cell?: CSSProperties) => {
    const amount = slip[spot];
    const hit = winning !== null && (coverOf(spot)?.includes(winning) ?? false);
    return (
      <button
        key={spot}
        type="button"
        className={`rl-spot ${className}`}
        style={cell}
        data-testid="roulette-spot"
        data-spot={spot}
        data-hit={hit || undefined}
        data-won={hit && amount ? true : undefined}
        disabled={playing}
        aria-label={
          amount
            ? t('roulette.spot', { name: spotLabel(spot), amount: formatCoins(amount, i18n.language) })
            : spotLabel(spot)
        }
        onClick={() => place(spot)}
      >
        {children}
        {amount ? (
          <span className="rl-chip" aria-hidden="true">
            {amount >= 10000 ? `${Math.floor(amount / 1000)}k` : amount}
          </span>
        ) : null}
      </button>
    );
  };

  return (
    <div className="rl-table felt-table" data-phase={phase}>
      <div className="rl-top">
        <div className="rl-wheel-wrap">
          <RouletteWheel
            phase={phase}
            pocket={details?.pocket ?? null}
            roundKey={roundId}
            reducedMotion={reducedMotion}
          />
        </div>
        <div className="rl-side">
          {winning !== null ? (
            <div
              className="rl-result"
              data-testid="roulette-result"
              data-pocket={winning}
              data-color={pocketColor(winning)}
              role="status"
            >
              <span className="rl-result-num">{winning}</span>
              <span className="rl-result-color">
                {t(`roulette.${pocketColor(winning) === 'green' ? 'green' : pocketColor(winning)}`)}
              </span>
            </div>
          ) : (
            <div className="rl-result rl-result-idle" aria-hidden="true">
              <span className="rl-result-num">{playing ? '…' : '–'}</span>
            </div>
          )}
          <div className="rl-history" aria-label={t('roulette.history')}>
            <span className="rl-history-label">{t('roulette.history')}</span>
            <ol className="rl-history-list">
              {history.map((h) => (
                <li key={h.id} className="rl-history-item" data-color={pocketColor(h.pocket)}>
                  {h.pocket}
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>

      <div
        className="rl-layout felt"
        data-testid="roulette-layout"
        role="group"
        aria-label={t('roulette.layout')}
      >
        {spotButton(straightSpot(0), 'rl-zero', '0')}
        {ROWS.map((row, r) =>
          row.map((n, c) =>
            spotButton(straightSpot(n), `rl-num rl-${pocketColor(n)}`, n, gridCell(r + 1, c + 2)),
          ),
        )}
        {COLUMNS.map((spot, r) =>
          spotButton(spot, 'rl-col', t('roulette.columnShort'), gridCell(r + 1, undefined)),
        )}
        {DOZENS.map((spot, i) =>
          spotButton(spot, 'rl-dozen', `${12 * i + 1}–${12 * i + 12}`, gridCell(undefined, 2 + 4 * i)),
        )}
        {OUTSIDE_EVEN.map((spot, i) =>
          spotButton(
            spot,
            `rl-even rl-spot-${spot}`,
            spot === 'red' || spot === 'black' ? (
              <>
                <span className="rl-diamond" aria-hidden="true" />
                <span className="visually-hidden">{spotLabel(spot)}</span>
              </>
            ) : (
              spotLabel(spot)
            ),
            gridCell(undefined, 2 + 2 * i),
          ),
        )}
      </div>

      <SlipBar bets={bets} clearTestId="roulette-clear" onClear={clear}>
        <button
          type="button"
          className="small-button"
          disabled={playing || placed.length === 0}
          onClick={undo}
        >
          {t('slip.undo')}
        </button>
      </SlipBar>
    </div>
  );
}

/** A layout cell: the 1-based grid row and first column of a spot (roulette.css places it from these). */
function gridCell(row: number | undefined, column: number | undefined): CSSProperties {
  return { '--rl-row': row, '--rl-col': column } as CSSProperties;
}
