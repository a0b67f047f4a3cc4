import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StudioRoundResponse } from '@casino/contract';
import { studioRound, viewProps } from '../../test/engine-harness.tsx';
import { BACCARAT_SPOTS, dealOrder, type BaccaratDetails } from './outcome.ts';
import { BaccaratView } from './baccarat-view.tsx';

const CODE = 'EVO_LIVE_JAPANESE_SPEED_BACCARAT';
const SEED = 'b'.repeat(64);

const roundAt = (nonce: number): StudioRoundResponse =>
  studioRound(
    CODE,
    { bets: { banker: 20, player_pair: 20 } },
    { serverSeed: SEED, clientSeed: 'tester', nonce },
  );

/** The first fixed-seed round in which both sides drew a third card (so the deal order is exercised). */
function roundWithThirdCards(): StudioRoundResponse {
  for (let nonce = 0; nonce < 200; nonce++) {
    const round = roundAt(nonce);
    const d = round.outcome.details as BaccaratDetails;
    if (d.player.length === 3 && d.banker.length === 3) return round;
  }
  throw new Error('no round with two third cards');
}

const view = (round: StudioRoundResponse | null, onSlipChange = vi.fn()) => (
  <BaccaratView
    {...viewProps(CODE, { phase: round ? 'settled' : 'idle', round, chip: 20, slip: {}, onSlipChange })}
  />
);

describe('baccarat view', () => {
  it('offers exactly the engine spots', () => {
    render(view(null));
    expect(screen.getAllByTestId('baccarat-spot').map((s) => s.dataset.spot)).toEqual([...BACCARAT_SPOTS]);
  });

  it('deals player, banker, player, banker, then the third cards, and shows the winner', () => {
    const round = roundWithThirdCards();
    const d = round.outcome.details as BaccaratDetails;
    expect(dealOrder(d).map((c) => `${c.side}${c.slot}`)).toEqual([
      'player0',
      'banker0',
      'player1',
      'banker1',
      'player2',
      'banker2',
    ]);
    render(view(round));
    const cards = screen.getAllByTestId('baccarat-card');
    expect(cards).toHaveLength(6);
    expect(cards.every((c) => c.dataset.faceUp === 'true')).toBe(true);
    const shown = cards.map((c) => `${c.dataset.rank}${c.dataset.suit}`).sort();
    expect(shown).toEqual([...d.player, ...d.banker].map((c) => `${c.rank}${c.suit}`).sort());
    expect(screen.getByTestId('baccarat-result').dataset.winner).toBe(d.result);
  });
});

describe('baccarat shoe on the table', () => {
  it('draws the roads from the shoe history plus the hand shown, and counts the cards left', () => {
    const round = roundAt(5);
    const d = round.outcome.details as BaccaratDetails;
    render(view(round));
    expect(screen.getByTestId('shoe-hand').textContent).toBe(String(d.shoe.handNumber));
    expect(screen.getByTestId('cards-left').textContent).toBe(String(d.shoe.cardsLeft));
    expect(screen.getByTestId('bead-plate').querySelectorAll('li')).toHaveLength(d.shoe.handNumber);
    const decided = [...d.shoe.history, d].filter((h) => h.result !== 'tie').length;
    expect(screen.getByTestId('big-road').querySelectorAll('li')).toHaveLength(decided);
  });

  it('shows the burn at a new shoe', () => {
    const round = roundAt(0);
    const d = round.outcome.details as BaccaratDetails;
    expect(d.shoe.handNumber).toBe(1);
    render(view(round));
    expect(screen.getByTestId('shoe-burn').textContent).toContain(String(d.shoe.burn.length - 1));
    expect(screen.getByTestId('burn-card').dataset.rank).toBe(d.shoe.burn[0]!.rank);
  });
});
