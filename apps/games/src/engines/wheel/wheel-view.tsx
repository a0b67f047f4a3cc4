import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { STUDIO_GAMES, type wheel } from '@casino/studio';
import { formatCoins } from '../../lib/format.ts';
import { toLanguageCode } from '../../lib/i18n.ts';
import { cueTicks } from '../../lib/sound/sound.ts';
import type { GameViewProps } from '../types.ts';
import { BeadRing } from '../shared/bead-ring.tsx';
import { betSlipControls } from '../shared/bet-slip.ts';
import { BetBoard, StakeChip } from '../shared/bet-board.tsx';
import { BonusStage } from './bonus-stage.tsx';
import { readWheel, type WheelOutcome } from './outcome.ts';
import { segmentColour, segmentLabel, textOn } from './palette.ts';
import { STEP_MS } from './steps.ts';
import { TopSlotReels } from './top-slot.tsx';
import { useBackToTable, useShow } from './use-steps.ts';
import './wheel.css';
import './live-bonus.css';
import './live-bonus-shows.css';

const LAND_MS = STEP_MS.land;

/**
 * Money wheels (Dream Catcher, Crazy Time, Monopoly Live, Funky Time, Imperial Quest): the title's
 * segments on an SVG wheel, a bet board of its spots; the wheel turns and stops on the outcome segment
 * under the pointer, then respins, top-slot multipliers and bonus rounds are listed before the total.
 */
export function WheelView(props: GameViewProps) {
  const { gameCode, phase, round, reducedMotion } = props;
  const { t, i18n } = useTranslation();
  const lang = toLanguageCode(i18n.language);
  const game = STUDIO_GAMES[gameCode];
  const cfg = game?.engine === 'wheel' ? game.config : undefined;
  const bets = betSlipControls(props, { maxBet: game?.limits.maxBet });
  const { slip, playing } = bets;
  const outcome = useMemo(
    // 'deciding': the round waits for the player's pick (Cash Hunt); its outcome shows the round so far.
    () => ((phase === 'settled' || phase === 'deciding') && round ? readWheel(round.outcome) : null),
    [phase, round],
  );
  const show = useShow(props, cfg, outcome);
  const { table, backToTable } = useBackToTable(show.close);
  const landed = show.reached('spin');
  const angle = useWheelAngle(
    cfg?.segments.length ?? 1,
    phase,
    landed ? outcome : null,
    round?.roundId,
    reducedMotion || props.resumed === true,
  );

  if (!cfg) return null;
  const spots = Object.keys(cfg.spots);
  const lastSpin = outcome?.details.spins[outcome.details.spins.length - 1];
  const top = landed && lastSpin?.topSlot && lastSpin.topSlot.spot !== 'none' ? lastSpin.topSlot : undefined;
  const spotName = (id: string) => {
    const spot = cfg.spots[id];
    if (spot) return spot[lang];
    if (id === 'chance') return t('wheel.chance');
    return segmentLabel(cfg, id);
  };
  const bonusName = (name: string) => {
    const id = spots.find((s) => {
      const def = cfg.spots[s];
      return def?.kind === 'bonus' && def.bonus.name === name;
    });
    return id ? spotName(id) : name;
  };

  const state = playing ? 'spinning' : outcome ? 'settled' : 'ready';
  return (
    <div
      ref={table}
      className="board-table wheel-table"
      data-state={state}
      data-bonus={show.bonusOn || undefined}
      data-reduced={reducedMotion || undefined}
      data-resumed={props.resumed || undefined}
      style={{ '--wheel-land': `${reducedMotion || props.resumed ? 0 : LAND_MS}ms` } as CSSProperties}
    >
      <div className="wheel-stage">
        <TopSlotReels
          cfg={cfg}
          spin={playing ? undefined : lastSpin}
          spinning={playing || (outcome !== null && !landed)}
          spotName={spotName}
        />
        <div className="wheel-frame">
          <WheelSvg
            cfg={cfg}
            angle={angle}
            landedIndex={landed ? lastSpin?.segment : undefined}
            label={t('wheel.wheel')}
          />
          <span className="wheel-pointer" aria-hidden="true" />
        </div>
        {outcome && show.reached('result') ? (
          <WheelSummary
            outcome={outcome}
            cfg={cfg}
            spotName={spotName}
            bonusName={bonusName}
            done={show.done}
          />
        ) : null}
        {outcome && !show.closed ? (
          <BonusStage
            cfg={cfg}
            outcome={outcome}
            steps={show.steps}
            index={show.index}
            bonusName={bonusName}
            onPick={phase === 'deciding' ? props.decide : undefined}
            autoPicked={round?.autoPickedFrom !== undefined}
            onClose={backToTable}
          />
        ) : null}
      </div>

      <BetBoard bets={bets} label={t('wheel.board')} className="wheel-board">
        {spots.map((spot) => (
          <WheelSpot
            key={spot}
            spot={spot}
            def={cfg.spots[spot]!}
            stake={slip[spot]}
            boosted={top?.spot === spot ? top.multiplier : undefined}
            hit={landed && outcome?.details.result === spot}
            disabled={bets.locked || phase === 'deciding'}
            onPlace={() => bets.place(spot)}
          />
        ))}
      </BetBoard>
    </div>
  );
}

/**
 * About how wide, in em, the widest part of a spot name that cannot wrap is: a word, or a Japanese run
 * up to a ・ (full-width characters 1em, others about 0.6em). The spot shrinks its font to fit it on a
 * line rather than break a word in the middle (コインフリ|ップ), wheel.css.
 */
function longestRunEm(name: string): number {
  const runs = name.replaceAll('・', '・ ').split(/\s+/).filter(Boolean);
  const em = (run: string) =>
    [...run].reduce((sum, ch) => sum + ((ch.codePointAt(0) ?? 0) >= 0x2e80 ? 1 : 0.6), 0);
  return Math.max(1, ...runs.map(em));
}

function WheelSvg({
  cfg,
  angle,
  landedIndex,
  label,
}: {
  cfg: wheel.WheelConfig;
  angle: number;
  landedIndex: number | undefined;
  label: string;
}) {
  const n = cfg.segments.length;
  const step = 360 / n;
  return (
    <svg
      className="wheel-svg"
      data-testid="wheel-svg"
      viewBox="-110 -110 220 220"
      role="img"
      aria-label={label}
    >
      <circle r="108" className="wheel-rim" />
      <g className="wheel-rotor" style={{ transform: `rotate(${angle}deg)` }}>
        {cfg.segments.map((id, i) => {
          const colour = segmentColour(id);
          return (
            <g key={i} data-segment={id} data-landed={landedIndex === i || undefined}>
              <path d={wedge(i * step, (i + 1) * step, 100, 34)} fill={colour} className="wheel-segment" />
              <text
                transform={`rotate(${(i + 0.5) * step}) translate(0 -97) rotate(90)`}
                className="wheel-label"
                fill={textOn(colour)}
                fontSize={n > 40 ? 6.2 : 8}
                textAnchor="start"
                dominantBaseline="central"
              >
                {segmentLabel(cfg, id)}
              </text>
            </g>
          );
        })}
        <BeadRing ring={103} count={n} startDeg={-90} r="1.4" className="wheel-peg" />
      </g>
      <circle r="34" className="wheel-hub" />
      <circle r="24" className="wheel-hub-core" />
    </svg>
  );
}

function WheelSummary({
  outcome,
  cfg,
  spotName,
  bonusName,
  done,
}: {
  outcome: WheelOutcome;
  cfg: wheel.WheelConfig;
  spotName: (id: string) => string;
  bonusName: (name: string) => string;
  /** The show is over: the bonus results are told (not before the bonus is played out). */
  done: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { spins, result, winMultiple, respinMultiplier } = outcome.details;
  const last = spins[spins.length - 1]!;
  return (
    <div className="wheel-summary">
      {spins.length > 1 ? (
        <ol className="wheel-spins" aria-label={t('wheel.spins')}>
          {spins.map((spin, i) => (
            <li key={i} className="wheel-spin figure" data-segment={spin.id}>
              {spin.chanceCard
                ? t('wheel.chanceCard', {
                    kind: t(`wheel.card.${spin.chanceCard.kind}`),
                    value: spin.chanceCard.value,
                  })
                : cfg.respins?.[spin.id] !== undefined
                  ? t('wheel.respin', { value: cfg.respins[spin.id] })
                  : spotName(spin.id)}
            </li>
          ))}
        </ol>
      ) : null}
      <p className="wheel-result" data-testid="wheel-result" data-segment={result} data-index={last.segment}>
        <span
          className="wheel-result-chip"
          style={
            {
              '--spot-colour': segmentColour(result),
              '--spot-text': textOn(segmentColour(result)),
            } as CSSProperties
          }
        >
          {spotName(result)}
        </span>
        {respinMultiplier > 1 ? (
          <span className="wheel-result-mult figure">
            {t('wheel.respinTotal', { value: respinMultiplier })}
          </span>
        ) : null}
        {outcome.children.length === 0 && winMultiple > 0 ? (
          <span className="wheel-result-mult figure">{t('wheel.pays', { value: winMultiple })}</span>
        ) : null}
      </p>
      {done && outcome.children.length > 0 ? (
        <ol className="wheel-bonuses" aria-label={t('wheel.bonusRounds')} data-testid="wheel-bonuses">
          {outcome.children.map((child, i) => (
            <li
              key={i}
              className="wheel-bonus"
              data-testid="wheel-bonus"
              data-bonus={child.details.name}
              style={{ '--bonus-index': i } as CSSProperties}
            >
              <span className="wheel-bonus-name">{bonusName(child.details.name)}</span>
              <span className="wheel-bonus-value figure">×{child.details.value}</span>
              {child.totalWin > 0 ? (
                <span className="wheel-bonus-win figure">
                  {t('wheel.bonusWin', { amount: formatCoins(child.totalWin, i18n.language) })}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/**
 * The wheel's rotation: it speeds up while the round is in flight, then eases out onto the outcome's
 * last segment (its centre under the top pointer). Reduced motion jumps straight there.
 */
function useWheelAngle(
  n: number,
  phase: GameViewProps['phase'],
  outcome: WheelOutcome | null,
  roundId: string | undefined,
  reducedMotion: boolean,
): number {
  const [angle, setAngle] = useState(0);
  const current = useRef(0);
  /** The round the wheel rests on: a pick round lands once (on its pick), not again when it settles. */
  const rested = useRef<string | undefined>(undefined);
  const segment = outcome?.details.spins[outcome.details.spins.length - 1]?.segment;
  useEffect(() => {
    let next = current.current;
    if (phase === 'playing' && !reducedMotion) next = current.current + 540;
    const lands = (phase === 'settled' || phase === 'deciding') && segment !== undefined;
    if (lands && rested.current === roundId) return;
    if (lands) {
      rested.current = roundId;
      const rest = (360 - ((segment + 0.5) * 360) / n) % 360;
      const base = Math.ceil(current.current / 360) * 360;
      next = base + (reducedMotion ? 0 : 1440) + rest;
    }
    const turn = next - current.current;
    current.current = next;
    setAngle(next);
    // the flapper ticks on every peg as the wheel eases onto the outcome
    if (lands && !reducedMotion) return cueTicks(turn, 360 / n, LAND_MS);
  }, [phase, segment, roundId, n, reducedMotion]);
  return angle;
}

function wedge(a0: number, a1: number, r: number, r0: number): string {
  const p = (a: number, radius: number) => {
    const rad = (a * Math.PI) / 180;
    return `${(radius * Math.sin(rad)).toFixed(3)} ${(-radius * Math.cos(rad)).toFixed(3)}`;
  };
  return `M ${p(a0, r0)} L ${p(a0, r)} A ${r} ${r} 0 0 1 ${p(a1, r)} L ${p(a1, r0)} A ${r0} ${r0} 0 0 0 ${p(a0, r0)} Z`;
}

/** One spot of the bet board: its name, what it pays, a top-slot boost and the stake on it. */
function WheelSpot(props: {
  spot: string;
  def: wheel.SpotDef;
  stake: number | undefined;
  boosted: number | undefined;
  hit: boolean;
  disabled: boolean;
  onPlace: () => void;
}) {
  const { spot, def, stake, boosted } = props;
  const { t, i18n } = useTranslation();
  const lang = toLanguageCode(i18n.language);
  const colour = segmentColour(spot);
  return (
    <button
      type="button"
      className="bet-spot wheel-spot"
      data-testid="wheel-spot"
      data-spot={spot}
      data-kind={def.kind}
      data-hit={props.hit || undefined}
      style={
        {
          '--spot-colour': colour,
          '--spot-text': textOn(colour),
          '--name-em': longestRunEm(def[lang]),
        } as CSSProperties
      }
      disabled={props.disabled}
      aria-label={t('wheel.spotLabel', {
        spot: def[lang],
        amount: formatCoins(stake ?? 0, i18n.language),
      })}
      onClick={props.onPlace}
    >
      <span className="wheel-spot-name">{def[lang]}</span>
      <span className="wheel-spot-pay figure">
        {def.kind === 'number' ? `${def.pays}:1` : t('wheel.bonus')}
      </span>
      {boosted ? <span className="wheel-spot-boost figure">×{boosted}</span> : null}
      <StakeChip coins={stake} />
    </button>
  );
}
