import type { Game, Transaction } from '@casino/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, testBalance, testGame, testPlayer } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const AZTEC: Game = testGame('WNF_AZTEC_X', {
  gameId: 1,
  title: 'Aztec-X',
  translations: [{ gameId: 1, language: 'ja', title: 'アステカX' }],
});

function record(n: number, over: Partial<Transaction> = {}): Transaction {
  return {
    transactionId: String(n),
    createdDate: new Date(Date.UTC(2025, 0, 2, 3, 4) - n * 60_000).toISOString(),
    transactionType: 'BET',
    amount: -100,
    newBalance: 10_000 - n,
    gameCode: 'WNF_AZTEC_X',
    sessionId: null,
    traceId: null,
    ...over,
  };
}

const PAGE_1 = [
  record(1, { transactionType: 'WIN', amount: 2500, newBalance: 12_400 }),
  record(2, { transactionType: 'BET', amount: -100, newBalance: 9_900 }),
  record(3, { transactionType: 'DAILY_BONUS', amount: 1000, newBalance: 10_000, gameCode: null }),
  ...Array.from({ length: 17 }, (_, i) => record(4 + i)),
];
const PAGE_2 = [
  record(21, { transactionType: 'SIGNUP_BONUS', amount: 10_000, newBalance: 10_000, gameCode: null }),
];

function routes(history: (page: string | null) => { totalRecordAmount: number; records: Transaction[] }) {
  return {
    'GET /games': { body: [{ siteRef: 'casino-web', totalCount: 1, games: [AZTEC] }] },
    'GET /auth/IsPhoneNumberVerified': { body: { phoneNumber: '+819012345678', isVerified: true } },
    'GET /balance': {
      body: testBalance({ balance: 12_400 }),
    },
    'GET /get-bet-history': (call: { query: URLSearchParams }) => ({ body: history(call.query.get('page')) }),
  };
}

beforeEach(async () => {
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('bet history page: all transactions (the ledger)', () => {
  it('lists a page of records with titles, types and signed amounts, and pages through them', async () => {
    const api = mockApi(
      routes((page) => ({ totalRecordAmount: 21, records: page === '2' ? PAGE_2 : PAGE_1 })),
    );
    const { router } = renderApp('/bet-history?view=transactions', testPlayer());
    const table = await screen.findByTestId('bet-history-table');
    const rows = within(table).getAllByTestId('bet-history-row');
    expect(rows).toHaveLength(20);
    expect(rows.slice(0, 3).map((r) => r.dataset.type)).toEqual(['WIN', 'BET', 'DAILY_BONUS']);

    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(rows[0]!).slice(1)).toEqual(['Aztec-X', 'Win', '+2,500', '12,400']);
    expect(cells(rows[1]!).slice(1)).toEqual(['Aztec-X', 'Bet', '\u2212100', '9,900']);
    expect(cells(rows[2]!).slice(1)).toEqual(['—No game', 'Daily bonus', '+1,000', '10,000']);
    expect(rows[0]!.querySelector('.bet-history__amount--credit')).toBeTruthy();
    expect(rows[1]!.querySelector('.bet-history__amount--debit')).toBeTruthy();
    expect(within(rows[0]!).getByRole('cell', { name: /2025/ })).toBeTruthy();

    expect(screen.getByTestId('bet-history-page').textContent).toBe('Page 1 of 2');
    expect((screen.getByTestId('bet-history-prev') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('bet-history-next'));
    await waitFor(() => expect(screen.getByTestId('bet-history-page').textContent).toBe('Page 2 of 2'));
    await waitFor(() => expect(screen.getAllByTestId('bet-history-row')).toHaveLength(1));
    expect(screen.getByTestId('bet-history-row').dataset.type).toBe('SIGNUP_BONUS');
    expect(router.state.location.search).toBe('?view=transactions&page=2');
    expect((screen.getByTestId('bet-history-next') as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls.filter((c) => c.path === '/get-bet-history').map((c) => c.query.get('page'))).toEqual([
      '1',
      '2',
    ]);

    fireEvent.click(screen.getByTestId('bet-history-prev'));
    await waitFor(() => expect(screen.getByTestId('bet-history-page').textContent).toBe('Page 1 of 2'));
  });

  it('shows the game title and types in Japanese', async () => {
    await i18next.changeLanguage('ja');
    mockApi(routes(() => ({ totalRecordAmount: 3, records: PAGE_1.slice(0, 3) })));
    renderApp('/bet-history?view=transactions', testPlayer());
    const rows = await screen.findAllByTestId('bet-history-row');
    expect(within(rows[0]!).getAllByRole('cell')[1]!.textContent).toBe('アステカX');
    expect(within(rows[0]!).getAllByRole('cell')[2]!.textContent).toBe('配当');
    expect(screen.getByTestId('bet-history-page').textContent).toBe('1 / 1 ページ');
  });

  it('says so when there is nothing yet', async () => {
    mockApi(routes(() => ({ totalRecordAmount: 0, records: [] })));
    renderApp('/bet-history?view=transactions', testPlayer());
    expect(await screen.findByTestId('bet-history-empty')).toBeTruthy();
    expect(screen.queryByTestId('bet-history-table')).toBeNull();
  });

  it('shows an error state when the history cannot be loaded', async () => {
    mockApi({
      ...routes(() => ({ totalRecordAmount: 0, records: [] })),
      'GET /get-bet-history': { status: 500, body: { error: { code: 'TECHNICAL_ERROR' } } },
    });
    renderApp('/bet-history?view=transactions', testPlayer());
    expect((await screen.findByTestId('bet-history-error', {}, { timeout: 4000 })).textContent).toContain(
      'Your bet history could not be loaded.',
    );
  });

  it('asks a logged-out visitor to log in', async () => {
    const api = mockApi({
      'GET /games': { body: [{ siteRef: 'casino-web', totalCount: 0, games: [] }] },
      'GET /auth/session': { body: { player: null } },
    });
    renderApp('/bet-history', null);
    const notice = await screen.findByTestId('bet-history-logged-out');
    expect(notice.textContent).toContain('You have to be logged in to see your bet history.');
    expect(within(notice).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      '/bet-history?popup=login',
    );
    expect(api.paths()).not.toContain('GET /get-bet-history');
  });
});
