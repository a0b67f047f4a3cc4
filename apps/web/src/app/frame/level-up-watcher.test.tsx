import type { Progression } from '@casino/contract';
import { useQueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BALANCE_QUERY_KEY } from '../../features/wallet/api/get-balance.ts';
import { noteRoundPlayed } from '../../features/wallet/utils/play-news.ts';
import { testBalance, testPlayer, testProgression } from '../../test/api-mock.ts';
import { AppProviders } from '../providers.tsx';
import { LevelUpWatcher } from './level-up-watcher.tsx';

/** Level 2 reached, its reward waiting. */
const LEVEL_2: Progression = testProgression({
  xp: 1_000,
  level: 2,
  levelXp: 1_000,
  nextLevelXp: 3_000,
  unclaimedLevels: [{ level: 2, reward: 100 }],
  windowWager: 1_000,
});

/** The API with GET /progression answered only when the test says so. */
function api() {
  let answer: (body: Progression) => void = () => undefined;
  const progression = new Promise<Progression>((resolve) => (answer = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const body = path.endsWith('/progression') ? await progression : testBalance();
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { answer };
}

/** Sets the page's balance as a game reporting a round does (set once the providers have mounted). */
const mover: { setBalance: (balance: number) => void } = { setBalance: () => undefined };
function BalanceMover() {
  const client = useQueryClient();
  useEffect(() => {
    mover.setBalance = (balance) => client.setQueryData(BALANCE_QUERY_KEY, testBalance({ balance }));
  }, [client]);
  return null;
}

function renderWatcher() {
  render(
    <MemoryRouter>
      <AppProviders player={testPlayer()}>
        <BalanceMover />
        <LevelUpWatcher />
      </AppProviders>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the level-up dialog', () => {
  it('opens for a level that play on this page reached, even when the first answer came after the play', async () => {
    const { answer } = api();
    renderWatcher();
    // The page knows the balance (its first answer) …
    await vi.waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('/balance'))).toBe(true),
    );
    await act(() => new Promise((done) => setTimeout(done, 20)));
    // … then a round is reported (the balance moves) before the page's first experience answer arrives.
    await act(async () => mover.setBalance(9_950));
    await act(async () => answer(LEVEL_2));
    // vi.waitFor, not testing-library's: its act() wrapper waits on the open dialog's effects for ever.
    await vi.waitFor(() => expect(screen.getByTestId('popup-level-up')).toBeTruthy());
  });

  it('opens for a level reached by a round that left the balance where it was (a bet back)', async () => {
    // The server's experience: level 1 until the round is played, then level 2 with its reward waiting.
    let played = false;
    const before = testProgression({ xp: 950, level: 1, levelXp: 0, nextLevelXp: 1_000 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        const body = path.endsWith('/progression') ? (played ? LEVEL_2 : before) : testBalance();
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    renderWatcher();
    const progressionCalls = () =>
      vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes('/progression')).length;
    await vi.waitFor(() => expect(progressionCalls()).toBeGreaterThan(0));
    await act(() => new Promise((done) => setTimeout(done, 50)));
    const asked = progressionCalls();
    // The game reports a round at the same balance: the experience is asked again, the level shows.
    played = true;
    await act(async () => noteRoundPlayed());
    await vi.waitFor(() => expect(progressionCalls()).toBeGreaterThan(asked));
    await vi.waitFor(() => expect(screen.getByTestId('popup-level-up')).toBeTruthy());
  });

  it('stays closed for a level already waiting when the page opened', async () => {
    const { answer } = api();
    renderWatcher();
    await act(async () => answer(LEVEL_2));
    await vi.waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('/progression'))).toBe(true),
    );
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(screen.queryByTestId('popup-level-up')).toBeNull();
  });
});
