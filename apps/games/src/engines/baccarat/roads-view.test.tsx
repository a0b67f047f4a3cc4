import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BaccaratHandResult } from '@casino/contract';
import { RoadsView } from './roads-view.tsx';

const hand = (result: BaccaratHandResult['result']): BaccaratHandResult => ({
  result,
  playerTotal: result === 'player' ? 8 : 5,
  bankerTotal: result === 'banker' ? 7 : 5,
  playerPair: false,
  bankerPair: false,
  natural: false,
});

const cells = (testId: string) => [...screen.getByTestId(testId).querySelectorAll('li')];
const place = (li: HTMLElement) => `${li.style.gridColumn},${li.style.gridRow}`;

describe('roads view', () => {
  it('draws every hand while the roads fit, from the first column', () => {
    render(<RoadsView hands={['player', 'banker', 'banker'].map((r) => hand(r as 'player'))} />);
    expect(cells('bead-plate').map(place)).toEqual(['1,1', '1,2', '1,3']);
    expect(cells('big-road').map(place)).toEqual(['1,1', '2,1', '2,2']);
  });

  it('shows the newest columns only once a road outgrows its width (older ones scroll off the left)', () => {
    // 70 hands alternating player/banker: the bead plate needs 12 columns of 6 and shows 10;
    // the big road needs 70 columns of one and shows 18.
    const hands = Array.from({ length: 70 }, (_, i) => hand(i % 2 ? 'banker' : 'player'));
    render(<RoadsView hands={hands} />);
    const beads = cells('bead-plate');
    expect(beads).toHaveLength(70 - 2 * 6);
    expect(place(beads[0]!)).toBe('1,1');
    expect(place(beads.at(-1)!)).toBe('10,4');
    const road = cells('big-road');
    expect(road).toHaveLength(18);
    expect(road.map((li) => li.style.gridColumn)).toEqual(
      Array.from({ length: 18 }, (_, i) => String(i + 1)),
    );
  });
});
