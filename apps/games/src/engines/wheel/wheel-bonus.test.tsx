import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { computeOutcome, type Outcome } from '@casino/studio';
import { roundResponse, SERVER_SEED, viewProps } from '../../test/engine-harness.tsx';
import type { WheelOutcome } from './outcome.ts';
import { stepsDuration, wheelSteps } from './steps.ts';
import { WheelView } from './wheel-view.tsx';
import { STUDIO_GAMES } from '@casino/studio';

const CT = 'EVO_LIVE_CRAZY_TIME';

/** The first fixed-seed round whose last spin lands on `spot` with a bet on it, and the seeds. */
function roundOn(code: string, spot: string, choices: number[] = []) {
  for (let nonce = 0; nonce < 5000; nonce++) {
    const fair = { serverSeed: SERVER_SEED, clientSeed: 'bonus', nonce };
    const o = computeOutcome(code, fair, { bets: { [spot]: 10 } }, choices);
    if ((o.details as { result: string }).result === spot) return { outcome: o, nonce };
  }
  throw new Error(`no round on ${spot}`);
}

/** Runs the show's timers forward in small slices (each step's timer is set after the previous renders). */
function advance(ms: number) {
  for (let t = 0; t < ms; t += 50)
    void act(() => {
      vi.advanceTimersByTime(Math.min(50, ms - t));
    });
}

const settledProps = (code: string, outcome: Outcome, extra: Record<string, unknown> = {}) =>
  viewProps(code, { phase: 'settled', round: roundResponse(outcome, { roundId: 'r1' }), ...extra });

describe('wheel bonus rounds played out', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a pending Cash Hunt (phase deciding) shows 108 hidden targets; the tap is sent as the choice', async () => {
    const { outcome } = roundOn(CT, 'cash_hunt');
    expect(outcome.pending).toBeDefined();
    const answers = [false, true];
    const decide = vi.fn(() => Promise.resolve(answers.shift()!));
    render(<WheelView {...settledProps(CT, outcome, { phase: 'deciding', decide })} />);
    const board = screen.getByTestId('pick-board');
    expect(board.dataset.phase).toBe('pick');
    const targets = () => within(board).getAllByTestId('pick-target') as HTMLButtonElement[];
    expect(targets()).toHaveLength(108);
    expect(targets().every((b) => b.textContent === '')).toBe(true);
    // A pick that was not taken (the shell shows the error) opens the board again.
    fireEvent.click(targets()[41]!);
    expect(decide).toHaveBeenLastCalledWith(41);
    await act(async () => {});
    expect(targets().every((b) => !b.disabled)).toBe(true);
    fireEvent.click(targets()[7]!);
    expect(decide).toHaveBeenLastCalledWith(7);
    await act(async () => {});
    expect(targets().every((b) => b.disabled)).toBe(true);
  });

  it('the settled Cash Hunt turns the picked target, then shows the whole board', () => {
    const { outcome } = roundOn(CT, 'cash_hunt', [41]);
    const trace = (outcome.children[0]!.details as { trace: { hidden: number[] } }).trace;
    render(<WheelView {...settledProps(CT, outcome, { reducedMotion: false })} />);
    const steps = wheelSteps(STUDIO_GAMES[CT]!.config as never, outcome as unknown as WheelOutcome);
    const board = () => screen.getByTestId('pick-board');
    const firstBoard = steps.find((s) => s.part === 'bonus')!;
    advance(firstBoard.at + 1);
    expect(board().dataset.phase).toBe('hidden');
    advance(firstBoard.ms);
    expect(board().dataset.phase).toBe('picked');
    const picked = within(board()).getAllByTestId('pick-target')[41]!;
    expect(picked.textContent).toBe(`×${trace.hidden[41]}`);
    advance(stepsDuration(steps));
    expect(board().dataset.phase).toBe('revealed');
    expect(screen.getByTestId('pick-status').textContent).toContain(`×${trace.hidden[41]}`);
  });

  it('Pachinko: the puck ends in the recorded slot', () => {
    const { outcome } = roundOn(CT, 'pachinko');
    const trace = (outcome.children[0]!.details as { trace: { drops: { slot: number }[] } }).trace;
    render(<WheelView {...settledProps(CT, outcome, { reducedMotion: true })} />);
    advance(10);
    const svg = within(screen.getByTestId('pachinko-show')).getByRole('img');
    expect(svg.dataset.column).toBe(String(trace.drops.at(-1)!.slot));
    expect(svg.dataset.landed).toBe('true');
  });

  it('Monopoly: the walk ends on the last recorded square', () => {
    const code = 'EVO_LIVE_MONOPOLY';
    const { outcome } = roundOn(code, 'two_rolls');
    const trace = (outcome.children[0]!.details as { trace: { moves: { square: number }[] } }).trace;
    render(<WheelView {...settledProps(code, outcome, { reducedMotion: true })} />);
    advance(10);
    const walk = screen.getByTestId('walk-show');
    expect(walk.dataset.square).toBe(String(trace.moves.at(-1)!.square));
    expect(screen.getByTestId('walk-dice')).toBeTruthy();
  });
});
