import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hashServerSeed, playRound, STUDIO_GAMES, validateBet } from '@casino/studio';
import type { StudioRoundResponse } from '@casino/contract';
import { ALL_SPOTS, coverOf } from './layout.ts';
import { RouletteView } from './roulette-view.tsx';

const CODE = 'EVO_LIVE_JAPANESE_ROULETTE';
const SEED = 'a'.repeat(64);

function roundFor(bets: Record<string, number>, nonce = 3): StudioRoundResponse {
  const fair = { serverSeed: SEED, clientSeed: 'tester', nonce };
  const outcome = playRound(CODE, fair, { bets });
  return {
    roundId: `round-${nonce}`,
    bet: outcome.stake,
    win: outcome.totalWin,
    balance: 1000,
    outcome: outcome as unknown as StudioRoundResponse['outcome'],
    fairness: { serverSeedHash: hashServerSeed(SEED), clientSeed: 'tester', nonce },
  };
}

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
    render(
      <RouletteView
        gameCode={CODE}
        theme={{ from: '#000', to: '#fff', motif: 'roulette' }}
        phase="idle"
        round={null}
        reducedMotion
        chip={5}
        slip={{ red: 10 }}
        onSlipChange={onSlipChange}
      />,
    );
    const spots = screen.getAllByTestId('roulette-spot');
    expect(spots.map((s) => s.dataset.spot).sort()).toEqual([...ALL_SPOTS].sort());
    fireEvent.click(spots.find((s) => s.dataset.spot === 'straight-17')!);
    expect(onSlipChange).toHaveBeenLastCalledWith({ red: 10, 'straight-17': 5 });
    fireEvent.click(spots.find((s) => s.dataset.spot === 'red')!);
    expect(onSlipChange).toHaveBeenLastCalledWith({ red: 15 });
  });

  it('shows the outcome pocket and lights it up on the layout', async () => {
    const round = roundFor({ red: 10, 'straight-0': 1 });
    const pocket = (round.outcome.details as { pocket: number }).pocket;
    render(
      <RouletteView
        gameCode={CODE}
        theme={{ from: '#000', to: '#fff', motif: 'roulette' }}
        phase="settled"
        round={round}
        reducedMotion
        chip={1}
        slip={{ red: 10 }}
        onSlipChange={() => {}}
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
