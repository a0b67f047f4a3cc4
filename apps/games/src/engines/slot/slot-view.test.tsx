import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioRoundResponse } from '@casino/contract';
import { computeOutcome, type Outcome } from '@casino/studio';
import { roundResponse, viewProps } from '../../test/engine-harness.tsx';
import type { RoundPhase } from '../types.ts';
import { readSlotOutcome, type SlotSpinDetails } from './outcome.ts';
import { SlotRules } from './slot-rules.tsx';
import type { SlotAction } from './slot-scene.ts';
import { slotSteps, type SlotStep } from './slot-steps.ts';
import { SLOT_TIMING, SlotView } from './slot-view.tsx';
import { allowedSlotBets, slotConfigOf } from './titles.ts';

const SERVER_SEED = 'ab'.repeat(32);

/** The first round (nonce 0, 1, …) of a fixed seed pair whose outcome matches. */
function findOutcome(gameCode: string, bet: number, match: (o: Outcome<SlotSpinDetails>) => boolean) {
  for (let nonce = 0; nonce < 20_000; nonce++) {
    const outcome = computeOutcome(
      gameCode,
      { serverSeed: SERVER_SEED, clientSeed: 'slot-view', nonce },
      { bet },
    );
    if (match(outcome as Outcome<SlotSpinDetails>))
      return { outcome: outcome as Outcome<SlotSpinDetails>, nonce };
  }
  throw new Error('no such outcome');
}

const toRound = ({ outcome, nonce }: { outcome: Outcome; nonce: number }, roundId = `r-${nonce}`) =>
  roundResponse(outcome, { clientSeed: 'slot-view', nonce, roundId, balance: 10_000 });

/** A settled round drawn at once (reduced motion). */
const renderSettled = (
  gameCode: string,
  found: { outcome: Outcome; nonce: number },
  onPresented?: () => void,
) => render(<SlotView {...viewProps(gameCode, { phase: 'settled', round: toRound(found), onPresented })} />);

function cellsGrid() {
  const grid: string[][] = [[], [], [], [], []];
  for (const cell of screen.getAllByTestId('slot-cell'))
    grid[Number(cell.dataset.reel)]![Number(cell.dataset.row)] = cell.dataset.symbol!;
  return grid;
}

/** Advances fake time in small steps, letting React render and run effects between them. */
async function advance(ms: number) {
  for (let left = ms; left >= 0; left -= 50) {
    await act(async () => void (await vi.advanceTimersByTimeAsync(Math.min(50, Math.max(left, 0)))));
  }
}

/** The time from the round settling to the first step that matches (its wait included). */
function timeTo(steps: SlotStep[], match: (action: SlotAction, index: number) => boolean): number {
  let at = 0;
  for (const [i, step] of steps.entries()) {
    at += step.wait;
    if (match(step.action, i)) return at;
  }
  throw new Error('no such step');
}

/** Advances fake time until `done` holds (a step at a time), failing after `limit` ms. */
async function advanceUntil(done: () => boolean, limit = 60_000) {
  for (let at = 0; !done(); at += 50) {
    if (at > limit) throw new Error('never happened');
    await act(async () => void (await vi.advanceTimersByTimeAsync(50)));
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SlotView', () => {
  it('renders the result grid of a normal spin from the outcome', () => {
    const found = findOutcome('WNF_FROST_QUEEN', 50, (o) => o.children.length === 0);
    renderSettled('WNF_FROST_QUEEN', found);
    expect(screen.getByTestId('slot-reels')).toBeTruthy();
    expect(screen.getAllByTestId('slot-cell')).toHaveLength(15);
    expect(cellsGrid()).toEqual(found.outcome.details.grid);
    // Symbols carry their (ja) names.
    expect(screen.getAllByRole('img', { name: /./ }).length).toBeGreaterThanOrEqual(0);
  });

  it('stops the reels left to right, then reports the round presented', async () => {
    vi.useFakeTimers();
    const found = findOutcome('WNF_FROST_QUEEN', 50, (o) => o.children.length === 0);
    const onPresented = vi.fn();
    const props = viewProps('WNF_FROST_QUEEN', { reducedMotion: false, onPresented });
    const { rerender } = render(<SlotView {...props} phase="idle" round={null} />);
    rerender(<SlotView {...props} phase="playing" round={null} />);
    expect(screen.queryAllByTestId('slot-cell')).toHaveLength(0);
    rerender(<SlotView {...props} phase="settled" round={toRound(found)} />);
    await advance(0);
    expect(screen.getAllByTestId('slot-cell')).toHaveLength(3);
    await advance(SLOT_TIMING.reelStop);
    expect(screen.getAllByTestId('slot-cell')).toHaveLength(6);
    expect(onPresented).not.toHaveBeenCalled();
    await advance(SLOT_TIMING.reelStop * 4);
    expect(cellsGrid()).toEqual(found.outcome.details.grid);
    expect(onPresented).toHaveBeenCalledTimes(1);
  });

  it('highlights the winning lines with their amounts', () => {
    const found = findOutcome(
      'JPL_FIGHTING_SAMURAI',
      200,
      (o) => o.children.length === 0 && o.details.lineWins.length >= 2,
    );
    renderSettled('JPL_FIGHTING_SAMURAI', found);
    const wins = screen.getAllByTestId('slot-line-win');
    expect(wins).toHaveLength(found.outcome.details.lineWins.length);
    expect(wins.map((w) => Number(w.dataset.win))).toEqual(found.outcome.details.lineWins.map((w) => w.win));
    expect(wins[0]!.textContent).toContain(`ライン${found.outcome.details.lineWins[0]!.line + 1}`);
    const lit = screen.getAllByTestId('slot-cell').filter((c) => c.dataset.win === 'true');
    expect(lit.length).toBeGreaterThanOrEqual(3);
    expect(screen.getByTestId('slot-spin-win').textContent).toContain(
      found.outcome.win.toLocaleString('ja-JP'),
    );
  });

  it('plays the free-spin children one by one under a banner, then shows the total', async () => {
    vi.useFakeTimers();
    const found = findOutcome('WNF_OIRAN_DREAMS', 50, (o) => o.children.length > 0);
    const children = found.outcome.children as Outcome<SlotSpinDetails>[];
    const steps = slotSteps(slotConfigOf('WNF_OIRAN_DREAMS'), readSlotOutcome(found.outcome));
    const onPresented = vi.fn();
    const props = viewProps('WNF_OIRAN_DREAMS', { reducedMotion: false, onPresented });
    const { rerender } = render(<SlotView {...props} phase="playing" round={null} />);
    rerender(<SlotView {...props} phase="settled" round={toRound(found)} />);
    await advance(timeTo(steps, (a) => a.type === 'free'));
    const banner = screen.getByTestId('slot-free-spins');
    expect(banner.textContent).toContain(`フリースピン ×${children.length}`);
    expect(banner.dataset.current).toBe('0');
    const firstFree = steps.findIndex((s) => s.action.type === 'spinReels');
    const firstLanded = steps.findIndex((s, i) => i > firstFree && s.action.type === 'showWins');
    await advance(timeTo(steps, (_, i) => i === firstLanded) - timeTo(steps, (a) => a.type === 'free'));
    expect(screen.getByTestId('slot-free-spins').dataset.current).toBe('1');
    expect(cellsGrid()).toEqual(children[0]!.details.grid);
    expect(onPresented).not.toHaveBeenCalled();
    await advanceUntil(() => onPresented.mock.calls.length > 0);
    const done = screen.getByTestId('slot-free-spins');
    expect(done.dataset.done).toBe('true');
    expect(done.dataset.current).toBe(String(children.length));
    const total = children.reduce((sum, c) => sum + c.win, 0);
    expect(done.textContent).toContain(total.toLocaleString('ja-JP'));
    expect(cellsGrid()).toEqual(children[children.length - 1]!.details.grid);
    expect(screen.queryByTestId('slot-big-win')).toBeNull();
    expect(onPresented).toHaveBeenCalledTimes(1);
  }, 20_000); // CPU-bound (fake timers, many renders): a loaded machine needs more than the default 5 s
});

describe('SlotView big win and anticipation', () => {
  it('counts a big win up over the reels; a tap skips to the end and the round is presented', async () => {
    vi.useFakeTimers();
    const found = findOutcome('WNF_AZTEC_X', 50, (o) => o.totalWin >= 10 * o.stake);
    const steps = slotSteps(slotConfigOf('WNF_AZTEC_X'), readSlotOutcome(found.outcome));
    const onPresented = vi.fn();
    const props = viewProps('WNF_AZTEC_X', { reducedMotion: false, onPresented });
    const { rerender } = render(<SlotView {...props} phase="playing" round={null} />);
    rerender(<SlotView {...props} phase="settled" round={toRound(found)} />);
    await advance(timeTo(steps, (a) => a.type === 'bigWin') + 400);
    const overlay = screen.getByTestId('slot-big-win');
    expect(['big', 'mega', 'epic']).toContain(overlay.dataset.tier);
    const counted = Number(screen.getByTestId('slot-big-win-amount').textContent!.replace(/\D/g, ''));
    expect(counted).toBeLessThan(found.outcome.totalWin);
    expect(onPresented).not.toHaveBeenCalled();
    fireEvent.click(overlay);
    expect(screen.queryByTestId('slot-big-win')).toBeNull();
    expect(onPresented).toHaveBeenCalledTimes(1);
  });

  it('lights the reels still to stop after two scatters landed', async () => {
    vi.useFakeTimers();
    const cfg = slotConfigOf('WNF_AZTEC_X')!;
    const scatter = cfg.symbols.find((s) => s.kind === 'scatter')!.id;
    const found = findOutcome(
      'WNF_AZTEC_X',
      50,
      (o) =>
        o.details.grid
          .slice(0, 2)
          .flat()
          .filter((id) => id === scatter).length === 2,
    );
    const props = viewProps('WNF_AZTEC_X', { reducedMotion: false });
    const { rerender } = render(<SlotView {...props} phase="playing" round={null} />);
    rerender(<SlotView {...props} phase="settled" round={toRound(found)} />);
    await advance(SLOT_TIMING.reelStop);
    expect(screen.getAllByTestId('slot-anticipation')).toHaveLength(3);
    await advance(SLOT_TIMING.reelStop + SLOT_TIMING.anticipation);
    expect(screen.getAllByTestId('slot-anticipation')).toHaveLength(2);
    await advanceUntil(() => screen.queryAllByTestId('slot-anticipation').length === 0);
    expect(cellsGrid()).toEqual(found.outcome.details.grid);
  });

  it('with reduced motion shows the free-spin total at once', async () => {
    const found = findOutcome('WNF_OIRAN_DREAMS', 50, (o) => o.children.length > 0);
    const onPresented = vi.fn();
    renderSettled('WNF_OIRAN_DREAMS', found, onPresented);
    await act(async () => {});
    expect(screen.getByTestId('slot-free-spins').dataset.done).toBe('true');
    expect(onPresented).toHaveBeenCalledTimes(1);
  });
});

/** A stand-in for the shell: requestPlay runs a round from the fixtures and settles it. */
function Harness({ rounds, fail }: { rounds: StudioRoundResponse[]; fail?: number }) {
  const [phase, setPhase] = useState<RoundPhase>('idle');
  const [round, setRound] = useState<StudioRoundResponse | null>(null);
  const [played, setPlayed] = useState(0);
  const requestPlay = async () => {
    if (fail !== undefined && played >= fail) return false;
    setPhase('playing');
    await Promise.resolve(); // the round request: answered at once
    setRound(rounds[played % rounds.length]!);
    setPlayed(played + 1);
    setPhase('settled');
    return true;
  };
  return (
    <>
      <output data-testid="played">{played}</output>
      <SlotView {...viewProps('WNF_LUCKY_NEKO', { phase, round, requestPlay })} />
    </>
  );
}

function fixtures(n: number): StudioRoundResponse[] {
  const list: StudioRoundResponse[] = [];
  for (let nonce = 0; list.length < n; nonce++) {
    const outcome = computeOutcome(
      'WNF_LUCKY_NEKO',
      { serverSeed: SERVER_SEED, clientSeed: 'auto', nonce },
      { bet: 50 },
    );
    if (outcome.children.length === 0) list.push(toRound({ outcome, nonce }, `auto-${nonce}`));
  }
  return list;
}

describe('SlotView auto-play', () => {
  it('plays the chosen count and stops after the current spin when Stop is pressed', async () => {
    vi.useFakeTimers();
    render(<Harness rounds={fixtures(5)} />);
    const played = () => Number(screen.getByTestId('played').textContent);
    fireEvent.click(screen.getByTestId('slot-autoplay-open'));
    fireEvent.click(within(screen.getByTestId('slot-autoplay')).getByRole('button', { name: '10回' }));
    await advanceUntil(() => played() === 3);
    expect(screen.getByTestId('slot-autoplay-stop').textContent).toContain('残り7回');
    // Press Stop while the third spin is presented: it finishes, no fourth starts.
    fireEvent.click(screen.getByTestId('slot-autoplay-stop'));
    await advanceUntil(() => screen.queryByTestId('slot-autoplay-stop') === null);
    await advance(5_000);
    expect(played()).toBe(3);
    expect(screen.queryByTestId('slot-autoplay-stop')).toBeNull();
    expect(screen.getByTestId('slot-autoplay-open')).toBeTruthy();
  });

  it('plays every chosen round when nobody stops it', async () => {
    vi.useFakeTimers();
    render(<Harness rounds={fixtures(5)} />);
    fireEvent.click(screen.getByTestId('slot-autoplay-open'));
    fireEvent.click(within(screen.getByTestId('slot-autoplay')).getByRole('button', { name: '10回' }));
    await advanceUntil(() => screen.queryByTestId('slot-autoplay-stop') === null);
    expect(screen.getByTestId('played').textContent).toBe('10');
  }, 20_000);

  it('stops when a round fails (e.g. insufficient funds)', async () => {
    vi.useFakeTimers();
    render(<Harness rounds={fixtures(2)} fail={2} />);
    fireEvent.click(screen.getByTestId('slot-autoplay-open'));
    fireEvent.click(within(screen.getByTestId('slot-autoplay')).getByRole('button', { name: '25回' }));
    await advanceUntil(() => screen.queryByTestId('slot-autoplay-stop') === null);
    expect(screen.getByTestId('played').textContent).toBe('2');
    expect(screen.queryByTestId('slot-autoplay-stop')).toBeNull();
  });
});

describe('slot bets and rules', () => {
  it('offers only multiples of the credits within the limits', () => {
    const aztec = { gameCode: 'WNF_AZTEC_X', minBet: 50, maxBet: 1000, betUnit: 50 };
    expect(allowedSlotBets(aztec, [10, 50, 100, 250, 5000])).toEqual([50, 100, 250]);
    // No unit from the session: the title's credits (20).
    const samurai = { gameCode: 'JPL_FIGHTING_SAMURAI', minBet: 20, maxBet: 1000, betUnit: 0 };
    expect(allowedSlotBets(samurai, [10, 25])).toEqual([20, 40, 100, 200, 400, 1000]);
  });

  it('shows the paytable with symbol names and pays as multiples of the bet, and the lines', () => {
    render(<SlotRules gameCode="JPL_FIGHTING_SAMURAI" />);
    const table = screen.getByRole('table');
    expect(within(table).getByText('侍')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /^ライン\d+$/ })).toHaveLength(20);
    expect(readSlotOutcome({ kind: 'placeholder' })).toBeNull();
  });
});
