import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture, renderTable, sessionFor } from '../../test/engine-harness.tsx';

const CODE = 'EVO_LIVE_CRAZY_COIN_FLIP';

describe('coin-flip view', () => {
  it('sends a one-spot slip for the chosen side and lands on the outcome side', async () => {
    const { requests } = renderTable(sessionFor(CODE, 'coin-flip'), 3);
    const blue = await screen.findByRole('button', { name: /青/ });
    expect(blue.dataset.side).toBe('blue');
    fireEvent.click(screen.getAllByTestId('game-bet-chip').find((c) => c.dataset.value === '5')!);
    fireEvent.click(blue);
    await waitFor(() => expect((screen.getByTestId('game-play') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('game-play'));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.bets).toEqual({ blue: 5 });
    expect(requests[0]!.bet).toBeUndefined();

    const expected = fixture(CODE, { blue: 5 }, 3);
    const details = expected.details as { side: string; redMultiplier: number; blueMultiplier: number };
    await waitFor(() => expect(screen.getByTestId('coin').dataset.state).toBe('landed'));
    expect(screen.getByTestId('coin').dataset.side).toBe(details.side);
    const multipliers = screen.getAllByTestId('coin-multiplier').map((m) => m.dataset.multiplier);
    expect(multipliers).toEqual([String(details.redMultiplier), String(details.blueMultiplier)]);
    // The win is told only once the outcome is drawn (issue 16).
    await waitFor(() =>
      expect(screen.getByTestId('game-result').dataset.win).toBe(String(expected.totalWin)),
    );
  });
});
