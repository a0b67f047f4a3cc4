import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromotionResponse } from '@casino/contract';
import { mockApi, testBalance, testPlayer } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const BASE = {
  'GET /games': { body: [{ siteRef: 'casino-web', totalCount: 0, games: [] }] },
  'GET /auth/session': { body: { player: null } },
  'GET /auth/IsPhoneNumberVerified': { body: { phoneNumber: '+819012345678', isVerified: true } },
  'GET /balance': { body: testBalance() },
};

const HOUR = 3_600_000;

function promotion(overrides: Partial<PromotionResponse> = {}): PromotionResponse {
  return {
    slug: 'spring',
    language: 'en',
    title: 'Spring festival',
    description: 'Coins all week.',
    html: '<p>Play the <strong>slots</strong>. <a href="/about">About</a></p>',
    termsHtml: '<p>One per player.</p>',
    ctaLabel: null,
    ctaPath: '/category/slot',
    bannerUrl: '/cdn/spring.png',
    startDate: new Date(Date.now() - HOUR).toISOString(),
    endDate: new Date(Date.now() + 26 * HOUR + 61_000).toISOString(),
    status: 'active',
    hasPromoCode: true,
    version: 1,
    updatedDate: new Date().toISOString(),
    ...overrides,
  };
}

beforeEach(async () => {
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('static pages from the content store', () => {
  it('show the stored text in the current language with its title and description', async () => {
    const api = mockApi({
      ...BASE,
      'GET /content/pages/terms-of-use': (call) => ({
        body: {
          slug: 'terms-of-use',
          language: call.query.get('language'),
          title: call.query.get('language') === 'ja' ? '利用規約' : 'Terms of use',
          description: 'The rules.',
          html: '<h2>1. Scope</h2><p>These terms apply.</p>',
          version: 3,
          updatedDate: '2030-01-01T00:00:00.000Z',
        },
      }),
    });
    renderApp('/privacy-policy', null);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Terms of use');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('1. Scope');
    expect(document.title).toBe('Terms of use | Yozakura Casino');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('The rules.');
    await i18next.changeLanguage('ja');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('利用規約'));
    expect(
      api.calls.filter((c) => c.path === '/content/pages/terms-of-use').map((c) => c.query.get('language')),
    ).toEqual(['en', 'ja']);
  });

  it('say so when a page is missing, with a way home', async () => {
    mockApi(BASE);
    renderApp('/app-about', null);
    expect((await screen.findByTestId('content-not-found')).textContent).toContain(
      'This page does not exist or is no longer available.',
    );
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
  });
});

describe('promotion pages', () => {
  it('show banner, period, countdown, text, call to action and terms; site links stay in the app', async () => {
    mockApi({ ...BASE, 'GET /promotions/spring': { body: promotion() } });
    const { router } = renderApp('/promotions/spring', null);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Spring festival');
    expect(screen.getByTestId('promotion-status').textContent).toBe('On now');
    expect(screen.getByTestId('promotion-countdown').textContent).toMatch(/^1d 2h 1m \d+s$/);
    expect(screen.getByText('Ends in')).toBeTruthy();
    expect(screen.getByTestId('promotion-cta').textContent).toBe('Play now');
    expect(screen.getByTestId('promotion-cta').getAttribute('href')).toBe('/category/slot');
    expect(screen.getByTestId('promotion-terms').textContent).toBe('One per player.');
    expect(document.querySelector('.promotion__banner')?.getAttribute('src')).toBe('/cdn/spring.png');
    // Anonymous: the code form asks for a login first.
    expect(screen.getByTestId('promo-code-login').getAttribute('href')).toBe(
      '/promotions/spring?popup=login',
    );
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(router.state.location.pathname).toBe('/about');
  });

  it('count down to the start of an upcoming promotion and offer no code yet', async () => {
    mockApi({
      ...BASE,
      'GET /promotions/spring': {
        body: promotion({
          startDate: new Date(Date.now() + 2 * HOUR + 30_000).toISOString(),
          status: 'upcoming',
        }),
      },
    });
    renderApp('/promotions/spring', null);
    expect((await screen.findByTestId('promotion-status')).textContent).toBe('Coming soon');
    expect(screen.getByText('Starts in')).toBeTruthy();
    expect(screen.getByTestId('promotion-countdown').textContent).toMatch(/^0d 2h 0m \d+s$/);
    expect(screen.queryByTestId('promo-code')).toBeNull();
  });

  it('let a signed-in player redeem the code once and show the coins, or the refusal', async () => {
    let redeemed = false;
    const api = mockApi({
      ...BASE,
      'GET /promotions/spring': { body: promotion() },
      'POST /promo-codes/redeem': (call) => {
        const code = (call.body as { code: string }).code;
        if (code !== 'SPRING500') return { status: 404, body: { error: { code: 'PROMO_CODE_INVALID' } } };
        if (redeemed) return { status: 409, body: { error: { code: 'PROMO_CODE_ALREADY_REDEEMED' } } };
        redeemed = true;
        return { body: { code, bonus: 500, currency: 'PTS', newBalance: 10_500 } };
      },
    });
    renderApp('/promotions/spring', testPlayer());
    const input = await screen.findByTestId('promo-code-input');
    fireEvent.change(input, { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('promo-code-submit'));
    expect((await screen.findByText('A promo code is 4 to 32 letters and digits.')).textContent).toBeTruthy();
    fireEvent.change(input, { target: { value: 'wrongcode' } });
    fireEvent.click(screen.getByTestId('promo-code-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe(
      'This promo code does not exist. Please check the code.',
    );
    fireEvent.change(input, { target: { value: 'spring500' } });
    fireEvent.click(screen.getByTestId('promo-code-submit'));
    expect((await screen.findByTestId('promo-code-success')).textContent).toBe(
      '500 coins have been added to your balance!',
    );
    // The balance is read again after the payment.
    await waitFor(() => expect(api.paths().filter((p) => p === 'GET /balance').length).toBeGreaterThan(1));
    expect(api.calls.filter((c) => c.path === '/promo-codes/redeem').map((c) => c.body)).toEqual([
      { code: 'WRONGCODE' },
      { code: 'SPRING500' },
    ]);
  });

  it('show not-found for an unknown promotion', async () => {
    mockApi(BASE);
    renderApp('/promotions/nothing-here', null);
    expect(await screen.findByTestId('content-not-found')).toBeTruthy();
    expect(document.title).toBe('Promotion | Yozakura Casino');
  });
});
