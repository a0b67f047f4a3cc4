import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, testBalance, testPlayer } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

beforeEach(async () => {
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The server's side: verifying the phone adds a pending bonus of 500 that the balance reports. */
function routes(claim: { status?: number; body: unknown }, { pending = 0 } = {}) {
  let verified = false;
  let balance = 10_000;
  let pendingBonus = pending;
  return {
    'GET /games': { body: [{ siteRef: 'casino-web', totalCount: 0, games: [] }] },
    'GET /auth/IsPhoneNumberVerified': () => ({
      body: { phoneNumber: '+819011112222', isVerified: verified },
    }),
    'GET /balance': () => ({ body: testBalance({ balance, canClaimBonus: false, pendingBonus }) }),
    'POST /auth/VerifyOTP': () => {
      verified = true;
      pendingBonus = 500;
      return { body: { phoneNumber: '+819011112222', validationCode: 'v' } };
    },
    'POST /claimBonus': () => {
      if (!claim.status) {
        balance += pendingBonus;
        pendingBonus = 0;
      }
      return claim;
    },
  };
}

async function verifyPhone() {
  const dialog = await screen.findByTestId('popup-phone-number');
  fireEvent.change(await within(dialog).findByTestId('phone-code'), { target: { value: '123456' } });
  fireEvent.click(within(dialog).getByTestId('phone-verify'));
  expect(await screen.findByText('Successfully verified your phone number!')).toBeTruthy();
}

const claims = (api: ReturnType<typeof mockApi>) => api.paths().filter((p) => p === 'POST /claimBonus');

describe('phone-verified bonus', () => {
  it('is collected right after the phone is verified, with the reward toast and a new balance', async () => {
    const api = mockApi(routes({ body: { bonus: 500, currency: 'PTS' } }));
    renderApp('/', testPlayer({ phoneNumber: '+819011112222', isPhoneVerified: false }));
    await waitFor(() => expect(api.paths()).toContain('GET /balance'));
    expect(claims(api)).toHaveLength(0); // nothing pending before the verification
    await verifyPhone();
    expect(await screen.findByText('You received 500 coins!')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('balance').getAttribute('data-balance')).toBe('10500'));
    expect(claims(api)).toHaveLength(1);
  });

  it('a bonus left pending on an earlier visit is collected when the balance reports it', async () => {
    const api = mockApi(routes({ body: { bonus: 500, currency: 'PTS' } }, { pending: 500 }));
    renderApp('/', testPlayer());
    expect(await screen.findByText('You received 500 coins!')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('balance').getAttribute('data-balance')).toBe('10500'));
    expect(claims(api)).toHaveLength(1);
  });

  it('a failing claim stays quiet and is not retried in a loop', async () => {
    // Fake clock (still ticking, for waitFor): the balance's staleness and any retry delay pass at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi(routes({ status: 500, body: { error: { code: 'TECHNICAL_ERROR' } } }));
    renderApp('/', testPlayer({ phoneNumber: '+819011112222', isPhoneVerified: false }));
    await verifyPhone();
    await waitFor(() => expect(claims(api)).toHaveLength(1));
    // The balance is asked again (here: the window regains focus once it is stale) and still reports the
    // pending amount, but that amount is not claimed twice, however long the page stays open.
    const balanceReads = () => api.paths().filter((p) => p === 'GET /balance').length;
    const before = balanceReads();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(balanceReads()).toBeGreaterThan(before));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(claims(api)).toHaveLength(1);
    expect(screen.queryByText(/You received/)).toBeNull();
    expect(screen.getByTestId('balance').getAttribute('data-balance')).toBe('10000');
  });
});
