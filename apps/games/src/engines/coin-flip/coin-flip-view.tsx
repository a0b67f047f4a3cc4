import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCoins } from '../../lib/format.ts';
import type { GameViewProps } from '../types.ts';
import { BeadRing } from '../shared/bead-ring.tsx';
import { betSlipControls } from '../shared/bet-slip.ts';
import { useRevealEnd } from '../shared/use-reveal-end.ts';
import { readCoinFlip } from './outcome.ts';
import './coin-flip.css';

const SIDES = ['red', 'blue'] as const;
type Side = (typeof SIDES)[number];
/** How long the coin takes to land once the answer is known (coin-flip.css coin-land). */
const COIN_LAND_MS = 1500;

/**
 * Crazy Coin Flip: pick red or blue (a slip with one spot at the chosen chip value). The round reveals
 * the multiplier each side drew, then the coin flips and lands on the outcome side.
 */
export function CoinFlipView(props: GameViewProps) {
  const { phase, round, reducedMotion } = props;
  const { t, i18n } = useTranslation();
  const bets = betSlipControls(props);
  const { chip, slip, playing, change } = bets;
  const outcome = phase === 'settled' && round ? readCoinFlip(round.outcome) : null;
  // The coin lands (coin-flip.css: 350 ms + 1100 ms) before the win is told.
  useRevealEnd(props, COIN_LAND_MS);
  const chosen: Side | undefined = SIDES.find((side) => side in slip);

  // The slip is always one side at the chip value: red until the player picks, following the chip.
  useEffect(() => {
    if (playing || !change) return;
    const side = chosen ?? 'red';
    if (Object.keys(slip).length !== 1 || slip[side] !== chip) change({ [side]: chip });
  }, [chip, chosen, change, playing, slip]);

  const state = playing ? 'flipping' : outcome ? 'landed' : 'ready';
  const landed = outcome?.details.side;
  const multiplierOf = (side: Side) =>
    outcome ? (side === 'red' ? outcome.details.redMultiplier : outcome.details.blueMultiplier) : null;

  return (
    <div className="coin-table" data-state={state} data-reduced={reducedMotion || undefined}>
      <div className="coin-stage">
        <div className="coin-shadow" aria-hidden="true" />
        <div
          key={round?.roundId ?? 'none'}
          className="coin"
          data-testid="coin"
          data-side={landed ?? chosen ?? 'red'}
          data-state={state}
          role="img"
          aria-label={
            landed ? t('coinFlip.landed', { side: t(`coinFlip.side.${landed}`) }) : t('coinFlip.coin')
          }
        >
          <CoinFace side="red" multiplier={multiplierOf('red')} />
          <CoinFace side="blue" multiplier={multiplierOf('blue')} />
        </div>
      </div>

      <div className="coin-sides" role="group" aria-label={t('coinFlip.choose')}>
        {SIDES.map((side) => {
          const multiplier = multiplierOf(side);
          const stake = slip[side];
          return (
            <button
              key={side}
              type="button"
              className="coin-side"
              data-testid="coin-side"
              data-side={side}
              data-won={outcome ? landed === side : undefined}
              aria-pressed={chosen === side}
              disabled={bets.locked}
              onClick={() => change?.({ [side]: chip })}
            >
              <span className="coin-side-name">{t(`coinFlip.side.${side}`)}</span>
              <span
                className="coin-side-multiplier figure"
                data-testid="coin-multiplier"
                data-multiplier={multiplier ?? undefined}
                style={{ '--reveal-delay': side === 'red' ? '0ms' : '150ms' } as CSSProperties}
              >
                {multiplier === null ? '×?' : `×${multiplier}`}
              </span>
              <span className="coin-side-stake figure">
                {stake ? t('coinFlip.stake', { amount: formatCoins(stake, i18n.language) }) : '\u00a0'}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

function CoinFace({ side, multiplier }: { side: Side; multiplier: number | null }) {
  return (
    <div className="coin-face" data-face={side} aria-hidden="true">
      <svg viewBox="0 0 100 100" focusable="false">
        <circle cx="50" cy="50" r="47" className="coin-rim" />
        <circle cx="50" cy="50" r="39" className="coin-core" />
        <circle cx="50" cy="50" r="39" className="coin-ring" />
        <BeadRing cx={50} cy={50} ring={43} count={16} r="1.6" className="coin-bead" />
        <text x="50" y="58" textAnchor="middle" className="coin-label">
          {multiplier === null ? (side === 'red' ? '★' : '◆') : `×${multiplier}`}
        </text>
      </svg>
    </div>
  );
}
