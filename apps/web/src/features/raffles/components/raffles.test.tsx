import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentRaffleResponse, RaffleHistoryNewResponse, RaffleMeta } from '@casino/contract';
import { mockApi, testBalance, testPlayer } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

beforeEach(async () => {
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const HOUR = 3_600_000;

function meta(overrides: Partial<RaffleMeta> = {}): RaffleMeta {
  const now = Date.now();
  return {
    id: 7,
    account: { accountRef: 'casino' },
    tournamentRef: 'weekly-raffle',
    startDateUtc: new Date(now - HOUR).toISOString(),
    endDateUtc: new Date(now + 26 * HOUR).toISOString(),
    raffleDrawDate: new Date(now + 26 * HOUR).toISOString(),
    raffleDrawResult: null,
    brands: [{ accountId: 1, brandRef: 'casino' }],
    games: [],
    translations: [
      {
        languageCode: 'ja',
        languageDisplayName: '日本語',
        title: '週間ラッフル',
        description: '説明',
        termsAndConditions: '',
      },
    ],
    createdUtc: new Date(now - 2 * HOUR).toISOString(),
    lastModifiedUtc: new Date(now - 2 * HOUR).toISOString(),
    tournamentStatus: 'RUNNING',
    baseCurrency: 'PTS',
    bannerFileName: 'weekly.svg',
    raffleType: 'STANDARD',
    wagerPerEntry: 1000,
    prizes: [500],
    serverSeedHash: 'a'.repeat(64),
    ...overrides,
  };
}

function routes(current: CurrentRaffleResponse, history: RaffleHistoryNewResponse = { items: [] }) {
  return {
    'GET /games': { body: [{ siteRef: 'casino-web', totalCount: 0, games: [] }] },
    'GET /balance': { body: testBalance() },
    'GET /auth/IsPhoneNumberVerified': { body: { phoneNumber: '+819012345678', isVerified: true } },
    'GET /currentRaffle': { body: current },
    'GET /raffle-history-new': { body: history },
  };
}

describe('raffle popup and button', () => {
  it('shows the button when a raffle is current; the popup falls back to the first translation and counts down "Ends in"', async () => {
    mockApi(
      routes({ raffleMetaData: meta(), numEntries: 3, wagerPerEntry: 1000, amountLeftForNextEntry: 250 }),
    );
    renderApp('/?popup=raffle', testPlayer());
    const popup = await screen.findByTestId('raffle-popup');
    expect(within(popup).getByText('週間ラッフル')).toBeTruthy();
    expect(within(popup).getByText('Ends in')).toBeTruthy();
    expect(within(popup).getByTestId('raffle-ticket-count').textContent).toBe('3');
    expect(within(popup).getByTestId('raffle-progress').getAttribute('value')).toBe('750');
    expect(within(popup).getByText(/250 more coins/)).toBeTruthy();
    expect(within(popup).getByTestId('raffle-banner').getAttribute('src')).toBe(
      '/cdn/raffles/casino/weekly.svg',
    );
    expect(await screen.findByTestId('raffle-button')).toBeTruthy();
  });

  it('lists what can be won, place by place, in the current language', async () => {
    mockApi(
      routes({
        raffleMetaData: meta({ prizes: [50_000, 20_000, 10_000] }),
        numEntries: 0,
        wagerPerEntry: 1000,
        amountLeftForNextEntry: 1000,
      }),
    );
    renderApp('/?popup=raffle', testPlayer());
    const prizes = await screen.findAllByTestId('raffle-prize');
    expect(prizes.map((p) => p.textContent)).toEqual([
      'Place 150,000 coins',
      'Place 220,000 coins',
      'Place 310,000 coins',
    ]);
  });

  it('says "Starts in" before the period begins', async () => {
    const start = new Date(Date.now() + 2 * HOUR).toISOString();
    mockApi(
      routes({
        raffleMetaData: meta({ startDateUtc: start }),
        numEntries: 0,
        wagerPerEntry: 1000,
        amountLeftForNextEntry: 1000,
      }),
    );
    renderApp('/?popup=raffle', testPlayer());
    expect(await screen.findByText('Starts in')).toBeTruthy();
  });

  it('hides the button when no raffle is current', async () => {
    const api = mockApi(
      routes({ raffleMetaData: null, numEntries: 0, wagerPerEntry: 0, amountLeftForNextEntry: 0 }),
    );
    renderApp('/', testPlayer());
    await waitFor(() => expect(api.paths()).toContain('GET /currentRaffle'));
    expect(screen.queryByTestId('raffle-button')).toBeNull();
  });

  it('sends an anonymous visitor who opens the raffle popup to the login popup', async () => {
    mockApi({ 'GET /games': { body: [{ siteRef: 'casino-web', totalCount: 0, games: [] }] } });
    const { router } = renderApp('/?popup=raffle', null);
    await waitFor(() => expect(router.state.location.search).toBe('?popup=login'));
  });
});

describe('raffle history', () => {
  it('lists rows newest first with name fallbacks and a result link in a new tab, then the end message', async () => {
    const history = {
      items: [
        {
          id: 1,
          translations: [{ languageCode: 'default', title: '古い' }],
          raffleDrawDate: '2030-01-01T00:00:00Z',
          raffleDrawResult: '/raffles/1/results',
        },
        {
          id: 2,
          translations: [
            { languageCode: 'en', title: 'Newer' },
            { languageCode: 'default', title: '新しい' },
          ],
          raffleDrawDate: '2030-02-01T00:00:00Z',
          raffleDrawResult: null,
        },
        { id: 3, translations: [], raffleDrawDate: '2029-01-01T00:00:00Z', raffleDrawResult: null },
      ],
    };
    mockApi(
      routes({ raffleMetaData: null, numEntries: 0, wagerPerEntry: 0, amountLeftForNextEntry: 0 }, history),
    );
    renderApp('/transactions/raffle', testPlayer());
    const rows = await screen.findAllByTestId('raffle-history-row');
    expect(rows.map((r) => r.getAttribute('data-raffle-id'))).toEqual(['2', '1', '3']);
    expect(rows[0]!.textContent).toContain('Newer');
    expect(rows[1]!.textContent).toContain('古い');
    expect(rows[2]!.textContent).toContain('N/A');
    const link = within(rows[1]!).getByTestId('raffle-result-link');
    expect(link.getAttribute('href')).toBe('/raffles/1/results');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('raffle-history-end').textContent).toBe('End of records.');
  });
});
