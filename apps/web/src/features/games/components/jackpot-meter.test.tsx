import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Jackpot } from '@casino/contract';
import { mockApi, testGame } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { jackpotFor, JACKPOT_POLL_MS } from '../api/get-jackpots.ts';

function jackpot(overrides: Partial<Jackpot> = {}): Jackpot {
  return {
    id: 'grand',
    name: { ja: 'グランド', en: 'Grand' },
    amount: 12_345,
    seed: 10_000,
    mustDropBy: 50_000,
    shareBp: 50,
    gameCodes: ['WNF_AZTEC_X'],
    lastWin: null,
    ...overrides,
  };
}

const GAMES = [testGame('WNF_AZTEC_X'), testGame('WNF_MILLION_TREE')];

function routes(pools: () => Jackpot[]) {
  return mockApi({
    'GET /games': { body: [{ siteRef: 'casino-web', totalCount: GAMES.length, games: GAMES }] },
    'GET /auth/session': { body: { player: null } },
    'GET /auth/IsPhoneNumberVerified': { body: { phoneNumber: null, isVerified: false } },
    'GET /games/collections': {
      body: { collections: [{ id: 1, name: 'Slots', rule: 'tag', tag: 'SLOT', gameCodes: ['WNF_AZTEC_X'] }] },
    },
    'GET /jackpots': () => ({ body: { jackpots: pools() } }),
  });
}

beforeEach(async () => {
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('jackpot meters (issue 30)', () => {
  it('finds the pool a title feeds', () => {
    expect(jackpotFor([jackpot()], 'WNF_AZTEC_X')?.id).toBe('grand');
    expect(jackpotFor([jackpot()], 'WNF_MILLION_TREE')).toBeNull();
    expect(jackpotFor(undefined, 'WNF_AZTEC_X')).toBeNull();
  });

  it('shows the live pool on a participating tile only, named in the link, in the language', async () => {
    routes(() => [jackpot()]);
    renderApp('/category/slot');
    const meter = await screen.findByTestId('jackpot-meter');
    expect(meter.dataset.amount).toBe('12345');
    expect(meter.textContent).toContain('12,345');
    expect(meter.textContent).toContain('Jackpot');
    const tiles = screen.getAllByTestId('game-tile');
    expect(within(tiles[0]!).queryByTestId('jackpot-meter')).toBe(meter);
    expect(within(tiles[1]!).queryByTestId('jackpot-meter')).toBeNull();
    expect(tiles[0]!.getAttribute('aria-label')).toContain('Jackpot 12,345 coins');

    await act(() => i18next.changeLanguage('ja'));
    expect(screen.getAllByTestId('game-tile')[0]!.getAttribute('aria-label')).toContain(
      'ジャックポット 12,345 コイン',
    );
  });

  it('polls the pool every 10 s for a signed-out visitor and moves the meter to the new amount', async () => {
    let amount = 12_345;
    const api = routes(() => [jackpot({ amount })]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/category/slot');
    const meter = await screen.findByTestId('jackpot-meter');
    expect(meter.dataset.amount).toBe('12345');
    amount = 12_400;
    await act(() => vi.advanceTimersByTimeAsync(JACKPOT_POLL_MS + 100));
    await waitFor(() => expect(screen.getByTestId('jackpot-meter').dataset.amount).toBe('12400'));
    expect(api.paths().filter((path) => path === 'GET /jackpots').length).toBeGreaterThanOrEqual(2);
    // The figure counts to the new amount (1.8 s ease-out), then rests on it.
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    await waitFor(() => expect(screen.getByTestId('jackpot-meter').textContent).toContain('12,400'));
  });

  it('lists each pool on the home page with its must-drop-by amount and last win', async () => {
    routes(() => [
      jackpot({
        lastWin: { amount: 48_000, at: '2026-11-20T10:00:00.000Z', roundId: 'r-1' },
      }),
    ]);
    renderApp('/');
    const card = await screen.findByTestId('jackpot-card');
    expect(within(card).getByRole('heading', { name: 'Grand' })).toBeTruthy();
    expect(within(card).getByTestId('jackpot-amount').dataset.amount).toBe('12345');
    expect(within(card).getByTestId('jackpot-must-drop').textContent).toBe('Must drop by 50,000 coins');
    expect(within(card).getByTestId('jackpot-last-win').textContent).toBe('Last win: 48,000 coins on Nov 20');
    expect(within(card).getByTestId('jackpot-verify-last-win').getAttribute('href')).toBe(
      '/studio/play/verify?roundId=r-1&lang=en',
    );
  });

  it('draws no jackpot row when no pool runs', async () => {
    routes(() => []);
    renderApp('/');
    await screen.findAllByTestId('game-tile');
    expect(screen.queryByTestId('jackpot-banner')).toBeNull();
    expect(screen.queryByTestId('jackpot-meter')).toBeNull();
  });
});
