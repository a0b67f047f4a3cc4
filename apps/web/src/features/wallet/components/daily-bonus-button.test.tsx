import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  mockApi,
  testBalance,
  testBalanceClaimed,
  testCalendar,
  testPlayer,
} from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const EMPTY_GAMES = { body: [{ siteRef: 'casino-web', totalCount: 0, games: [] }] };
const PHONE_OK = { body: { phoneNumber: '+819012345678', isVerified: true } };

const bonusButtons = () => screen.getAllByTestId('daily-bonus');

beforeEach(async () => {
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('header balance and daily bonus', () => {
  it('shows the balance as coins with separators, in both the header and the tab bar button copies', async () => {
    mockApi({
      'GET /games': EMPTY_GAMES,
      'GET /auth/IsPhoneNumberVerified': PHONE_OK,
      'GET /balance': { body: testBalance({ balance: 1234 }) },
    });
    renderApp('/about', testPlayer());
    const pill = await screen.findByRole('link', { name: '1,234 coins' });
    expect(pill.getAttribute('data-testid')).toBe('balance');
    expect(pill.getAttribute('data-balance')).toBe('1234');
    expect(pill.textContent).toBe('1,234');
    await waitFor(() => expect(bonusButtons().every((b) => b.dataset.state === 'ready')).toBe(true));
    expect(bonusButtons()).toHaveLength(2);
    expect(bonusButtons()[0]!.getAttribute('aria-label')).toBe('Claim your daily bonus');

    await act(() => i18next.changeLanguage('ja'));
    expect(await screen.findByRole('link', { name: '1,234 コイン' })).toBeTruthy();
  });

  it('waits with a countdown ring (a click opens the login calendar) and turns ready when the countdown ends', async () => {
    const now = Date.now();
    mockApi({
      'GET /games': EMPTY_GAMES,
      'GET /auth/IsPhoneNumberVerified': PHONE_OK,
      'GET /balance': {
        body: testBalance({
          canClaimBonus: false,
          lastClaimed: new Date(now - 86_400_000 + 1500).toISOString(),
          nextClaim: new Date(now + 1500).toISOString(),
        }),
      },
    });
    renderApp('/about', testPlayer());
    await waitFor(() =>
      expect(bonusButtons()[0]!.getAttribute('aria-label')).toMatch(/^Next bonus in [12] s$/),
    );
    const [button] = bonusButtons();
    expect(button!.dataset.state).toBe('waiting');
    expect(button!.getAttribute('aria-disabled')).toBe('false');
    expect(button!.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button!.textContent).toMatch(/^00:00:0[12]$/);
    const ring = button!.querySelector('[data-testid="daily-bonus-ring"]')!;
    const offset = Number(ring.getAttribute('stroke-dashoffset'));
    const full = Number(ring.getAttribute('stroke-dasharray'));
    expect(offset / full).toBeGreaterThan(0.99); // almost nothing of the day left to wait

    await waitFor(() => expect(bonusButtons()[0]!.dataset.state).toBe('ready'), { timeout: 3000 });
    expect(bonusButtons()[0]!.getAttribute('aria-disabled')).toBe('false');
  });

  it('claims once on a double click, toasts the reward and refreshes the balance', async () => {
    let claimed = false;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = mockApi({
      'GET /games': EMPTY_GAMES,
      'GET /auth/IsPhoneNumberVerified': PHONE_OK,
      'GET /balance': () => ({
        body: claimed ? testBalanceClaimed(11_000) : testBalance(),
      }),
      'POST /claimDailyBonus': () => {
        claimed = true;
        return { body: { bonus: 1000, calendar: testCalendar(1, true) } };
      },
      'GET /daily-bonus/calendar': { body: testCalendar(1, true) },
    });
    // Hold the claim's answer until both clicks are in.
    const fetchMock = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('claimDailyBonus')) await gate;
      return fetchMock(input, init);
    });

    renderApp('/about', testPlayer());
    await waitFor(() => expect(bonusButtons()[0]!.dataset.state).toBe('ready'));
    const [button] = bonusButtons();
    fireEvent.click(button!);
    fireEvent.click(button!);
    fireEvent.click(bonusButtons()[1]!);
    await waitFor(() => expect(bonusButtons()[0]!.dataset.state).toBe('claiming'));
    release();

    expect(await screen.findByText('You received 1,000 coins!')).toBeTruthy();
    expect(api.paths().filter((p) => p === 'POST /claimDailyBonus')).toHaveLength(1);
    // The login calendar opens on the day just claimed (issue 30), from the claim's own answer.
    const calendar = await screen.findByTestId('login-calendar');
    expect(calendar.dataset.day).toBe('1');
    expect(screen.getByTestId('calendar-lead').textContent).toBe('Day 1 claimed: 1,000 coins');
    expect(screen.getAllByTestId('calendar-day').map((d) => d.dataset.state)).toEqual([
      'claimed',
      'next',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(api.paths()).not.toContain('GET /daily-bonus/calendar');
    await waitFor(() => expect(screen.getByTestId('balance').getAttribute('data-balance')).toBe('11000'));
    await waitFor(() => expect(bonusButtons()[0]!.dataset.state).toBe('waiting'));
    fireEvent.click(bonusButtons()[0]!);
    expect(api.paths().filter((p) => p === 'POST /claimDailyBonus')).toHaveLength(1);
  });

  it("states a VIP tier's multiplier in the calendar, whose amounts include it", async () => {
    const calendar = testCalendar(2, false);
    mockApi({
      'GET /games': EMPTY_GAMES,
      'GET /auth/IsPhoneNumberVerified': PHONE_OK,
      'GET /balance': { body: testBalance() },
      'GET /daily-bonus/calendar': { body: { ...calendar, tierPct: 150 } },
    });
    renderApp('/about?popup=daily-bonus', testPlayer());
    const tier = await screen.findByTestId('calendar-tier');
    expect(tier.textContent).toBe('Amounts include your VIP tier’s ×1.5.');
    await act(() => i18next.changeLanguage('ja'));
    expect(screen.getByTestId('calendar-tier').textContent).toBe('VIPティア特典の×1.5を含む金額です。');
  });

  it('shows the refusal text when the bonus cannot be claimed', async () => {
    mockApi({
      'GET /games': EMPTY_GAMES,
      'GET /auth/IsPhoneNumberVerified': PHONE_OK,
      'GET /balance': { body: testBalance() },
      'POST /claimDailyBonus': { status: 400, body: { error: { code: 'BONUS_CANNOT_BE_CLAIMED' } } },
    });
    renderApp('/about', testPlayer());
    await waitFor(() => expect(bonusButtons()[0]!.dataset.state).toBe('ready'));
    fireEvent.click(bonusButtons()[0]!);
    expect(
      await screen.findByText(
        'The bonus cannot be claimed right now. Please check when your next claim is available.',
      ),
    ).toBeTruthy();
  });

  it('has no balance or bonus button when logged out', async () => {
    const api = mockApi({ 'GET /games': EMPTY_GAMES, 'GET /auth/session': { body: { player: null } } });
    renderApp('/about', null);
    expect(await screen.findByTestId('login-button')).toBeTruthy();
    expect(screen.queryByTestId('balance')).toBeNull();
    expect(screen.queryByTestId('daily-bonus')).toBeNull();
    expect(api.paths()).not.toContain('GET /balance');
  });
});
