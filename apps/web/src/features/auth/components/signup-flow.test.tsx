import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, testPlayer } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { resetCaptcha } from '../captcha/pow-solver.ts';
import { setSignupDraft } from '../signup-draft.ts';

const CHANNEL = {
  channelCode: 'WEB',
  name: 'Web',
  brandRef: 'casino',
  featureFlags: { maintenence: false, captcha: true },
  languages: [],
};
const CHALLENGE = {
  challengeId: 'ch-1',
  pow: { algorithm: 'PBKDF2/SHA-256', nonce: 'aa', salt: 'bb', cost: 100, keyLength: 32, keyPrefix: 'cc' },
  expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
};

/** jsdom has no Web Worker: this one "finds" counter 7042 for any challenge it is given. */
class FakePowWorker {
  static messages: unknown[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  postMessage(message: unknown) {
    FakePowWorker.messages.push(message);
    setTimeout(() => this.onmessage?.({ data: { counter: 7042, ms: 5 } }), 10);
  }
  terminate() {}
}

function routes(captcha: boolean, unique = { isEmailUnique: true, isDisplayNameUnique: true }) {
  const player = testPlayer({ displayName: 'Sakura', phoneNumber: null, isPhoneVerified: false });
  return {
    'GET /games': { body: [{ siteRef: 'casino-web', totalCount: 0, games: [] }] },
    'GET /auth/session': { body: { player: null } },
    'GET /channel': { body: { ...CHANNEL, captcha } },
    'GET /captcha/challenge': { body: CHALLENGE },
    'POST /auth/IsEmailUsernameUnique': { body: unique },
    'POST /auth/signup': { status: 201, body: { player } },
    'GET /auth/IsPhoneNumberVerified': { body: { phoneNumber: null, isVerified: false } },
  };
}

async function fillForm() {
  const dialog = await screen.findByTestId('popup-signup');
  fireEvent.change(within(dialog).getByLabelText('E-mail address'), {
    target: { value: 'sakura@example.com' },
  });
  fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'Sakura' } });
  fireEvent.change(within(dialog).getByTestId('signup-password'), { target: { value: 'secret1' } });
  fireEvent.click(within(dialog).getByTestId('signup-terms'));
  return dialog;
}

beforeEach(async () => {
  await i18next.changeLanguage('en');
  setSignupDraft(null);
  resetCaptcha();
  FakePowWorker.messages = [];
  vi.stubGlobal('Worker', FakePowWorker);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sign-up flow', () => {
  it('checks uniqueness, then shows the captcha the channel asks for, then registers', async () => {
    const api = mockApi(routes(true));
    const { router } = renderApp('/?popup=signup', null);
    const dialog = await fillForm();
    expect(within(dialog).getByTestId('signup-steps').getAttribute('data-step')).toBe('0');
    await waitFor(() => expect(within(dialog).getByTestId('signup-submit').textContent).toBe('Next'));
    fireEvent.click(within(dialog).getByTestId('signup-submit'));

    const captcha = await screen.findByTestId('popup-captcha');
    expect(router.state.location.search).toBe('?popup=captcha');
    expect(within(captcha).getByTestId('signup-steps').getAttribute('data-step')).toBe('1');
    // The work started with the form and ran in the worker; the step says so and lets the player submit.
    await waitFor(() =>
      expect(within(captcha).getByTestId('captcha-status').getAttribute('data-state')).toBe('verified'),
    );
    expect(within(captcha).getByRole('status').textContent).toContain('Verified');
    expect(FakePowWorker.messages).toEqual([{ pow: CHALLENGE.pow }]);
    fireEvent.click(within(captcha).getByTestId('captcha-submit'));

    await waitFor(() => expect(screen.getByTestId('signup-steps').getAttribute('data-step')).toBe('2'));
    // Then the popup closes; the phone gate takes over (new players have no verified phone).
    expect(await screen.findByTestId('popup-set-phone-number', {}, { timeout: 3000 })).toBeTruthy();

    // Page views go out too (features/analytics); this test is about the sign-up's own calls.
    const posts = api.paths().filter((p) => p.startsWith('POST') && p !== 'POST /analytics/events');
    expect(posts).toEqual(['POST /auth/IsEmailUsernameUnique', 'POST /auth/signup']);
    expect(api.calls.find((c) => c.path === '/channel')?.query.get('channelCode')).toBe('WEB');
    expect(api.calls.find((c) => c.path === '/auth/signup')?.body).toEqual({
      email: 'sakura@example.com',
      displayName: 'Sakura',
      password: 'secret1',
      isAgeOver18: true,
      languageCode: 'en',
      // Offered at sign-up (responsible play); off unless chosen.
      realityCheckMinutes: 0,
      captchaData: { challengeId: 'ch-1', answer: '7042' },
    });
    // No welcome toast after sign-up (SPEC §4).
    expect(screen.queryByText(/Welcome/)).toBeNull();
  }, 15_000);

  it('says when the work failed and starts a new challenge on "Try again"', async () => {
    let fail = true;
    class FlakyWorker extends FakePowWorker {
      override postMessage(message: unknown) {
        if (!fail) return super.postMessage(message);
        setTimeout(() => this.onmessage?.({ data: { error: 'no solution' } }), 10);
      }
    }
    vi.stubGlobal('Worker', FlakyWorker);
    setSignupDraft({
      email: 'sakura@example.com',
      displayName: 'Sakura',
      password: 'secret1',
      isAgeOver18: true,
    });
    const api = mockApi(routes(true));
    renderApp('/?popup=captcha', null);
    const captcha = await screen.findByTestId('popup-captcha');
    const retry = await within(captcha).findByTestId('captcha-retry');
    expect(within(captcha).getByRole('status').textContent).toContain('The check could not finish.');
    expect((within(captcha).getByTestId('captcha-submit') as HTMLButtonElement).disabled).toBe(true);
    fail = false;
    fireEvent.click(retry);
    await waitFor(() =>
      expect(within(captcha).getByTestId('captcha-status').getAttribute('data-state')).toBe('verified'),
    );
    expect((within(captcha).getByTestId('captcha-submit') as HTMLButtonElement).disabled).toBe(false);
    expect(api.paths().filter((p) => p === 'GET /captcha/challenge')).toHaveLength(2);
  });

  it('registers directly when the channel needs no captcha', async () => {
    const api = mockApi(routes(false));
    renderApp('/?popup=signup', null);
    const dialog = await fillForm();
    await waitFor(() =>
      expect(within(dialog).getByTestId('signup-submit').textContent).toBe('Create account'),
    );
    fireEvent.click(within(dialog).getByTestId('signup-submit'));
    await waitFor(() => expect(api.paths()).toContain('POST /auth/signup'));
    expect(api.paths()).not.toContain('GET /captcha/challenge');
    expect(api.calls.find((c) => c.path === '/auth/signup')?.body).not.toHaveProperty('captchaData');
  });

  it('puts "taken" verdicts on the fields and stops', async () => {
    const api = mockApi(routes(true, { isEmailUnique: false, isDisplayNameUnique: false }));
    renderApp('/?popup=signup', null);
    const dialog = await fillForm();
    fireEvent.click(within(dialog).getByTestId('signup-submit'));
    expect(await within(dialog).findByText('Email address is already in use.')).toBeTruthy();
    expect(within(dialog).getByText('Username is taken.')).toBeTruthy();
    expect(api.paths()).not.toContain('POST /auth/signup');
    expect(screen.getByTestId('popup-signup')).toBeTruthy();
  });
});
