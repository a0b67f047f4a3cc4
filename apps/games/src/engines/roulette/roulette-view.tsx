import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCoins } from '../../lib/format.ts';
import type { BetSlip, GameViewProps } from '../types.ts';
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
import './roulette.css';

const HISTORY = 12;

/**
 * Japanese Roulette: a European single-zero table. Chips of the shell's chosen value go on straight
 * numbers and the outside bets (slip names are exactly the studio engine's spots); the SVG wheel spins
 * while the round runs and stops with the ball in the outcome pocket, which lights up on the layout.
 */
export function RouletteView({
  phase,
  round,
  reducedMotion,
  chip = 1,
  slip = {},
  onSlipChange,
}: GameViewProps) {
  const { t, i18n } = useTranslation();
  const details = round ? readRouletteDetails(round.outcome) : null;
  const [placed, setPlaced] = useState<string[]>([]);
  const [history, setHistory] = useState<{ id: string; pocket: number }[]>([]);
  const playing = phase === 'playing';
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
  const total = Object.values(slip).reduce((a, b) => a + b, 0);

  const place = (spot: string) => {
    if (playing || !onSlipChange) return;
    onSlipChange({ ...slip, [spot]: (slip[spot] ?? 0) + chip });
    setPlaced((p) => [...p, spot]);
  };
  const undo = () => {
    const spot = placed[placed.length - 1];
    if (!spot || !onSlipChange) return;
    const next: BetSlip = { ...slip };
    const left = (next[spot] ?? 0) - chip;
    if (left > 0) next[spot] = left;
    else delete next[spot];
    onSlipChange(next);
    setPlaced((p) => p.slice(0, -1));
  };
  const clear = () => {
    onSlipChange?.({});
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
  const spotButton = (spot: string, className: string, children: ReactNode) => {
    const amount = slip[spot];
    const hit = winning !== null && (coverOf(spot)?.includes(winning) ?? false);
    return (
      <button
        key={spot}
        type="button"
        className={`rl-spot ${className}`}
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
    <div className="rl-table" data-phase={phase}>
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

      <div className="rl-layout" data-testid="roulette-layout" role="group" aria-label={t('roulette.layout')}>
        {spotButton(straightSpot(0), 'rl-zero', '0')}
        {ROWS.map((row, r) =>
          row.map((n, c) =>
            spotButton(straightSpot(n), `rl-num rl-${pocketColor(n)} rl-r${r + 1} rl-c${c + 2}`, n),
          ),
        )}
        {COLUMNS.map((spot, r) => spotButton(spot, `rl-col rl-r${r + 1}`, t('roulette.columnShort')))}
        {DOZENS.map((spot, i) => spotButton(spot, `rl-dozen rl-d${i + 1}`, `${12 * i + 1}–${12 * i + 12}`))}
        {OUTSIDE_EVEN.map((spot, i) =>
          spotButton(
            spot,
            `rl-even rl-e${i + 1} rl-spot-${spot}`,
            spot === 'red' || spot === 'black' ? (
              <>
                <span className="rl-diamond" aria-hidden="true" />
                <span className="visually-hidden">{spotLabel(spot)}</span>
              </>
            ) : (
              spotLabel(spot)
            ),
          ),
        )}
      </div>

      <div className="rl-slip-bar">
        <span className="rl-total">
          {total > 0 ? (
            <>
              {t('roulette.totalBet')} <strong>{formatCoins(total, i18n.language)}</strong>
            </>
          ) : (
            t('roulette.placeChips')
          )}
        </span>
        <button
          type="button"
          className="rl-small-button"
          disabled={playing || placed.length === 0}
          onClick={undo}
        >
          {t('roulette.undo')}
        </button>
        <button
          type="button"
          className="rl-small-button"
          data-testid="roulette-clear"
          disabled={playing || total === 0}
          onClick={clear}
        >
          {t('roulette.clear')}
        </button>
      </div>
    </div>
  );
}
