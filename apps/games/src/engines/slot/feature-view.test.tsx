import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Outcome } from '@casino/studio';
import { roundResponse, viewProps } from '../../test/engine-harness.tsx';
import {
  CASCADE_TITLE,
  findRound,
  HOLD_TITLE,
  PICK_TITLE,
  registerTestTitles,
  replay,
} from './feature-fixtures.ts';
import type { SlotOutcome } from './outcome.ts';
import { SlotView } from './slot-view.tsx';

beforeAll(registerTestTitles);
afterEach(() => {
  vi.useRealTimers();
});

const toRound = (outcome: SlotOutcome, roundId = 'r-1') =>
  roundResponse(outcome as unknown as Outcome, { roundId, balance: 10_000 });

async function advanceUntil(done: () => boolean, limit = 60_000) {
  for (let at = 0; !done(); at += 50) {
    if (at > limit) throw new Error('never happened');
    await act(async () => void (await vi.advanceTimersByTimeAsync(50)));
  }
}

const grid = () => {
  const cells: string[][] = [[], [], [], [], []];
  for (const cell of screen.getAllByTestId('slot-cell'))
    cells[Number(cell.dataset.reel)]![Number(cell.dataset.row)] = cell.dataset.symbol!;
  return cells;
};

describe('SlotView features', () => {
  it('draws a cascade chain and ends on the last window with the chain total', async () => {
    vi.useFakeTimers();
    const { outcome } = findRound(
      CASCADE_TITLE,
      (o) => o.children.length === 0 && (o.details.cascades?.length ?? 0) >= 2 && o.totalWin < 10 * o.stake,
    );
    const cascades = outcome.details.cascades!;
    const onPresented = vi.fn();
    const props = viewProps('TEST_CASCADE', { reducedMotion: false, onPresented });
    const { rerender } = render(<SlotView {...props} phase="playing" round={null} />);
    rerender(<SlotView {...props} phase="settled" round={toRound(outcome)} />);
    await advanceUntil(() => screen.queryAllByTestId('slot-cell').some((c) => c.dataset.burst));
    const burst = screen.getAllByTestId('slot-cell').filter((c) => c.dataset.burst);
    expect(burst).toHaveLength(cascades[0]!.removed.length);
    await advanceUntil(() => screen.queryByTestId('slot-chain') !== null);
    expect(screen.getByTestId('slot-chain').dataset.tumbles).toBe('1');
    expect(grid()).toEqual(cascades[0]!.grid);
    await advanceUntil(() => onPresented.mock.calls.length > 0);
    expect(screen.getByTestId('slot-chain').dataset.tumbles).toBe(String(cascades.length));
    expect(grid()).toEqual(cascades.at(-1)!.grid);
    const won = [outcome.details.lineWins, ...cascades.map((c) => c.lineWins)]
      .flat()
      .reduce((a, w) => a + w.win, 0);
    expect(Number(screen.getByTestId('slot-chain-win').dataset.win)).toBe(won);
  });

  it('draws the wild multipliers that landed', () => {
    const { outcome } = findRound(
      CASCADE_TITLE,
      (o) => (o.details.wildMultipliers?.length ?? 0) > 1 && o.details.cascades?.length === 0,
    );
    render(<SlotView {...viewProps('TEST_CASCADE', { phase: 'settled', round: toRound(outcome) })} />);
    const badges = screen.getAllByTestId('slot-wild-multiplier').map((b) => b.textContent);
    expect(badges.sort()).toEqual(outcome.details.wildMultipliers!.map((w) => `×${w.multiplier}`).sort());
  });

  it('plays hold-and-win: the board with its locked coins, respins, jackpot ladder, then the total', async () => {
    vi.useFakeTimers();
    const { outcome } = findRound(
      HOLD_TITLE,
      (o) => o.children.length === 0 && (o.details.holdAndWin?.respins.length ?? 0) >= 3,
    );
    const feature = outcome.details.holdAndWin!;
    const onPresented = vi.fn();
    const props = viewProps('TEST_HOLD', { reducedMotion: false, onPresented });
    const { rerender } = render(<SlotView {...props} phase="playing" round={null} />);
    rerender(<SlotView {...props} phase="settled" round={toRound(outcome)} />);
    await advanceUntil(() => screen.queryByTestId('slot-hold') !== null);
    expect(screen.getAllByTestId('slot-hold-coin')).toHaveLength(feature.locked.length);
    expect(screen.getByTestId('slot-hold').dataset.respinsLeft).toBe('3');
    expect(screen.getByTestId('slot-jackpots').textContent).toContain('グランド');
    await advanceUntil(() => screen.getByTestId('slot-hold').dataset.done === 'true');
    const coins = feature.locked.length + feature.respins.reduce((n, r) => n + r.landed.length, 0);
    expect(screen.getAllByTestId('slot-hold-coin')).toHaveLength(coins);
    expect(onPresented).not.toHaveBeenCalled();
    await advanceUntil(() => onPresented.mock.calls.length > 0);
    expect(screen.queryByTestId('slot-hold')).toBeNull();
    expect(Number(screen.getByTestId('slot-hold-win').dataset.win)).toBe(feature.win);
  });

  it('lets the player pick on a pending round, then reveals the board of the settled one', async () => {
    const { outcome, seed } = findRound(PICK_TITLE, (o) => o.pending !== undefined);
    const decide = vi.fn(async () => true);
    const onPresented = vi.fn();
    const props = viewProps('TEST_PICK', { onPresented });
    const { rerender } = render(
      <SlotView {...props} phase="deciding" round={toRound(outcome)} decide={decide} />,
    );
    await act(async () => {});
    expect(onPresented).not.toHaveBeenCalled();
    const tiles = screen.getAllByTestId('slot-pick-tile');
    expect(tiles).toHaveLength(6);
    expect(screen.getByTestId('slot-pick').dataset.pending).toBe('true');
    fireEvent.click(tiles[2]!);
    await act(async () => {});
    expect(decide).toHaveBeenCalledWith(2);
    expect(screen.getAllByTestId('slot-pick-tile').every((t) => (t as HTMLButtonElement).disabled)).toBe(
      true,
    );

    const settled = replay(PICK_TITLE, seed, [2]);
    rerender(<SlotView {...props} phase="settled" round={toRound(settled)} decide={decide} />);
    await act(async () => {});
    // Reduced motion: the board has been shown and closed; the pick's prize is in the wins.
    expect(Number(screen.getByTestId('slot-pick-win').dataset.win)).toBe(settled.details.pick!.win);
    expect(grid()).toEqual(settled.details.grid);
    expect(onPresented).toHaveBeenCalledTimes(1);
  });
});
