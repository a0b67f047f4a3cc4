import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { wheel } from '@casino/studio';
import type { BonusFrame } from './steps.ts';

type PickDef = Extract<wheel.BonusDef, { kind: 'pick' }>;
type BoardFrame = Extract<BonusFrame, { kind: 'board' }>;

/**
 * A board of hidden multipliers (Cash Hunt's 108 targets, Funky Time's three Bars). While the round
 * waits (`onPick`), every target is a button and the player's tap sends the pick; once settled, the
 * board replays its trace: hidden, the picked target turned, then every value shown.
 */
export function PickBoard({
  def,
  title,
  trace,
  frame,
  onPick,
  autoPicked = false,
}: {
  def: PickDef;
  title: string;
  trace?: { hidden: number[]; picked: number; by: 'player' | 'draw' };
  frame?: BoardFrame;
  /** Sends the pick; resolves false when it was not taken (the board opens again). */
  onPick?: (choice: number) => Promise<boolean> | void;
  autoPicked?: boolean;
}) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<number | null>(null);
  const phase = frame?.phase ?? 'hidden';
  const picked = frame?.picked ?? sent;
  const pickable = onPick !== undefined && sent === null;
  const value = trace && picked !== null ? trace.hidden[picked] : undefined;
  return (
    <section
      className="live-bonus pick-board"
      data-testid="pick-board"
      data-bonus={def.name}
      data-phase={onPick ? 'pick' : phase}
      aria-label={title}
    >
      <h3 className="live-bonus-title">{title}</h3>
      <ol
        className="pick-grid"
        data-size={def.choices > 12 ? 'large' : 'small'}
        style={
          { '--pick-cols': def.choices > 12 ? 12 : def.choices, '--pick-count': def.choices } as CSSProperties
        }
      >
        {Array.from({ length: def.choices }, (_, i) => {
          const shown = trace && (phase === 'revealed' || (phase === 'picked' && i === picked));
          return (
            <li key={i}>
              <button
                type="button"
                className="pick-target figure"
                data-testid="pick-target"
                data-index={i}
                data-picked={i === picked || undefined}
                data-shown={shown || undefined}
                disabled={!pickable}
                aria-label={
                  shown
                    ? t('liveShow.pick.targetValue', { n: i + 1, value: trace.hidden[i] })
                    : t('liveShow.pick.target', { n: i + 1 })
                }
                onClick={() => {
                  if (!pickable) return;
                  setSent(i);
                  void Promise.resolve(onPick(i)).then((taken) => {
                    if (taken === false) setSent(null);
                  });
                }}
              >
                {shown ? `×${trace.hidden[i]}` : ''}
              </button>
            </li>
          );
        })}
      </ol>
      <p className="live-bonus-line" aria-live="polite" data-testid="pick-status">
        {onPick
          ? sent === null
            ? t('liveShow.pick.prompt', { count: def.choices })
            : t('liveShow.pick.sending', { n: sent + 1 })
          : phase !== 'hidden' && value !== undefined
            ? t(trace?.by === 'player' && !autoPicked ? 'liveShow.pick.yours' : 'liveShow.pick.drawn', {
                n: (picked ?? 0) + 1,
                value,
              })
            : t('liveShow.pick.shuffled')}
      </p>
    </section>
  );
}

/** Coin Flip: the coin's red and blue sides with their multipliers, the flip, the side that lands up. */
export function CoinFlipShow({
  title,
  trace,
  frame,
}: {
  title: string;
  trace: { hidden: number[]; picked: number };
  frame: Extract<BonusFrame, { kind: 'coin' }>;
}) {
  const { t } = useTranslation();
  const [red, blue] = [trace.hidden[0] ?? 0, trace.hidden[1] ?? 0];
  const side = frame.side === 0 ? 'red' : 'blue';
  return (
    <section
      className="live-bonus coin-show"
      data-testid="coin-show"
      data-phase={frame.phase}
      aria-label={title}
    >
      <h3 className="live-bonus-title">{title}</h3>
      <div className="coin-stage">
        <div className="coin" data-side={frame.phase === 'landed' ? side : undefined} aria-hidden="true">
          <span className="coin-face coin-red figure">×{red}</span>
          <span className="coin-face coin-blue figure">×{blue}</span>
        </div>
      </div>
      <p className="live-bonus-line figure">
        <span className="coin-chip" data-side="red">
          {t('liveShow.coin.red', { value: red })}
        </span>
        <span className="coin-chip" data-side="blue">
          {t('liveShow.coin.blue', { value: blue })}
        </span>
      </p>
      <p className="live-bonus-line" aria-live="polite">
        {frame.phase === 'landed'
          ? t('liveShow.coin.landed', {
              side: t(`liveShow.coin.${side}Side`),
              value: trace.hidden[frame.side],
            })
          : frame.phase === 'flip'
            ? t('liveShow.coin.flipping')
            : t('liveShow.coin.values')}
      </p>
    </section>
  );
}
