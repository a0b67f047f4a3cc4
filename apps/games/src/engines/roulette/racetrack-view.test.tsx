import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { computeOutcome } from '@casino/studio';
import type { BetSlip } from '../types.ts';
import { studioRound, viewProps } from '../../test/engine-harness.tsx';
import { RouletteView } from './roulette-view.tsx';

const CODE = 'EVO_LIVE_JAPANESE_ROULETTE';

/** The view with a live slip, so chips add up as a player sees them. */
function Table({ onSlip }: { onSlip: (s: BetSlip) => void }) {
  const [slip, setSlip] = useState<BetSlip>({});
  const change = (next: BetSlip) => {
    setSlip(next);
    onSlip(next);
  };
  return <RouletteView {...viewProps(CODE, { chip: 5, slip, onSlipChange: change })} />;
}

const trackNumber = (n: number) =>
  screen.getAllByTestId('racetrack-number').find((b) => b.dataset.number === String(n))!;

describe('roulette racetrack', () => {
  beforeEach(() => sessionStorage.clear());

  it('a number with n neighbours places 2n+1 straight-ups; call bets expand; undo takes back the whole bet', () => {
    let slip: BetSlip = {};
    render(<Table onSlip={(s) => (slip = s)} />);
    fireEvent.click(screen.getByTestId('board-racetrack'));
    expect(screen.getAllByTestId('racetrack-number')).toHaveLength(37);
    fireEvent.click(screen.getAllByTestId('neighbour-count')[2]!); // 3 each side
    fireEvent.click(trackNumber(0));
    expect(slip).toEqual(Object.fromEntries([35, 3, 26, 0, 32, 15, 19].map((n) => [`straight-${n}`, 5])));
    fireEvent.click(screen.getAllByTestId('call-bet').find((b) => b.dataset.call === 'voisins')!);
    expect(slip['trio-0-2-3']).toBe(10);
    expect(slip['corner-25']).toBe(10);
    expect(Object.values(slip).reduce((a, b) => a + b, 0)).toBe(7 * 5 + 9 * 5);
    // The slip is one the engine takes.
    expect(() =>
      computeOutcome(CODE, { serverSeed: 'c'.repeat(64), clientSeed: 'x', nonce: 0 }, { bets: slip }),
    ).not.toThrow();
    fireEvent.click(screen.getByRole('button', { name: '取り消し' }));
    expect(Object.keys(slip)).toHaveLength(7);
  });

  it('keeps the last numbers of the session across a reload of the game', async () => {
    const round = studioRound(CODE, { bets: { red: 10 } }, { clientSeed: 'history', nonce: 4 });
    const pocket = (round.outcome.details as { pocket: number }).pocket;
    const props = viewProps(CODE, { phase: 'settled', round, chip: 1, slip: {}, onSlipChange: () => {} });
    const first = render(<RouletteView {...props} />);
    await screen.findByTestId('roulette-result');
    first.unmount();
    render(<RouletteView {...viewProps(CODE, { chip: 1, slip: {}, onSlipChange: () => {} })} />);
    const items = screen.getByTestId('roulette-history').querySelectorAll('li');
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toBe(String(pocket));
  });
});
