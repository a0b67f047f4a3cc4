import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, testPlayer } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

beforeEach(async () => {
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function routes(claim: { status?: number; body: unknown }) {
  let verified = false;
  let balance = 10_000;
  return {
    'GET /games': { body: [{ siteRef: 'casino-web', totalCount: 0, games: [] }] },
    'GET /auth/IsPhoneNumberVerified': () => ({
      body: { phoneNumber: '+819011112222', isVerified: verified },
    }),
    'GET /balance': () => ({
      body: { balance, currency: 'PTS', canClaimBonus: false, lastClaimed: null, nextClaim: null },
    }),
    'POST /auth/VerifyOTP': () => {
      verified = true;
      return { body: { phoneNumber: '+819011112222', validationCode: 'v' } };
    },
    'POST /claimBonus': () => {
      if (!claim.status) balance += 500;
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

describe('phone-verified bonus', () => {
  it('is collected right after the phone is verified, with the reward toast and a new balance', async () => {
    const api = mockApi(routes({ body: { bonus: 500, currency: 'PTS' } }));
    renderApp('/', testPlayer({ phoneNumber: '+819011112222', isPhoneVerified: false }));
    await verifyPhone();
    expect(await screen.findByText('You received 500 coins!')).toBeTruthy();
    expect(api.paths().filter((p) => p === 'POST /claimBonus')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('balance').getAttribute('data-balance')).toBe('10500'));
  });

  it('stays quiet when there is nothing to collect', async () => {
    const api = mockApi(routes({ status: 400, body: { error: { code: 'BONUS_CANNOT_BE_CLAIMED' } } }));
    renderApp('/', testPlayer({ phoneNumber: '+819011112222', isPhoneVerified: false }));
    await verifyPhone();
    await waitFor(() => expect(api.paths()).toContain('POST /claimBonus'));
    expect(screen.queryByText(/You received/)).toBeNull();
    expect(screen.queryByText(/cannot be claimed/)).toBeNull();
  });
});
