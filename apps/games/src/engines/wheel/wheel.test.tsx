import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STUDIO_GAMES } from '@casino/studio';
import { fixture, renderTable, sessionFor } from '../../test/engine-harness.tsx';

const spotButton = (spot: string) =>
  screen.getAllByTestId('wheel-spot').find((s) => s.dataset.spot === spot)!;

/** The first nonce (fixed seed) whose round matches. */
function nonceWhere(code: string, test: (o: ReturnType<typeof fixture>) => boolean): number {
  for (let nonce = 0; nonce < 2000; nonce++) if (test(fixture(code, { '1': 1 }, nonce))) return nonce;
  throw new Error('no such round');
}

describe('wheel view', () => {
  it.each([
    'EVO_LIVE_DREAM_CATCHER',
    'EVO_LIVE_CRAZY_TIME',
    'EVO_LIVE_MONOPOLY',
    'EVO_LIVE_FUNKY_TIME',
    'EVO_LIVE_IMPERIAL_QUEST',
  ])('%s draws its segments and board, sends the slip and shows the result segment', async (code) => {
    const game = STUDIO_GAMES[code]!;
    if (game.engine !== 'wheel') throw new Error('not a wheel');
    const { requests } = renderTable(sessionFor(code, 'wheel'), 11);
    const svg = await screen.findByTestId('wheel-svg');
    expect(svg.querySelectorAll('[data-segment]')).toHaveLength(game.config.segments.length);
    expect(screen.getAllByTestId('wheel-spot').map((s) => s.dataset.spot)).toEqual(
      Object.keys(game.config.spots),
    );
    const [first, , last] = Object.keys(game.config.spots);
    fireEvent.click(spotButton(first!));
    fireEvent.click(spotButton(last!));
    fireEvent.click(spotButton(last!));
    fireEvent.click(screen.getByTestId('game-play'));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.bets).toEqual({ [first!]: 1, [last!]: 2 });
    const expected = fixture(code, { [first!]: 1, [last!]: 2 }, 11);
    const result = await screen.findByTestId('wheel-result');
    expect(result.dataset.segment).toBe((expected.details as { result: string }).result);
    // The win is told only once the outcome is drawn (issue 16).
    await waitFor(() =>
      expect(screen.getByTestId('game-result').dataset.win).toBe(String(expected.totalWin)),
    );
  });

  it('lists bonus rounds (children) with their result multiplier', async () => {
    const code = 'EVO_LIVE_CRAZY_TIME';
    const nonce = nonceWhere(code, (o) => o.children.length > 0);
    const { requests } = renderTable(sessionFor(code, 'wheel'), nonce);
    fireEvent.click(await screen.findByTestId('game-play').then(() => spotButton('cash_hunt')));
    fireEvent.click(screen.getByTestId('game-play'));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.bets).toEqual({ cash_hunt: 1 });
    const expected = fixture(code, { cash_hunt: 1 }, nonce);
    const bonuses = await screen.findAllByTestId('wheel-bonus');
    expect(bonuses.map((b) => b.dataset.bonus)).toEqual(
      expected.children.map((c) => (c.details as { name: string }).name),
    );
    expect(bonuses[0]!.textContent).toContain(
      `×${(expected.children[0]!.details as { value: number }).value}`,
    );
  });

  it('marks respins on Dream Catcher', async () => {
    const code = 'EVO_LIVE_DREAM_CATCHER';
    const nonce = nonceWhere(code, (o) => (o.details as { spins: unknown[] }).spins.length > 1);
    renderTable(sessionFor(code, 'wheel'), nonce);
    fireEvent.click(await screen.findByTestId('game-play').then(() => spotButton('1')));
    fireEvent.click(screen.getByTestId('game-play'));
    const result = await screen.findByTestId('wheel-result');
    expect(result.textContent).toMatch(/×\d+/);
  });
});
