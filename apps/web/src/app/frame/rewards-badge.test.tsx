import type { Mission, MissionListResponse, Progression } from '@casino/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FRAME_ROUTES,
  mockApi,
  testBalance,
  testBalanceClaimed,
  testCalendar,
  testPlayer,
  testProgression,
} from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const progression = (unclaimedLevels: Progression['unclaimedLevels']) => testProgression({ unclaimedLevels });

function mission(missionId: number, completed: boolean, claimed = false): Mission {
  return {
    missionId,
    name: `Mission ${missionId}`,
    cadence: 'DAILY',
    tier: 'BRONZE',
    ladder: `ladder-${missionId}`,
    goal: 'ROUNDS',
    gameScope: 'any',
    target: 10,
    progress: completed ? 10 : 3,
    reward: 100,
    periodStart: '2031-06-03T19:00:00.000Z',
    completeBy: '2031-06-04T19:00:00.000Z',
    claimBy: '2031-06-05T19:00:00.000Z',
    completed,
    claimedDate: claimed ? '2031-06-04T01:00:00.000Z' : null,
  };
}

const missions = (list: Mission[]): MissionListResponse => ({
  available: true,
  missions: list,
  hiddenByLimit: 0,
});

const menuButton = () => screen.getByTestId('account-menu-button');

beforeEach(async () => {
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the header’s rewards badge', () => {
  it('counts an unclaimed level reward and a completed unclaimed mission, in its accessible name (en, ja)', async () => {
    mockApi({
      ...FRAME_ROUTES,
      'GET /balance': { body: testBalance() },
      'GET /progression': { body: progression([{ level: 3, reward: 500 }]) },
      // One claimable; one claimed already; one not completed.
      'GET /missions': { body: missions([mission(1, true), mission(2, true, true), mission(3, false)]) },
    });
    renderApp('/about', testPlayer());
    await waitFor(() => expect(screen.getByTestId('rewards-badge').textContent).toBe('2'));
    expect(menuButton().getAttribute('aria-label')).toBe('Account menu, rewards to claim: 2');
    expect(screen.getByTestId('rewards-badge').getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(menuButton());
    expect(screen.getByTestId('account-menu-vip').textContent).toContain('To claim: 1');
    expect(screen.getByTestId('account-menu-missions').textContent).toContain('To claim: 1');

    await act(() => i18next.changeLanguage('ja'));
    await waitFor(() =>
      expect(menuButton().getAttribute('aria-label')).toBe('アカウントメニュー（受け取れる報酬 2 件）'),
    );
  });

  it('shows no badge when nothing waits; asks again when the balance moves (here: a daily bonus claimed)', async () => {
    let completed = false;
    let claimed = false;
    const api = mockApi({
      ...FRAME_ROUTES,
      'GET /balance': () => ({
        body: claimed ? testBalanceClaimed(11_000) : testBalance(),
      }),
      'POST /claimDailyBonus': () => {
        claimed = true;
        // Whatever moved the balance may have completed a mission meanwhile (a round in a game, say).
        completed = true;
        return { body: { bonus: 1000, calendar: testCalendar(1, true) } };
      },
      'GET /progression': { body: progression([]) },
      'GET /missions': () => ({ body: missions([mission(1, completed)]) }),
    });
    renderApp('/about', testPlayer());
    await waitFor(() => expect(screen.getAllByTestId('daily-bonus')[0]!.dataset.state).toBe('ready'));
    await waitFor(() => expect(api.paths()).toContain('GET /missions'));
    expect(menuButton().getAttribute('aria-label')).toBe('Account menu');
    expect(screen.queryByTestId('rewards-badge')).toBeNull();
    const asked = api.paths().filter((p) => p === 'GET /missions').length;

    fireEvent.click(screen.getAllByTestId('daily-bonus')[0]!);
    await waitFor(() => expect(screen.getByTestId('balance').getAttribute('data-balance')).toBe('11000'));
    await waitFor(() => expect(screen.getByTestId('rewards-badge').textContent).toBe('1'));
    expect(api.paths().filter((p) => p === 'GET /missions').length).toBeGreaterThan(asked);
    expect(menuButton().getAttribute('aria-label')).toBe('Account menu, rewards to claim: 1');
  });
});
