import { useEffect, useMemo, useRef, useState, type CSSProperties, type RefObject } from 'react';
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
  type CallBet,
} from './racetrack.ts';
import { trackLayout } from './racetrack-layout.ts';

/** The room the track is laid out in before it is measured (and in tests, where nothing is). */
const UNMEASURED = { width: 736, maxHeight: Infinity };

/**
 * The track's room: the width its box has and the height the table leaves it (a probe `34cqh` tall,
 * as the oval was limited before). Followed with a ResizeObserver: a phone turned re-lays the track.
 */
function useTrackRoom(room: RefObject<HTMLElement | null>, probe: RefObject<HTMLElement | null>) {
  const [size, setSize] = useState(UNMEASURED);
  useEffect(() => {
    const box = room.current;
    if (!box || typeof ResizeObserver !== 'function') return;
    const measure = () => {
      const width = box.clientWidth;
      const maxHeight = probe.current?.getBoundingClientRect().height || Infinity;
      if (width > 0)
        setSize((old) => (old.width === width && old.maxHeight === maxHeight ? old : { width, maxHeight }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (probe.current) observer.observe(probe.current);
    return () => observer.disconnect();
  }, [room, probe]);
  return size;
}

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
  const roomRef = useRef<HTMLDivElement>(null);
  const probeRef = useRef<HTMLSpanElement>(null);
  const room = useTrackRoom(roomRef, probeRef);
  const layout = useMemo(() => trackLayout(room.width, room.maxHeight), [room]);
  const { width: W, height: H, size } = layout;
  const band = size + 2;

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
      <div className="rl-track-room" ref={roomRef}>
        <span className="rl-track-probe" ref={probeRef} aria-hidden="true" />
        <div
          className="rl-track"
          role="group"
          aria-label={t('roulette.track.name')}
          data-shape={layout.shape}
          style={{ width: W, height: H, '--num-size': `${size}px`, '--band': `${band}px` } as CSSProperties}
        >
          <svg className="rl-track-shape" viewBox={`0 0 ${W} ${H}`} aria-hidden="true">
            <rect
              x="0.5"
              y="0.5"
              width={W - 1}
              height={H - 1}
              rx={layout.shape === 'oval' ? (H - 1) / 2 : size / 2 + 2}
            />
            <rect
              className="rl-track-inner"
              x={band}
              y={band}
              width={W - 2 * band}
              height={H - 2 * band}
              rx={layout.shape === 'oval' ? (H - 2 * band) / 2 : 4}
            />
          </svg>
          {WHEEL_ORDER.map((n, i) => {
            const pos = layout.positions[i]!;
            const onIt = bets.slip[straightSpot(n)];
            return (
              <button
                key={n}
                type="button"
                className="rl-track-num"
                style={{ left: pos.x, top: pos.y }}
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
    </div>
  );
}
