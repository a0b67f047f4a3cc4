import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { playRound, STUDIO_GAMES, validateBet } from '@casino/studio';
import { studioRound, viewProps } from '../shared/test-harness.tsx';
import { ALL_SPOTS, coverOf } from './layout.ts';
import { RouletteView } from './roulette-view.tsx';

const CODE = 'EVO_LIVE_JAPANESE_ROULETTE';
const SEED = 'a'.repeat(64);

describe('roulette layout', () => {
  it('offers 37 numbers and every outside bet, all named as the studio engine accepts them', () => {
    const game = STUDIO_GAMES[CODE]!;
    expect(ALL_SPOTS).toHaveLength(37 + 6 + 3 + 3);
    for (const spot of ALL_SPOTS) {
      expect(coverOf(spot), spot).not.toBeNull();
      expect(() => validateBet(game, { bets: { [spot]: 1 } }), spot).not.toThrow();
      expect(
        () => playRound(CODE, { serverSeed: SEED, clientSeed: 'c', nonce: 0 }, { bets: { [spot]: 1 } }),
        spot,
      ).not.toThrow();
    }
    expect(coverOf('column-3')).toContain(36);
    expect(coverOf('dozen-2')).toEqual(Array.from({ length: 12 }, (_, i) => 13 + i));
  });

  it('places chips of the chosen value and renders a clickable spot for each', () => {
    const onSlipChange = vi.fn();
    render(<RouletteView {...viewProps(CODE, { chip: 5, slip: { red: 10 }, onSlipChange })} />);
    const spots = screen.getAllByTestId('roulette-spot');
    expect(spots.map((s) => s.dataset.spot).sort()).toEqual([...ALL_SPOTS].sort());
    fireEvent.click(spots.find((s) => s.dataset.spot === 'straight-17')!);
    expect(onSlipChange).toHaveBeenLastCalledWith({ red: 10, 'straight-17': 5 });
    fireEvent.click(spots.find((s) => s.dataset.spot === 'red')!);
    expect(onSlipChange).toHaveBeenLastCalledWith({ red: 15 });
  });

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
      .map((s) => s.dataset.spot);
    expect(hit).toContain(`straight-${pocket}`);
  });
});
