import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

beforeEach(async () => {
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const item = {
  slug: 'welcome',
  language: 'en' as const,
  title: 'Welcome bonus',
  description: 'Coins for new players.',
  bannerUrl: null,
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: '2036-01-01T00:00:00.000Z',
};

describe('running promotions (issue 25)', () => {
  it('leads from the home page and from the footer to each running promotion', async () => {
    const api = mockApi({
      'GET /games': { body: [{ siteRef: 'casino-web', totalCount: 0, games: [] }] },
      'GET /promotions': { body: { items: [item] } },
    });
    renderApp('/');
    const section = await screen.findByTestId('home-promotions');
    expect(within(section).getByRole('heading', { name: 'Running promotions' })).toBeTruthy();
    expect(within(section).getByTestId('home-promotion').getAttribute('href')).toBe('/promotions/welcome');
    const footerLink = await screen.findByTestId('footer-promotion');
    expect(footerLink.getAttribute('href')).toBe('/promotions/welcome');
    expect(footerLink.textContent).toBe('Welcome bonus');
    // One request serves both.
    expect(api.calls.filter((c) => c.path === '/promotions')).toHaveLength(1);
  });

  it('shows no section when nothing runs', async () => {
    mockApi({
      'GET /games': { body: [{ siteRef: 'casino-web', totalCount: 0, games: [] }] },
      'GET /promotions': { body: { items: [] } },
    });
    renderApp('/');
    await screen.findByTestId('site-footer');
    expect(screen.queryByTestId('home-promotions')).toBeNull();
    expect(screen.queryByTestId('footer-promotion')).toBeNull();
  });
});
