import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const BASE = {
  'GET /games': { body: [{ siteRef: 'casino-web', totalCount: 0, games: [] }] },
  'GET /auth/session': { body: { player: null } },
};

beforeEach(async () => {
  await i18next.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/reset-password page', () => {
  it('says to start again when the link has no token, with a way to ask for a new one', async () => {
    mockApi(BASE);
    const { router } = renderApp('/reset-password?email=a%40b.co', null);
    const invalid = await screen.findByTestId('reset-page-invalid');
    expect(invalid.textContent).toContain(
      'This password reset link is invalid or has expired. Please start again.',
    );
    fireEvent.click(within(invalid).getByRole('link', { name: 'Start again' }));
    expect(router.state.location.search).toContain('popup=reset-password');
    expect(await screen.findByTestId('popup-reset-password')).toBeTruthy();
  });

  it('shows the start-again state when the server answers RESET_TOKEN_INVALID', async () => {
    const api = mockApi({
      ...BASE,
      'POST /auth/reset-password': { status: 400, body: { error: { code: 'RESET_TOKEN_INVALID' } } },
    });
    renderApp('/reset-password?token=t0k&email=a%40b.co', null);
    fireEvent.change(await screen.findByTestId('reset-new-password'), { target: { value: 'newpass1' } });
    fireEvent.change(screen.getByTestId('reset-confirm-password'), { target: { value: 'newpass1' } });
    fireEvent.click(screen.getByTestId('reset-page-submit'));
    expect(await screen.findByTestId('reset-page-invalid')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/auth/reset-password')?.body).toEqual({
      email: 'a@b.co',
      token: 't0k',
      password: 'newpass1',
      confirmPassword: 'newpass1',
    });
  });

  it('checks that the passwords match, then confirms the reset', async () => {
    mockApi({ ...BASE, 'POST /auth/reset-password': { status: 204 } });
    renderApp('/reset-password?token=t0k&email=a%40b.co', null);
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'newpass1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'other11' } });
    fireEvent.click(screen.getByTestId('reset-page-submit'));
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'newpass1' } });
    fireEvent.click(screen.getByTestId('reset-page-submit'));
    const success = await screen.findByTestId('reset-page-success');
    expect(within(success).getByRole('link', { name: 'Log in' }).getAttribute('href')).toContain(
      'popup=login',
    );
  });
});
