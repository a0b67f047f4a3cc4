import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const channel = (maintenence: boolean) => ({
  channelCode: 'WEB',
  name: 'Web',
  captcha: true,
  brandRef: 'casino',
  featureFlags: { maintenence, captcha: true },
  languages: [],
});

beforeEach(async () => {
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MaintenanceBanner', () => {
  it('appears when an operator switches maintenance on, and goes when it is switched off, without a reload', async () => {
    let maintenance = false;
    mockApi({
      'GET /games': { body: [{ siteRef: 'casino-web', totalCount: 0, games: [] }] },
      'GET /auth/session': { body: { player: null } },
      'GET /channel': () => ({ body: channel(maintenance) }),
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('maintenance-banner')).toBeNull();

    maintenance = true;
    window.dispatchEvent(new Event('visibilitychange')); // TanStack Query's focus manager listens on window
    const banner = await screen.findByTestId('maintenance-banner', {}, { timeout: 5_000 });
    expect(banner.textContent).toContain('Maintenance in progress.');

    maintenance = false;
    window.dispatchEvent(new Event('visibilitychange')); // TanStack Query's focus manager listens on window
    await waitFor(() => expect(screen.queryByTestId('maintenance-banner')).toBeNull(), { timeout: 5_000 });
  }, 20_000);
});
