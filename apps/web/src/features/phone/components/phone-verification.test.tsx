import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, testPlayer } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

beforeEach(async () => {
  await i18next.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('phone verification popup', () => {
  it('opens by itself for an unverified player, sends the code, locks resend, verifies', async () => {
    let verified = false;
    const api = mockApi({
      'GET /games': { body: [{ siteRef: 'casino-web', totalCount: 0, games: [] }] },
      'GET /auth/IsPhoneNumberVerified': () => ({ body: { phoneNumber: null, isVerified: verified } }),
      'POST /auth/IsPhoneNumberUnique': { body: { isUnique: true } },
      'POST /auth/RequestOtpSms': () => ({
        body: {
          phoneNumber: '+819012345678',
          resendAvailableAt: new Date(Date.now() + 30_000).toISOString(),
          expiresAt: new Date(Date.now() + 300_000).toISOString(),
        },
      }),
      'POST /auth/VerifyOTP': () => {
        verified = true;
        return { body: { phoneNumber: '+819012345678', validationCode: 'v' } };
      },
      'GET /auth/session': { body: { player: testPlayer() } },
    });
    const { router } = renderApp('/about', testPlayer({ phoneNumber: null, isPhoneVerified: false }));
    const dialog = await screen.findByTestId('popup-set-phone-number');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(within(dialog).getByTestId('phone-logout')).toBeTruthy();
    expect(
      within(dialog).getByText('International format starting with +81, e.g. +819012345678'),
    ).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Phone number'), { target: { value: '+819012345678' } });
    fireEvent.click(within(dialog).getByTestId('phone-send'));

    const resend = await within(dialog).findByTestId('phone-resend');
    expect(resend.textContent).toMatch(/^Resend code in (30|29) s$/);
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    const code = within(dialog).getByTestId('phone-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('maxlength')).toBe('6');
    expect(api.calls.find((c) => c.path === '/auth/RequestOtpSms')?.body).toEqual({
      phoneNumber: '+819012345678',
      messageText: 'Your Yozakura Casino code: {code}',
    });

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByTestId('phone-verify'));
    expect(await screen.findByText('Successfully verified your phone number!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('popup-set-phone-number')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('starts at the code step when a number is on file, and Change goes back', async () => {
    mockApi({
      'GET /games': { body: [{ siteRef: 'casino-web', totalCount: 0, games: [] }] },
      'GET /auth/IsPhoneNumberVerified': { body: { phoneNumber: '+819011112222', isVerified: false } },
      'POST /auth/reset-phone-number': { status: 204 },
    });
    renderApp('/', testPlayer({ phoneNumber: '+819011112222', isPhoneVerified: false }));
    const dialog = await screen.findByTestId('popup-phone-number');
    expect(await within(dialog).findByText('Enter the 6-digit code we sent to +819011112222.')).toBeTruthy();
    expect(within(dialog).getByTestId('phone-resend').textContent).toBe('Resend code');
    fireEvent.click(within(dialog).getByTestId('phone-change'));
    expect(await within(dialog).findByTestId('phone-number')).toBeTruthy();
  });
});
