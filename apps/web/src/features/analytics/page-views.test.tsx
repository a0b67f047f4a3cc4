import { ANALYTICS_ANONYMOUS_ID_KEY, ANALYTICS_CONSENT_KEY } from '@casino/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { browserRefusesTracking, isTrackingAllowed, setConsent } from './consent.ts';

function setup() {
  return mockApi({
    'GET /games': { body: [{ siteRef: 'casino-web', totalCount: 0, games: [] }] },
    'GET /auth/session': { body: { player: null } },
    'POST /analytics/events': { status: 202, body: { accepted: 1 } },
  });
}

const pageViews = (api: ReturnType<typeof setup>) =>
  api.calls
    .filter((c) => c.path === '/analytics/events')
    .flatMap((c) => (c.body as { events: { path: string }[] }).events);

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
});

describe('consent', () => {
  it('allows tracking until the visitor declines; declining forgets the anonymous id', () => {
    expect(isTrackingAllowed()).toBe(true);
    localStorage.setItem(ANALYTICS_ANONYMOUS_ID_KEY, 'anon-12345678');
    setConsent('declined');
    expect(isTrackingAllowed()).toBe(false);
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('declined');
    expect(localStorage.getItem(ANALYTICS_ANONYMOUS_ID_KEY)).toBeNull();
    setConsent('granted');
    expect(isTrackingAllowed()).toBe(true);
  });

  it('honours Global Privacy Control whatever the switch says', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    setConsent('granted');
    expect(browserRefusesTracking()).toBe(true);
    expect(isTrackingAllowed()).toBe(false);
  });
});

describe('page views', () => {
  it('sends one per navigation with path, language, viewport and an anonymous id, and none after declining', async () => {
    const api = setup();
    const { router } = renderApp('/about');
    await waitFor(() => expect(pageViews(api)).toHaveLength(1), { timeout: 3000 });
    expect(pageViews(api)[0]).toMatchObject({
      type: 'page_view',
      path: '/about',
      language: 'ja',
      viewport: { width: expect.any(Number), height: expect.any(Number) },
      anonymousId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
    });
    await act(() => router.navigate('/contact-us'));
    await waitFor(() => expect(pageViews(api).map((e) => e.path)).toEqual(['/about', '/contact-us']), {
      timeout: 3000,
    });
    // A popup is not a navigation.
    await act(() => router.navigate('/contact-us?popup=login'));

    fireEvent.click(await screen.findByTestId('analytics-consent-switch'));
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('declined');
    await act(() => router.navigate('/terms-of-use'));
    await act(() => router.navigate('/about'));
    // Leaving a page sends its view at once (no waiting): the two views above had their turn.
    await act(() => router.navigate('/contact-us'));
    expect(pageViews(api).map((e) => e.path)).toEqual(['/about', '/contact-us']);
  });
});
