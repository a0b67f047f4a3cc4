import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberPendingLaunch } from '../../../lib/pending-launch.ts';
import { mockApi, testPlayer } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function baseRoutes() {
  return {
    'GET /games': { body: [{ siteRef: 'casino-web', totalCount: 0, games: [] }] },
    'GET /auth/session': { body: { player: null } },
    'GET /auth/IsPhoneNumberVerified': { body: { phoneNumber: '+819012345678', isVerified: true } },
  };
}

describe('login popup', () => {
  it.each([
    ['en', 'Please enter your email address.', 'Please enter your password.', 'Invalid email address.'],
    [
      'ja',
      'メールアドレスを入力してください。',
      'パスワードを入力してください。',
      'メールアドレスの形式が正しくありません。',
    ],
  ])('shows the SPEC §5 messages in %s', async (language, emailRequired, passwordRequired, emailInvalid) => {
    await i18next.changeLanguage(language);
    const api = mockApi(baseRoutes());
    renderApp('/?popup=login', null);
    const dialog = await screen.findByTestId('popup-login');
    fireEvent.click(within(dialog).getByTestId('login-submit'));
    expect(await within(dialog).findByText(emailRequired)).toBeTruthy();
    expect(within(dialog).getByText(passwordRequired)).toBeTruthy();

    const email = within(dialog).getByLabelText(language === 'en' ? 'E-mail address' : 'メールアドレス');
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.blur(email);
    expect(await within(dialog).findByText(emailInvalid)).toBeTruthy();
    // Page views go out too (features/analytics): this test is about the form's own calls.
    expect(api.paths().filter((p) => p.startsWith('POST') && p !== 'POST /analytics/events')).toEqual([]);
  });

  it('signs in, welcomes the player, and runs the launch remembered before login', async () => {
    await i18next.changeLanguage('en');
    const player = testPlayer({ displayName: 'Hanako' });
    const api = mockApi({ ...baseRoutes(), 'POST /auth/signin': { body: { player } } });
    rememberPendingLaunch('WNF_MILLION_TREE');
    const { router } = renderApp('/category/slot?popup=login', null);
    const dialog = await screen.findByTestId('popup-login');
    fireEvent.change(within(dialog).getByTestId('login-email'), { target: { value: 'hanako@example.com' } });
    fireEvent.change(within(dialog).getByTestId('login-password'), { target: { value: 'secret1' } });
    fireEvent.click(within(dialog).getByTestId('login-submit'));

    expect(await screen.findByText('Welcome, Hanako!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/game-launch/WNF_MILLION_TREE'));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(screen.queryByTestId('popup-login')).toBeNull());
    expect(api.calls.find((c) => c.path === '/auth/signin')?.body).toEqual({
      email: 'hanako@example.com',
      password: 'secret1',
    });
    expect(await screen.findByTestId('account-menu-button')).toBeTruthy();
  });

  it('shows a failed sign-in in the red box', async () => {
    await i18next.changeLanguage('en');
    mockApi({
      ...baseRoutes(),
      'POST /auth/signin': { status: 401, body: { error: { code: 'INVALID_USER_OR_EMAIL' } } },
    });
    renderApp('/?popup=login', null);
    const dialog = await screen.findByTestId('popup-login');
    fireEvent.change(within(dialog).getByTestId('login-email'), { target: { value: 'a@b.co' } });
    fireEvent.change(within(dialog).getByTestId('login-password'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByTestId('login-submit'));
    expect((await within(dialog).findByTestId('form-error')).textContent).toBe(
      'Password or email address is incorrect.',
    );
  });

  it('sends a player who is already logged in home', async () => {
    await i18next.changeLanguage('en');
    mockApi(baseRoutes());
    const { router } = renderApp('/about?popup=login', testPlayer());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
  });
});
