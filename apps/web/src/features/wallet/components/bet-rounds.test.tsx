import type { BetRound, BetRoundDetail, Game } from '@casino/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, testBalance, testGame, testPlayer } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const game = (gameId: number, gameCode: string, title: string, ja: string): Game =>
  testGame(gameCode, { gameId, title, translations: [{ gameId, language: 'ja', title: ja }] });
const GAMES = [
  game(1, 'WNF_AZTEC_X', 'Aztec-X', 'アステカX'),
  game(2, 'WNF_OIRAN', 'Oiran Dreams', '花魁ドリーム'),
];

function round(n: number, over: Partial<BetRound> = {}): BetRound {
  return {
    provider: 'studio',
    roundId: `r-${n}`,
    gameCode: 'WNF_AZTEC_X',
    status: 'CLOSED',
    createdDate: new Date(Date.UTC(2030, 0, 2, 3, 4) - n * 60_000).toISOString(),
    stake: 50,
    win: null,
    refund: 0,
    net: -50,
    verifiable: true,
    autoPicked: false,
    ...over,
  };
}

const PAGE_1 = [
  round(1, { win: 250, net: 200 }),
  round(2, { autoPicked: true }),
  ...Array.from({ length: 18 }, (_, i) => round(3 + i)),
];
const PAGE_2 = [round(21, { gameCode: 'WNF_OIRAN' })];
const DETAIL: BetRoundDetail = {
  ...round(1, { win: 250, net: 200 }),
  transactions: [
    {
      transactionId: '7',
      createdDate: '2030-01-02T03:03:00.000Z',
      transactionType: 'BET',
      amount: -50,
      newBalance: 950,
      gameCode: 'WNF_AZTEC_X',
      sessionId: null,
      traceId: null,
    },
    {
      transactionId: '8',
      createdDate: '2030-01-02T03:03:00.000Z',
      transactionType: 'WIN',
      amount: 250,
      newBalance: 1200,
      gameCode: 'WNF_AZTEC_X',
      sessionId: null,
      traceId: null,
    },
  ],
  fairness: {
    serverSeedHash: 'a'.repeat(64),
    serverSeed: null,
    clientSeed: 'my-seed',
    nonce: 41,
    verifyPath: '/studio/play/verify?roundId=r-1',
  },
};

function routes() {
  return {
    'GET /games': { body: [{ siteRef: 'casino-web', totalCount: 2, games: GAMES }] },
    'GET /auth/IsPhoneNumberVerified': { body: { phoneNumber: '+819012345678', isVerified: true } },
    'GET /balance': { body: testBalance({ balance: 1_200 }) },
    'GET /bet-history/rounds': (call: { query: URLSearchParams }) => ({
      body:
        call.query.get('gameCode') === 'WNF_OIRAN'
          ? { totalRecordAmount: 1, records: PAGE_2 }
          : { totalRecordAmount: 21, records: call.query.get('page') === '2' ? PAGE_2 : PAGE_1 },
    }),
    'GET /bet-history/rounds/studio/r-1': { body: DETAIL },
  };
}

beforeEach(async () => {
  await i18next.changeLanguage('en');
});

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('bet history page: game rounds', () => {
  it('shows one row per round with stake, win ("—" for none) and net, and pages to the list top', async () => {
    const api = mockApi(routes());
    const { router } = renderApp('/bet-history', testPlayer());
    const rows = await screen.findAllByTestId('bet-round-row');
    expect(rows).toHaveLength(20);
    expect(cells(rows[0]!).slice(1, 5)).toEqual(['Aztec-X', '50', '250', '+200']);
    expect(cells(rows[2]!).slice(1, 5)).toEqual(['Aztec-X', '50', '—No win', '\u221250']);
    expect(screen.queryByText(/Win 0/)).toBeNull();
    // Issue 25: the round the game picked for the player says so, and only that one.
    expect(screen.getAllByTestId('bet-round-auto-picked')).toHaveLength(1);
    expect(within(rows[1]!).getByTestId('bet-round-auto-picked').textContent).toBe('Picked for you');
    expect(screen.getByTestId('bet-history-view-rounds').getAttribute('aria-current')).toBe('page');

    const scroll = Element.prototype.scrollIntoView as unknown as { mock: { calls: unknown[] } };
    expect(scroll.mock.calls).toHaveLength(0);
    fireEvent.click(screen.getByTestId('bet-history-next'));
    await waitFor(() => expect(screen.getAllByTestId('bet-round-row')).toHaveLength(1));
    expect(router.state.location.search).toBe('?page=2');
    expect(scroll.mock.calls).toEqual([[{ block: 'start' }]]);
    expect(api.calls.filter((c) => c.path === '/bet-history/rounds').map((c) => c.query.get('page'))).toEqual(
      ['1', '2'],
    );
  });

  it('filters by game and by day (the local day as instants), back to page 1', async () => {
    const api = mockApi(routes());
    const { router } = renderApp('/bet-history?page=2', testPlayer());
    await screen.findAllByTestId('bet-round-row');
    fireEvent.change(screen.getByTestId('bet-rounds-game'), { target: { value: 'WNF_OIRAN' } });
    await waitFor(() => expect(screen.getAllByTestId('bet-round-row')).toHaveLength(1));
    expect(cells(screen.getByTestId('bet-round-row'))[1]).toBe('Oiran Dreams');
    expect(router.state.location.search).toBe('?game=WNF_OIRAN');
    fireEvent.change(screen.getByTestId('bet-rounds-from'), { target: { value: '2030-01-02' } });
    fireEvent.change(screen.getByTestId('bet-rounds-to'), { target: { value: '2030-01-03' } });
    await waitFor(() => expect(api.calls.at(-1)?.query.get('to')).toBeTruthy());
    const last = api.calls.filter((c) => c.path === '/bet-history/rounds').at(-1)!;
    expect(last.query.get('gameCode')).toBe('WNF_OIRAN');
    expect(last.query.get('from')).toBe(new Date(2030, 0, 2).toISOString());
    expect(last.query.get('to')).toBe(new Date(2030, 0, 4).toISOString());
    expect(last.query.get('page')).toBe('1');
  });

  it("opens a round's detail with its fairness data and a verify link in the page's language", async () => {
    await i18next.changeLanguage('ja');
    mockApi(routes());
    renderApp('/bet-history', testPlayer());
    const rows = await screen.findAllByTestId('bet-round-row');
    expect(cells(rows[0]!)[1]).toBe('アステカX');
    const toggle = within(rows[0]!).getByTestId('bet-round-toggle');
    fireEvent.click(toggle);
    const detail = await screen.findByTestId('bet-round-detail');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(detail).getByTestId('bet-round-seed-hash').textContent).toBe('a'.repeat(64));
    expect(within(detail).getByTestId('bet-round-client-seed').textContent).toBe('my-seed');
    expect(within(detail).getByTestId('bet-round-nonce').textContent).toBe('41');
    expect(within(detail).getByTestId('bet-round-seed').textContent).toContain('公開');
    expect(
      within(detail)
        .getAllByTestId('bet-round-move')
        .map((m) => m.dataset.type),
    ).toEqual(['BET', 'WIN']);
    expect(within(detail).getByTestId('bet-round-verify').getAttribute('href')).toBe(
      '/studio/play/verify?roundId=r-1&lang=ja',
    );
  });

  it('keeps the ledger (bonuses too) one click away', async () => {
    mockApi({ ...routes(), 'GET /get-bet-history': { body: { totalRecordAmount: 0, records: [] } } });
    const { router } = renderApp('/bet-history', testPlayer());
    await screen.findAllByTestId('bet-round-row');
    fireEvent.click(screen.getByTestId('bet-history-view-transactions'));
    expect(await screen.findByTestId('bet-history-empty')).toBeTruthy();
    expect(router.state.location.search).toBe('?view=transactions');
  });
});
