import {
  useEffect,
  useId,
  useState,
  type ButtonHTMLAttributes,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { formatCoins } from '../../lib/format.ts';
import type { BetSlip, GameViewProps } from '../types.ts';
import { betSlipControls, compactCoins } from '../shared/bet-slip.ts';
import { SlipBar } from '../shared/slip-bar.tsx';
import { useRevealEnd } from '../shared/use-reveal-end.ts';
import {
  anchoredSpot,
  COLUMNS,
  coverOf,
  DOZENS,
  EDGE_SPOTS,
  OUTSIDE_EVEN,
  payoutOf,
  pocketColor,
  readRouletteDetails,
  ROWS,
  splitPartners,
  splitSpot,
  straightSpot,
  type BetKind,
  type EdgeSpot,
} from './layout.ts';
import { BetKindPicker } from './bet-kind-picker.tsx';
import { RouletteWheel } from './roulette-wheel.tsx';
import { rouletteBetName } from './bet-name.ts';
import '../shared/felt.css';
import './roulette.css';

const HISTORY = 12;

/**
 * Japanese Roulette: a European single-zero table. Chips of the shell's chosen value go on numbers, on
 * the lines and corners between them (splits, streets, corners, six-lines, where a dealer would put
 * them) and on the outside bets; slip names are exactly the studio engine's spots. The lines are small on
 * a phone and out of the Tab order, so a bet-kind picker offers the same bets by tapping (or pressing)
 * numbers. The SVG wheel spins while the round runs and stops with the ball in the outcome pocket, which
 * lights up on the layout.
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
  // What a tap on a number places, and for a split the number tapped first.
  const [kind, setKind] = useState<BetKind>('straight');
  const [first, setFirst] = useState<number | null>(null);
  // The spot under the pointer or focus: its numbers light up, so a thin line shows what it covers.
  const [preview, setPreview] = useState<string | null>(null);
  const [wasPlaying, setWasPlaying] = useState(playing);
  const hintId = useId();
  const roundId = round?.roundId ?? null;
  const pocket = details?.pocket ?? null;

  if (wasPlaying !== playing) {
    setWasPlaying(playing);
    setFirst(null);
    setPreview(null);
  }

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
  // The ball is at rest and the pocket lit: a short look at it, then the shell tells the win.
  useRevealEnd(props, 400, settled);
  const winning = settled ? (details?.pocket ?? null) : null;

  // Undo takes back the last chip placed: the view keeps the order the chips went on.
  const place = (spot: string) => {
    if (bets.locked || !change) return;
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

  const partners = kind === 'split' && first !== null ? splitPartners(first) : [];
  /** The spot a tap on number n places now (null: it picks the split's first number, or 0 has no such bet). */
  const spotFor = (n: number): string | null =>
    kind !== 'split'
      ? anchoredSpot(kind, n)
      : first !== null && partners.includes(n)
        ? splitSpot(first, n)
        : null;
  const pressNumber = (n: number) => {
    if (bets.locked) return;
    const spot = spotFor(n);
    if (spot) place(spot);
    if (kind === 'split') setFirst(spot || first === n ? null : n);
  };
  const chooseKind = (next: BetKind) => {
    setKind(next);
    setFirst(null);
  };

  const betName = (spot: string): string => rouletteBetName(spot, t);
  /** "Split 17–18, 17:1", and what is on it. */
  const spotLabel = (spot: string): string => {
    const name = betName(spot);
    const payout = t('roulette.payout', { n: payoutOf(spot) });
    const amount = slip[spot];
    return amount
      ? t('roulette.spot', { name, payout, amount: formatCoins(amount, i18n.language) })
      : t('roulette.spotName', { name, payout });
  };
  const numberLabel = (n: number): string => {
    const spot = spotFor(n);
    if (spot) return spotLabel(spot);
    if (kind !== 'split') return t('roulette.noBet', { kind: t(`roulette.kind.${kind}`), n });
    return t(first === n ? 'roulette.splitCancel' : 'roulette.splitFirst', { n });
  };
  const hint =
    kind === 'split' && first !== null
      ? t('roulette.hint.splitFrom', { n: first })
      : t(`roulette.hint.${kind}`);

  const lit = preview ? (coverOf(preview) ?? []) : [];
  const chipOn = (spot: string) => {
    const amount = slip[spot];
    return amount ? (
      <span className="rl-chip" aria-hidden="true">
        {compactCoins(amount)}
      </span>
    ) : null;
  };
  const showing = (spot: string | null) => ({
    onPointerEnter: () => setPreview(spot),
    onPointerLeave: () => setPreview(null),
    onFocus: () => setPreview(spot),
    onBlur: () => setPreview(null),
  });

  // Render functions, not components: the buttons keep their identity (and focus) across renders.
  // A spot lights up when it covers the winning number; `extra` overrides (a number's label and press).
  const spotButton = (
    spot: string,
    className: string,
    children: ReactNode,
    cell?: CSSProperties,
    extra: ButtonHTMLAttributes<HTMLButtonElement> & Record<`data-${string}`, unknown> = {},
  ) => {
    const hit = winning !== null && (coverOf(spot)?.includes(winning) ?? false);
    return (
      <button
        key={spot}
        type="button"
        className={className}
        style={cell}
        data-testid="roulette-spot"
        data-spot={spot}
        data-hit={hit || undefined}
        data-won={hit && slip[spot] ? true : undefined}
        disabled={bets.locked}
        aria-label={spotLabel(spot)}
        onClick={() => place(spot)}
        {...extra}
      >
        {children}
        {chipOn(spot)}
      </button>
    );
  };

  // A number places what the picked kind makes of it (a straight bet unless another kind is picked).
  const numberButton = (n: number, className: string, cell?: CSSProperties) =>
    spotButton(straightSpot(n), `rl-spot ${className}`, n, cell, {
      'data-lit': lit.includes(n) || undefined,
      'data-partner': partners.includes(n) || undefined,
      'aria-disabled': (kind !== 'split' && spotFor(n) === null) || undefined,
      'aria-pressed': kind === 'split' && first === n ? true : undefined,
      'aria-label': numberLabel(n),
      onClick: () => pressNumber(n),
      ...showing(kind === 'straight' ? null : spotFor(n)),
    });

  // A line bet: a thin area on its line or corner, out of the Tab order (the picker is the keyboard's way).
  // Only a line with chips on it lights up when its number comes.
  const edgeButton = ({ spot, kind: edge, x, y, across }: EdgeSpot) => {
    const won = winning !== null && !!slip[spot] && (coverOf(spot)?.includes(winning) ?? false);
    return spotButton(
      spot,
      `rl-edge rl-edge-${edge}${across ? ' rl-edge-across' : ''}`,
      null,
      { '--rl-x': x, '--rl-y': y } as CSSProperties,
      { tabIndex: -1, 'data-hit': won || undefined, 'data-won': won || undefined, ...showing(spot) },
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
          <div className="rl-side-head">
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
            <div className="rl-history" role="group" aria-label={t('roulette.history')}>
              <span className="rl-history-label" aria-hidden="true">
                {t('roulette.history')}
              </span>
              <ol className="rl-history-list">
                {history.map((h) => (
                  <li key={h.id} className="rl-history-item" data-color={pocketColor(h.pocket)}>
                    {h.pocket}
                  </li>
                ))}
              </ol>
            </div>
          </div>
          <BetKindPicker
            kind={kind}
            disabled={bets.locked}
            hint={hint}
            hintId={hintId}
            onChange={chooseKind}
          />
        </div>
      </div>

      <div
        className="rl-layout felt"
        data-testid="roulette-layout"
        data-kind={kind}
        role="group"
        aria-label={t('roulette.layout')}
        aria-describedby={hintId}
      >
        {numberButton(0, 'rl-zero')}
        {ROWS.map((row, r) =>
          row.map((n, c) => numberButton(n, `rl-num rl-${pocketColor(n)}`, gridCell(r + 1, c + 2))),
        )}
        <div className="rl-edges" role="group" aria-label={t('roulette.lines')}>
          {EDGE_SPOTS.map(edgeButton)}
        </div>
        {COLUMNS.map((spot, r) =>
          spotButton(spot, 'rl-spot rl-col', t('roulette.columnShort'), gridCell(r + 1, undefined)),
        )}
        {DOZENS.map((spot, i) =>
          spotButton(
            spot,
            'rl-spot rl-dozen',
            `${12 * i + 1}–${12 * i + 12}`,
            gridCell(undefined, 2 + 4 * i),
          ),
        )}
        {OUTSIDE_EVEN.map((spot, i) =>
          spotButton(
            spot,
            `rl-spot rl-even rl-spot-${spot}`,
            spot === 'red' || spot === 'black' ? (
              <>
                <span className="rl-diamond" aria-hidden="true" />
                <span className="visually-hidden">{betName(spot)}</span>
              </>
            ) : (
              betName(spot)
            ),
            gridCell(undefined, 2 + 2 * i),
          ),
        )}
      </div>

      <SlipBar bets={bets} clearTestId="roulette-clear" onClear={clear}>
        <button
          type="button"
          className="small-button"
          disabled={bets.locked || placed.length === 0}
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
