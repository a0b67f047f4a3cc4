import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { STUDIO_GAMES } from '@casino/studio';
import { formatCoins } from '../../lib/format.ts';
import type { GameViewProps } from '../types.ts';
import { betSlipControls } from '../shared/bet-slip.ts';
import { useRevealEnd } from '../shared/use-reveal-end.ts';
import { BetBoard, StakeChip } from '../shared/bet-board.tsx';
import { readDice, TOTALS } from './outcome.ts';
import './dice.css';

/** Pip cells (0–8 of a 3×3 grid) of each face. */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** The dice land and the total pops (dice.css dice-land, dice-pop) once the answer is known. */
const DICE_LAND_MS = 1600;
const randomFace = () => 1 + Math.floor(Math.random() * 6);

/**
 * Lightning Dice (and Extra Chilli): chips on the totals 3–18, lightning strikes a few totals with
 * boosted multipliers, three dice tumble and settle on the outcome faces.
 */
export function DiceView(props: GameViewProps) {
  const { gameCode, phase, round, reducedMotion } = props;
  const { t, i18n } = useTranslation();
  const game = STUDIO_GAMES[gameCode];
  const cfg = game?.engine === 'dice' ? game.config : undefined;
  const bets = betSlipControls(props, { maxBet: game?.limits.maxBet });
  const { slip, playing } = bets;
  // The dice land and the total pops (dice.css: 1100 ms + the pop) before the win is told.
  useRevealEnd(props, DICE_LAND_MS);
  const chilliVariant = Boolean(cfg?.chilli);
  const outcome = phase === 'settled' && round ? readDice(round.outcome) : null;
  const tumbling = useTumble(playing && !reducedMotion);
  const faces = outcome?.details.dice ?? (playing && !reducedMotion ? tumbling : [1, 3, 5]);
  const chilli = outcome?.details.chilli ?? 1;
  const struck = new Map(outcome?.details.lightning.map((l) => [l.total, l.multiplier * chilli]));

  const state = playing ? 'rolling' : outcome ? 'settled' : 'ready';
  return (
    <div
      className="board-table dice-table"
      data-state={state}
      data-variant={chilliVariant ? 'chilli' : 'lightning'}
      data-reduced={reducedMotion || undefined}
    >
      <div className="dice-show">
        <div className="dice-tray" key={round?.roundId ?? 'none'}>
          {faces.map((face, i) => (
            <Die key={i} face={face} index={i} />
          ))}
        </div>
        <div className="dice-readout">
          {outcome ? (
            <p
              className="dice-total figure"
              data-testid="dice-total"
              data-total={outcome.details.total}
              data-struck={struck.has(outcome.details.total) || undefined}
            >
              <span className="dice-total-label">{t('dice.total')}</span>
              {outcome.details.total}
            </p>
          ) : (
            <p className="dice-total dice-total-empty" data-testid="dice-total">
              <span className="dice-total-label">{t('dice.total')}</span>–
            </p>
          )}
          {outcome && chilliVariant && chilli > 1 ? (
            <p className="dice-chilli figure" data-testid="dice-chilli" data-chilli={chilli}>
              {t('dice.chilli', { value: chilli })}
            </p>
          ) : null}
        </div>
      </div>

      <BetBoard bets={bets} label={t('dice.board')} className="dice-board" testId="dice-board">
        {TOTALS.map((total, i) => {
          const stake = slip[String(total)];
          const lightning = struck.get(total);
          const base = cfg?.basePays[total - 3] ?? 0;
          return (
            <button
              key={total}
              type="button"
              className="bet-spot dice-spot"
              data-testid="dice-spot"
              data-total={total}
              data-struck={lightning !== undefined || undefined}
              data-hit={outcome?.details.total === total || undefined}
              style={{ '--strike-delay': `${i * 25}ms` } as CSSProperties}
              disabled={bets.locked}
              aria-label={t('dice.spotLabel', {
                total,
                pay: lightning ?? base,
                amount: formatCoins(stake ?? 0, i18n.language),
              })}
              onClick={() => bets.place(String(total))}
            >
              <span className="dice-spot-total figure">{total}</span>
              <span className="dice-spot-pay figure">
                {lightning !== undefined ? `⚡×${lightning}` : `×${base}`}
              </span>
              <StakeChip coins={stake} />
            </button>
          );
        })}
      </BetBoard>
    </div>
  );
}

function Die({ face, index }: { face: number; index: number }) {
  const { t } = useTranslation();
  const pips = PIPS[face] ?? [];
  return (
    <div
      className="dice-die"
      data-testid="dice-die"
      data-face={face}
      role="img"
      aria-label={t('dice.die', { face })}
      style={{ '--die-index': index } as CSSProperties}
    >
      {Array.from({ length: 9 }, (_, cell) => (
        <span key={cell} className="dice-pip" data-on={pips.includes(cell) || undefined} />
      ))}
    </div>
  );
}

/** Random faces changing every 90 ms while the dice tumble. */
function useTumble(active: boolean): [number, number, number] {
  const [faces, setFaces] = useState<[number, number, number]>([1, 3, 5]);
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setFaces([randomFace(), randomFace(), randomFace()]), 90);
    return () => clearInterval(id);
  }, [active]);
  return faces;
}
