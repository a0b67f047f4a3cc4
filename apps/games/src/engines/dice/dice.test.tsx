import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture, renderTable, sessionFor } from '../../test/engine-harness.tsx';

describe.each(['EVO_LIVE_LIGHTNING_DICE', 'EVO_LIVE_EXTRA_CHILLI_LIGHTNING_DICE'])('dice view %s', (code) => {
  it('places chips on totals, sends them as bets and settles on the outcome faces', async () => {
    const { requests } = renderTable(sessionFor(code, 'dice'), 7);
    const board = await screen.findByTestId('dice-board');
    const spot = (total: number) =>
      within(board)
        .getAllByTestId('dice-spot')
        .find((s) => s.dataset.total === String(total))!;
    fireEvent.click(spot(10));
    fireEvent.click(spot(10));
    fireEvent.click(spot(17));
    fireEvent.click(screen.getByTestId('bet-clear'));
    expect((screen.getByTestId('game-play') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(spot(10));
    fireEvent.click(spot(10));
    fireEvent.click(spot(4));
    fireEvent.click(screen.getByTestId('game-play'));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.bets).toEqual({ '10': 2, '4': 1 });

    const expected = fixture(code, { '10': 2, '4': 1 }, 7);
    const details = expected.details as {
      dice: number[];
      total: number;
      lightning: { total: number }[];
      chilli: number;
    };
    await waitFor(() => expect(screen.getByTestId('dice-total').dataset.total).toBe(String(details.total)));
    expect(screen.getAllByTestId('dice-die').map((d) => Number(d.dataset.face))).toEqual(details.dice);
    const struck = within(board)
      .getAllByTestId('dice-spot')
      .filter((s) => s.dataset.struck !== undefined)
      .map((s) => Number(s.dataset.total))
      .sort((a, b) => a - b);
    expect(struck).toEqual(details.lightning.map((l) => l.total).sort((a, b) => a - b));
    // The win is told only once the outcome is drawn (issue 16).
    await waitFor(() =>
      expect(screen.getByTestId('game-result').dataset.win).toBe(String(expected.totalWin)),
    );
  });
});
