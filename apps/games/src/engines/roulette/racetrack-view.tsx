import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCoins } from '../../lib/format.ts';
import type { BetSlipControls } from '../shared/bet-slip.ts';
import { pocketColor, straightSpot, WHEEL_ORDER } from './layout.ts';
import {
  CALL_BET_PARTS,
  CALL_BET_SECTORS,
  CALL_BETS,
  callBet,
  NEIGHBOUR_COUNTS,
  neighbourBet,
  neighbours,
  racetrackPositions,
  type CallBet,
} from './racetrack.ts';

/** The track's box in SVG units; the numbers ride on the middle of a band TRACK wide. */
const W = 320;
const H = 100;
const TRACK = 18;
const POSITIONS = racetrackPositions((W - TRACK) / (H - TRACK)).map(({ x, y }) => ({
  left: ((TRACK / 2 + (x / 100) * (W - TRACK)) / W) * 100,
  top: ((TRACK / 2 + (y / 100) * (H - TRACK)) / H) * 100,
}));

interface RacetrackViewProps {
  bets: BetSlipControls;
  placeMany: (add: Record<string, number>) => void;
  winning: number | null;
}

/**
 * The racetrack: the wheel's order around an oval. A number places a neighbour bet (it and its n
 * neighbours each side, n = 1–4, as straight-ups); the inner sections place the call bets (tiers,
 * orphelins, voisins du zéro, jeu zéro) as their splits, trio, corner and straight-ups.
 */
export function RacetrackView({ bets, placeMany, winning }: RacetrackViewProps) {
  const { t, i18n } = useTranslation();
  const [count, setCount] = useState<number>(2);
  const [lit, setLit] = useState<readonly number[]>([]);
  const coins = (n: number) => formatCoins(n, i18n.language);
  const preview = (numbers: readonly number[]) => ({
    onPointerEnter: () => setLit(numbers),
    onPointerLeave: () => setLit([]),
    onFocus: () => setLit(numbers),
    onBlur: () => setLit([]),
  });
  const callChips = (call: CallBet) => Object.values(CALL_BET_PARTS[call]).reduce((a, b) => a + b, 0);

  return (
    <div className="rl-racetrack" data-testid="racetrack">
      <fieldset className="rl-neighbours" disabled={bets.locked}>
        <legend>{t('roulette.track.neighbours')}</legend>
        {NEIGHBOUR_COUNTS.map((n) => (
          <label key={n} className="rl-neighbour">
            <input
              type="radio"
              name="roulette-neighbours"
              value={n}
              checked={count === n}
              data-testid="neighbour-count"
              onChange={() => setCount(n)}
            />
            <span>{n}</span>
          </label>
        ))}
      </fieldset>
      <div className="rl-track" role="group" aria-label={t('roulette.track.name')}>
        <svg className="rl-track-shape" viewBox={`0 0 ${W} ${H}`} aria-hidden="true">
          <rect x="0.5" y="0.5" width={W - 1} height={H - 1} rx={(H - 1) / 2} />
          <rect
            className="rl-track-inner"
            x={TRACK}
            y={TRACK}
            width={W - 2 * TRACK}
            height={H - 2 * TRACK}
            rx={(H - 2 * TRACK) / 2}
          />
        </svg>
        {WHEEL_ORDER.map((n, i) => {
          const pos = POSITIONS[i]!;
          const onIt = bets.slip[straightSpot(n)];
          return (
            <button
              key={n}
              type="button"
              className="rl-track-num"
              style={{ left: `${pos.left}%`, top: `${pos.top}%` } as CSSProperties}
              data-testid="racetrack-number"
              data-number={n}
              data-color={pocketColor(n)}
              data-lit={lit.includes(n) || undefined}
              data-hit={winning === n || undefined}
              data-bet={onIt ? true : undefined}
              disabled={bets.locked}
              aria-label={t('roulette.track.neighbourBet', {
                n,
                count,
                coins: coins(bets.chip * (2 * count + 1)),
              })}
              onClick={() => placeMany(neighbourBet(n, count, bets.chip))}
              {...preview(neighbours(n, count))}
            >
              {n}
            </button>
          );
        })}
        <div className="rl-track-calls">
          {CALL_BETS.map((call) => (
            <button
              key={call}
              type="button"
              className={`rl-track-call rl-track-call-${call}`}
              data-testid="call-bet"
              data-call={call}
              data-hit={(winning !== null && CALL_BET_SECTORS[call].includes(winning)) || undefined}
              disabled={bets.locked}
              aria-label={t('roulette.track.callLabel', {
                name: t(`roulette.track.call.${call}`),
                chips: callChips(call),
                coins: coins(Object.values(callBet(call, bets.chip)).reduce((a, b) => a + b, 0)),
              })}
              onClick={() => placeMany(callBet(call, bets.chip))}
              {...preview(CALL_BET_SECTORS[call])}
            >
              {t(`roulette.track.call.${call}`)}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
