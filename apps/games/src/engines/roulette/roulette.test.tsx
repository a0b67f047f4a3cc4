import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { computeOutcome, roulette, STUDIO_GAMES, validateBet } from '@casino/studio';
import type { BetSlip, GameViewProps } from '../types.ts';
import { engineFor, preloadHint } from '../registry.ts';
import { fixture, renderTable, sessionFor, studioRound, viewProps } from '../../test/engine-harness.tsx';
import { rouletteEngine } from './engine.ts';
import {
  ALL_SPOTS,
  anchoredSpot,
  BET_KINDS,
  BET_TABLE,
  coverOf,
  EDGE_SPOTS,
  splitPartners,
  splitSpot,
  type BetKind,
} from './layout.ts';
import { RouletteRules } from './roulette-rules.tsx';
import { RouletteView } from './roulette-view.tsx';

const CODE = 'EVO_LIVE_JAPANESE_ROULETTE';
const SEED = 'a'.repeat(64);
/** Every catalogue title the studio plays on the roulette engine: they all share this view. */
const ROULETTE_CODES = Object.values(STUDIO_GAMES)
  .filter((g) => g.engine === 'roulette')
  .map((g) => g.gameCode);

const INSIDE = ['straight', 'split', 'street', 'corner', 'line'];
const kindOf = (spot: string) => spot.split('-')[0]!;
/** The studio's own parser: null for a name the engine refuses. */
const parse = (spot: string) => roulette.rouletteCover(spot);

const spotEl = (spot: string) => {
  const el = screen.getAllByTestId('roulette-spot').find((s) => s.dataset.spot === spot);
  if (!el) throw new Error(`no spot ${spot} on the layout`);
  return el;
};
const numberEl = (n: number) => spotEl(`straight-${n}`);
const chipText = (el: HTMLElement) => el.querySelector('.rl-chip')?.textContent ?? null;

/** The keyboard path: the picker's radio for a kind (arrow keys select a native radio, which clicks it). */
function chooseKind(kind: BetKind) {
  const radio = screen.getAllByTestId('roulette-kind').find((r) => (r as HTMLInputElement).value === kind)!;
  radio.focus();
  fireEvent.click(radio);
  expect((radio as HTMLInputElement).checked).toBe(true);
}
/** Tab to a number and press Enter: a focused native button turns Enter and Space into a click. */
function press(el: HTMLElement) {
  el.focus();
  expect(document.activeElement).toBe(el);
  expect(el.tabIndex).toBe(0);
  fireEvent.click(el);
}

/** The view as the shell drives it: the slip it sends back is the slip it draws next. */
function renderView(props: Partial<GameViewProps> = {}) {
  const slips: BetSlip[] = [];
  function Table() {
    const [slip, setSlip] = useState<BetSlip>({});
    return (
      <RouletteView
        {...viewProps(CODE, {
          chip: 5,
          slip,
          onSlipChange: (next) => {
            slips.push(next);
            setSlip(next);
          },
          ...props,
        })}
      />
    );
  }
  render(<Table />);
  return { last: () => slips[slips.length - 1] ?? {} };
}

/** The grid cells an edge spot touches: x counts number columns from the zero, y rows from the top. */
function touching({ x, y }: { x: number; y: number }): number[] {
  const out: number[] = [];
  for (let c = 0; c < 12; c++)
    for (let r = 0; r < 3; r++) {
      const inColumn = x >= c && x <= c + 1;
      // On the bottom edge a chip takes the whole street (or two) above it, as on a real table.
      if (inColumn && (y === 3 || (y >= r && y <= r + 1))) out.push(3 * c + 3 - r);
    }
  if (x === 0) out.push(0);
  return out.sort((a, b) => a - b);
}

describe('roulette layout', () => {
  it('offers every spot the studio engine accepts, named as its parser reads them', () => {
    const game = STUDIO_GAMES[CODE]!;
    // Every inside name the parser takes, found by trying them all.
    const accepted = new Set<string>();
    for (let a = 0; a <= 40; a++) {
      for (const kind of ['straight', 'street', 'corner', 'line'])
        if (parse(`${kind}-${a}`)) accepted.add(`${kind}-${a}`);
      for (let b = a + 1; b <= 40; b++) if (parse(`split-${a}-${b}`)) accepted.add(`split-${a}-${b}`);
    }
    const offered = ALL_SPOTS.filter((s) => INSIDE.includes(kindOf(s)));
    expect(new Set(offered)).toEqual(accepted);
    const counts = Object.fromEntries(INSIDE.map((k) => [k, offered.filter((s) => kindOf(s) === k).length]));
    expect(counts).toEqual({ straight: 37, split: 60, street: 12, corner: 22, line: 11 });
    expect(new Set(ALL_SPOTS).size).toBe(ALL_SPOTS.length);
    expect(ALL_SPOTS).toHaveLength(37 + 60 + 12 + 22 + 11 + 6 + 3 + 3);
    for (const spot of ALL_SPOTS) {
      expect(parse(spot), spot).not.toBeNull();
      expect(() => validateBet(game, { bets: { [spot]: 1 } }), spot).not.toThrow();
      expect(
        () => computeOutcome(CODE, { serverSeed: SEED, clientSeed: 'c', nonce: 0 }, { bets: { [spot]: 1 } }),
        spot,
      ).not.toThrow();
    }
    expect(coverOf('column-3')).toContain(36);
    expect(coverOf('dozen-2')).toEqual(Array.from({ length: 12 }, (_, i) => 13 + i));
  });

  it('puts each split, street, corner and six-line on the line or corner between the numbers it covers', () => {
    expect(EDGE_SPOTS).toHaveLength(60 + 12 + 22 + 11);
    for (const edge of EDGE_SPOTS) expect(touching(edge), edge.spot).toEqual(parse(edge.spot));
  });

  it('anchors every picked kind on a tapped number to a bet the parser takes that covers it, and reaches all', () => {
    for (const kind of ['street', 'corner', 'line'] as const) {
      const reached = new Set<string>();
      for (let n = 1; n <= 36; n++) {
        const spot = anchoredSpot(kind, n)!;
        expect(parse(spot), `${kind} on ${n}`).toContain(n);
        reached.add(spot);
      }
      expect(anchoredSpot(kind, 0)).toBeNull();
      expect(reached).toEqual(new Set(EDGE_SPOTS.filter((e) => e.kind === kind).map((e) => e.spot)));
    }
    const splits = new Set<string>();
    for (let n = 0; n <= 36; n++)
      for (const b of splitPartners(n)) {
        expect(parse(splitSpot(n, b)), `${n}–${b}`).toEqual([Math.min(n, b), Math.max(n, b)]);
        splits.add(splitSpot(n, b));
      }
    expect(splits).toEqual(new Set(EDGE_SPOTS.filter((e) => e.kind === 'split').map((e) => e.spot)));
    expect(splitPartners(0)).toEqual([1, 2, 3]);
    expect(splitPartners(17)).toEqual([14, 16, 18, 20]);
  });
});

describe('roulette view: placing bets', () => {
  it('draws a spot for every bet and places chips of the chosen value', () => {
    const onSlipChange = vi.fn();
    render(<RouletteView {...viewProps(CODE, { chip: 5, slip: { red: 10 }, onSlipChange })} />);
    const spots = screen.getAllByTestId('roulette-spot');
    expect(spots.map((s) => s.dataset.spot).sort()).toEqual([...ALL_SPOTS].sort());
    fireEvent.click(numberEl(17));
    expect(onSlipChange).toHaveBeenLastCalledWith({ red: 10, 'straight-17': 5 });
    fireEvent.click(spotEl('red'));
    expect(onSlipChange).toHaveBeenLastCalledWith({ red: 15 });
  });

  it.each([
    ['split-17-20', 'スプリット 17・20、17対1'],
    ['split-17-18', 'スプリット 17・18、17対1'],
    ['split-0-2', 'スプリット 0・2、17対1'],
    ['street-16', 'ストリート 16〜18、11対1'],
    ['corner-17', 'コーナー 17・18・20・21、8対1'],
    ['line-16', 'シックスライン 16〜21、5対1'],
  ])('a tap on the line places %s there, with its stake on the chip', (spot, label) => {
    const { last } = renderView();
    const edge = spotEl(spot);
    expect(edge.getAttribute('aria-label')).toBe(label);
    fireEvent.click(edge);
    expect(last()).toEqual({ [spot]: 5 });
    expect(chipText(spotEl(spot))).toBe('5');
    fireEvent.click(spotEl(spot));
    expect(last()).toEqual({ [spot]: 10 });
    expect(spotEl(spot).getAttribute('aria-label')).toBe(`${label}、ベット 10`);
    // The chip sits on the line, not on a number.
    for (const n of parse(spot)!) expect(chipText(numberEl(n))).toBeNull();
  });

  it('labels bets in English as well', async () => {
    await act(() => i18next.changeLanguage('en'));
    renderView();
    expect(spotEl('split-17-18').getAttribute('aria-label')).toBe('Split 17–18, 17:1');
    expect(spotEl('corner-17').getAttribute('aria-label')).toBe('Corner 17–18–20–21, 8:1');
    expect(spotEl('line-31').getAttribute('aria-label')).toBe('Six line 31–36, 5:1');
    expect(numberEl(17).getAttribute('aria-label')).toBe('Straight 17, 35:1');
    chooseKind('street');
    expect(numberEl(17).getAttribute('aria-label')).toBe('Street 16–18, 11:1');
    expect(screen.getByTestId('roulette-hint').textContent).toBe('Tap a number for its street of three');
  });

  it('keeps the thin line areas out of the Tab order: the picker and the numbers are the keyboard path', () => {
    renderView();
    for (const edge of EDGE_SPOTS) expect(spotEl(edge.spot).tabIndex, edge.spot).toBe(-1);
    for (let n = 0; n <= 36; n++) expect(numberEl(n).tabIndex).toBe(0);
    expect(screen.getByRole('group', { name: 'ベットの種類' })).toBeTruthy();
    expect(
      BET_KINDS.map((k) => screen.getAllByRole('radio').find((r) => (r as HTMLInputElement).value === k)),
    ).toHaveLength(5);
    expect(screen.getByRole('radio', { name: 'コーナー 8対1' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'ストレート 35対1' })).toHaveProperty('checked', true);
  });

  it.each<[BetKind, number[], string, string]>([
    ['street', [17], 'street-16', 'ストリート 16〜18、11対1'],
    ['corner', [17], 'corner-17', 'コーナー 17・18・20・21、8対1'],
    ['corner', [36], 'corner-32', 'コーナー 32・33・35・36、8対1'],
    ['corner', [3], 'corner-2', 'コーナー 2・3・5・6、8対1'],
    ['line', [17], 'line-16', 'シックスライン 16〜21、5対1'],
    ['line', [35], 'line-31', 'シックスライン 31〜36、5対1'],
    ['split', [17, 18], 'split-17-18', 'スプリット 17・18、17対1'],
    ['split', [20, 17], 'split-17-20', 'スプリット 17・20、17対1'],
    ['split', [0, 3], 'split-0-3', 'スプリット 0・3、17対1'],
    ['straight', [17], 'straight-17', 'ストレート 17、35対1'],
  ])('by keyboard: %s, then %j places %s', (kind, numbers, spot, label) => {
    const { last } = renderView();
    chooseKind(kind);
    const target = numbers[numbers.length - 1]!;
    for (const n of numbers.slice(0, -1)) press(numberEl(n));
    // What the number says before it is pressed is the bet it places.
    expect(numberEl(target).getAttribute('aria-label')).toBe(label);
    press(numberEl(target));
    expect(last()).toEqual({ [spot]: 5 });
    expect(parse(Object.keys(last())[0]!)).not.toBeNull();
    // The chip goes where a pointer would have put it: on the line for an inside bet.
    expect(chipText(spotEl(spot))).toBe('5');
    if (kind !== 'straight') expect(chipText(numberEl(target))).toBeNull();
  });
});

describe('roulette view: splits, zero and undo', () => {
  it('a split by keyboard: the first number is held, its partners marked, a second press cancels', () => {
    const { last } = renderView();
    chooseKind('split');
    const hint = screen.getByTestId('roulette-hint');
    expect(hint.textContent).toBe('隣り合う2つの数字をタップ');
    expect(numberEl(17).getAttribute('aria-label')).toBe('17からスプリット');
    press(numberEl(17));
    expect(numberEl(17).getAttribute('aria-pressed')).toBe('true');
    expect(hint.textContent).toBe('17を選択中：隣の数字をタップ');
    const partners = screen
      .getAllByTestId('roulette-spot')
      .filter((s) => s.dataset.partner !== undefined)
      .map((s) => Number(s.dataset.spot!.split('-')[1]))
      .sort((a, b) => a - b);
    expect(partners).toEqual([14, 16, 18, 20]);
    // A number that is not a neighbour starts a new split from there.
    press(numberEl(23));
    expect(numberEl(17).getAttribute('aria-pressed')).toBeNull();
    expect(numberEl(23).getAttribute('aria-pressed')).toBe('true');
    press(numberEl(23));
    expect(numberEl(23).getAttribute('aria-pressed')).toBeNull();
    expect(last()).toEqual({});
    // Changing the kind drops a held number.
    press(numberEl(5));
    chooseKind('corner');
    chooseKind('split');
    expect(numberEl(5).getAttribute('aria-pressed')).toBeNull();
  });

  it('0 takes no street, corner or line: it says so and places nothing', () => {
    const { last } = renderView();
    for (const kind of ['street', 'corner', 'line'] as const) {
      chooseKind(kind);
      expect(numberEl(0).getAttribute('aria-disabled')).toBe('true');
      press(numberEl(0));
      expect(last()).toEqual({});
    }
    expect(numberEl(0).getAttribute('aria-label')).toBe('ライン：0には置けません');
  });

  it('undo takes back the last chip, wherever it went', () => {
    const { last } = renderView();
    fireEvent.click(spotEl('corner-17'));
    chooseKind('line');
    press(numberEl(4));
    fireEvent.click(spotEl('split-0-1'));
    expect(last()).toEqual({ 'corner-17': 5, 'line-4': 5, 'split-0-1': 5 });
    fireEvent.click(screen.getByRole('button', { name: '取り消し' }));
    expect(last()).toEqual({ 'corner-17': 5, 'line-4': 5 });
  });
});

describe('roulette view: rounds', () => {
  it('shows the outcome pocket and lights it up on the layout', async () => {
    const round = studioRound(
      CODE,
      { bets: { red: 10, 'straight-0': 1 } },
      { clientSeed: 'tester', nonce: 3 },
    );
    const pocket = (round.outcome.details as { pocket: number }).pocket;
    render(
      <RouletteView
        {...viewProps(CODE, { phase: 'settled', round, chip: 1, slip: { red: 10 }, onSlipChange: () => {} })}
      />,
    );
    const result = await screen.findByTestId('roulette-result');
    expect(result.dataset.pocket).toBe(String(pocket));
    const hit = screen
      .getAllByTestId('roulette-spot')
      .filter((s) => s.dataset.hit !== undefined)
      .map((s) => s.dataset.spot ?? '');
    expect(hit).toContain(`straight-${pocket}`);
    // Lines without chips stay dark: only staked bets light up.
    expect(hit.filter((s) => ['split', 'street', 'corner', 'line'].includes(kindOf(s)))).toEqual([]);
  });

  it.each(ROULETTE_CODES)(
    '%s: inside bets by pointer and keyboard go to the studio and settle',
    async (code) => {
      expect(preloadHint(code)).toBe('roulette');
      expect(engineFor('roulette')).toBe(rouletteEngine);
      const bets = { 'split-17-20': 1, 'street-16': 1, 'corner-17': 1, 'line-31': 1, 'split-0-2': 1 };
      let nonce = 0;
      while ((fixture(code, bets, nonce).details as { pocket: number }).pocket !== 17) nonce++;
      const { requests } = renderTable(sessionFor(code, 'roulette'), nonce);
      await screen.findByTestId('roulette-layout');
      fireEvent.click(spotEl('split-17-20'));
      fireEvent.click(spotEl('street-16'));
      chooseKind('corner');
      press(numberEl(17));
      chooseKind('line');
      press(numberEl(34));
      chooseKind('split');
      press(numberEl(0));
      press(numberEl(2));
      fireEvent.click(screen.getByTestId('game-play'));
      await waitFor(() => expect(requests).toHaveLength(1));
      expect(requests[0]!.bets).toEqual(bets);
      for (const spot of Object.keys(requests[0]!.bets as BetSlip)) expect(parse(spot), spot).not.toBeNull();

      const expected = fixture(code, bets, nonce);
      const { spotWins } = expected.details as { spotWins: Record<string, number> };
      const result = await screen.findByTestId('roulette-result');
      expect(result.dataset.pocket).toBe('17');
      // 17 pays the split (18), the street (12) and the corner (9): 39 for 5 staked.
      expect(spotWins).toEqual({
        'split-17-20': 18,
        'street-16': 12,
        'corner-17': 9,
        'line-31': 0,
        'split-0-2': 0,
      });
      // The win is told only once the outcome is drawn (issue 16).
      await waitFor(() =>
        expect(screen.getByTestId('game-result').dataset.win).toBe(String(expected.totalWin)),
      );
      const won = screen
        .getAllByTestId('roulette-spot')
        .filter((s) => s.dataset.won !== undefined)
        .map((s) => s.dataset.spot)
        .sort();
      expect(won).toEqual(['corner-17', 'split-17-20', 'street-16']);
    },
  );
});

describe('roulette rules', () => {
  it('list every bet with what it covers and pays, as the engine pays it', () => {
    render(<RouletteRules />);
    const rows = screen.getAllByTestId('roulette-rule');
    expect(rows.map((r) => r.dataset.kind)).toEqual(BET_TABLE.map((b) => b.id));
    const pays = Object.fromEntries(
      rows.map((r) => [r.dataset.kind, Number(r.querySelector('[data-pays]')!.getAttribute('data-pays'))]),
    );
    expect(pays).toEqual({
      straight: 35,
      split: 17,
      street: 11,
      corner: 8,
      line: 5,
      column: 2,
      dozen: 2,
      redBlack: 1,
      oddEven: 1,
      lowHigh: 1,
    });
    for (const { id, example } of BET_TABLE) {
      const cover = parse(example)!;
      expect(pays[id], id).toBe(36 / cover.length - 1);
    }
    expect(rows.find((r) => r.dataset.kind === 'corner')!.textContent).toContain('8対1');
    expect(screen.getByRole('table', { name: 'ベットと配当' })).toBeTruthy();
  });
});
