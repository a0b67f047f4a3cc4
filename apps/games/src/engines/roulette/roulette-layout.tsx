import { useState, type ButtonHTMLAttributes, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCoins } from '../../lib/format.ts';
import { compactCoins, type BetSlipControls } from '../shared/bet-slip.ts';
import { rouletteBetName } from './bet-name.ts';
import {
  anchoredSpot,
  COLUMNS,
  coverOf,
  DOZENS,
  EDGE_SPOTS,
  OUTSIDE_EVEN,
  payoutOf,
  pocketColor,
  ROWS,
  splitPartners,
  splitSpot,
  straightSpot,
  type BetKind,
  type EdgeSpot,
} from './layout.ts';

export interface RouletteLayoutProps {
  bets: BetSlipControls;
  place: (spot: string) => void;
  /** The winning number once the ball rests (its spots light up). */
  winning: number | null;
  kind: BetKind;
  /** For a split: the number tapped first. */
  first: number | null;
  setFirst: (n: number | null) => void;
  hintId: string;
}

/** "Split 17–18, 17:1", and what is on it. */
export function useSpotLabel(slip: Record<string, number>) {
  const { t, i18n } = useTranslation();
  return (spot: string): string => {
    const name = rouletteBetName(spot, t);
    const payout = t('roulette.payout', { n: payoutOf(spot) });
    const amount = slip[spot];
    return amount
      ? t('roulette.spot', { name, payout, amount: formatCoins(amount, i18n.language) })
      : t('roulette.spotName', { name, payout });
  };
}

/** What a tap on a number does with the picked bet kind (a split takes two taps), and its label. */
function useNumberBets({
  kind,
  first,
  setFirst,
  place,
  locked,
  spotLabel,
}: Pick<RouletteLayoutProps, 'kind' | 'first' | 'setFirst' | 'place'> & {
  locked: boolean;
  spotLabel: (spot: string) => string;
}) {
  const { t } = useTranslation();
  const partners = kind === 'split' && first !== null ? splitPartners(first) : [];
  /** The spot a tap on number n places now (null: it picks the split's first number, or 0 has no such bet). */
  const spotFor = (n: number): string | null =>
    kind !== 'split'
      ? anchoredSpot(kind, n)
      : first !== null && partners.includes(n)
        ? splitSpot(first, n)
        : null;
  const pressNumber = (n: number) => {
    if (locked) return;
    const spot = spotFor(n);
    if (spot) place(spot);
    if (kind === 'split') setFirst(spot || first === n ? null : n);
  };
  const numberLabel = (n: number): string => {
    const spot = spotFor(n);
    if (spot) return spotLabel(spot);
    if (kind !== 'split') return t('roulette.noBet', { kind: t(`roulette.kind.${kind}`), n });
    return t(first === n ? 'roulette.splitCancel' : 'roulette.splitFirst', { n });
  };

  return { partners, spotFor, pressNumber, numberLabel };
}

/**
 * The classic layout: numbers, the lines and corners between them (splits, streets, corners, six-lines,
 * where a dealer would put the chips) and the outside bets. A number places what the picked bet kind
 * makes of it; the thin lines are out of the Tab order (the picker is the keyboard's way to them).
 */
export function RouletteLayout({ bets, place, winning, kind, first, setFirst, hintId }: RouletteLayoutProps) {
  const { t } = useTranslation();
  const { slip } = bets;
  // The spot under the pointer or focus: its numbers light up, so a thin line shows what it covers.
  const [preview, setPreview] = useState<string | null>(null);
  const spotLabel = useSpotLabel(slip);

  const { partners, spotFor, pressNumber, numberLabel } = useNumberBets({
    kind,
    first,
    setFirst,
    place,
    locked: bets.locked,
    spotLabel,
  });

  const lit = preview ? (coverOf(preview) ?? []) : [];
  const showing = (spot: string | null) => previewHandlers(setPreview, spot);

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
        {chipBadge(slip[spot])}
      </button>
    );
  };

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
        spotButton(spot, 'rl-spot rl-dozen', `${12 * i + 1}–${12 * i + 12}`, gridCell(undefined, 2 + 4 * i)),
      )}
      {OUTSIDE_EVEN.map((spot, i) =>
        spotButton(
          spot,
          `rl-spot rl-even rl-spot-${spot}`,
          spot === 'red' || spot === 'black' ? (
            <>
              <span className="rl-diamond" aria-hidden="true" />
              <span className="visually-hidden">{rouletteBetName(spot, t)}</span>
            </>
          ) : (
            rouletteBetName(spot, t)
          ),
          gridCell(undefined, 2 + 2 * i),
        ),
      )}
    </div>
  );
}

/** The chip on a spot: its coins, compact. */
function chipBadge(amount: number | undefined) {
  return amount ? (
    <span className="rl-chip" aria-hidden="true">
      {compactCoins(amount)}
    </span>
  ) : null;
}

/** Pointer or focus on a spot lights the numbers it covers. */
function previewHandlers(setPreview: (spot: string | null) => void, spot: string | null) {
  return {
    onPointerEnter: () => setPreview(spot),
    onPointerLeave: () => setPreview(null),
    onFocus: () => setPreview(spot),
    onBlur: () => setPreview(null),
  };
}

/** A layout cell: the 1-based grid row and first column of a spot (roulette.css places it from these). */
function gridCell(row: number | undefined, column: number | undefined): CSSProperties {
  return { '--rl-row': row, '--rl-col': column } as CSSProperties;
}
