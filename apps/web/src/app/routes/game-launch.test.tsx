import type { Game } from '@casino/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusManager } from '@tanstack/react-query';
import { BALANCE_STALE_TIME } from '../../features/wallet/api/get-balance.ts';
import { mockApi, testBalance, testPlayer } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

function game(
  gameCode: string,
  isDemoAvailable: boolean,
  orientation: Game['orientation'] = 'landscape',
): Game {
  return {
    gameId: gameCode.length,
    gameCode,
    title: '',
    translations: [{ gameId: 1, language: 'en', title: `${gameCode} title` }],
    tags: ['SLOT'],
    gameType: 'SLOT',
    orientation,
    isDemoAvailable,
    imagePath: null,
    gameStudioId: 1,
    gameStudioName: 'Studio',
  };
}

const GAMES = [game('WNF_AZTEC_X', true), game('WNF_MILLION_TREE', false, 'portrait')];
const BASE = {
  'GET /games': { body: [{ siteRef: 'casino-web', totalCount: 2, games: GAMES }] },
  'GET /auth/IsPhoneNumberVerified': { body: { phoneNumber: '+819012345678', isVerified: true } },
  'GET /balance': {
    body: testBalance({ balance: 5000, canClaimBonus: false }),
  },
  'GET /launchgame': { body: { url: '/studio/play/WNF_MILLION_TREE?launch=real-token' } },
  'GET /launch-demo': { body: { url: '/studio/play/WNF_AZTEC_X?launch=demo-token' } },
  'GET /auth/session': { body: { player: null } },
};

function post(source: Window | null, data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

beforeEach(async () => {
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('game launch page', () => {
  it('launches for real when signed in and lets the game drive the header balance', async () => {
    const api = mockApi(BASE);
    renderApp('/game-launch/WNF_MILLION_TREE', testPlayer());
    const frame = (await screen.findByTestId('game-frame')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/studio/play/WNF_MILLION_TREE?launch=real-token');
    expect(frame.title).toBe('WNF_MILLION_TREE title');
    expect(frame.getAttribute('allow')).toBe('fullscreen; autoplay');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups');
    expect(frame.parentElement!.className).toContain('game-frame--portrait');
    expect(screen.queryByTestId('game-launch-demo-badge')).toBeNull();

    const call = api.calls.find((c) => c.path === '/launchgame')!;
    expect(Object.fromEntries(call.query)).toEqual({
      gameCode: 'WNF_MILLION_TREE',
      lobbyUrl: `${window.location.origin}/game-launch/WNF_MILLION_TREE`,
      language: 'en',
    });
    expect(api.paths()).not.toContain('GET /launch-demo');

    const pill = await screen.findByTestId('balance');
    await waitFor(() => expect(pill.getAttribute('data-balance')).toBe('5000'));
    // Every balance the header shows from here on, in order (no waiting on the clock to see none came).
    const shown: (string | null)[] = [];
    const watcher = new MutationObserver(() => shown.push(pill.getAttribute('data-balance')));
    watcher.observe(pill, { attributes: true, attributeFilter: ['data-balance'] });
    // Foreign origin, foreign window, off-contract data: ignored.
    post(frame.contentWindow, { type: 'casino:balance', balance: 1, mode: 'real' }, 'https://evil.example');
    post(window, { type: 'casino:balance', balance: 2, mode: 'real' });
    post(frame.contentWindow, { type: 'casino:balance', balance: 'lots', mode: 'real' });
    post(frame.contentWindow, { type: 'casino:balance', balance: 3, mode: 'demo' });
    // The game's own report moves the header; the messages before it, handled in order, never did.
    post(frame.contentWindow, { type: 'casino:balance', balance: 4200, mode: 'real' });
    await waitFor(() => expect(pill.getAttribute('data-balance')).toBe('4200'));
    watcher.disconnect();
    expect(shown).toEqual(['4200']);
  });

  it("holds the header at the game's balance: a refetch during a reveal never tells the result first", async () => {
    let serverBalance = 5000;
    const api = mockApi({
      ...BASE,
      'GET /balance': () => ({ body: testBalance({ balance: serverBalance, canClaimBonus: false }) }),
    });
    renderApp('/game-launch/WNF_MILLION_TREE', testPlayer());
    const frame = (await screen.findByTestId('game-frame')) as HTMLIFrameElement;
    const pill = await screen.findByTestId('balance');
    await waitFor(() => expect(pill.getAttribute('data-balance')).toBe('5000'));
    post(frame.contentWindow, { type: 'casino:balance', balance: 5000, mode: 'real' }); // the game is ready
    // A round is drawn: the server already has its result, and the window regains focus (a refetch).
    serverBalance = 9000;
    const fetchedBefore = api.paths().filter((p) => p === 'GET /balance').length;
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 2 * BALANCE_STALE_TIME); // the balance is stale now
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() =>
      expect(api.paths().filter((p) => p === 'GET /balance').length).toBeGreaterThan(fetchedBefore),
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(pill.getAttribute('data-balance')).toBe('5000');
    // The game says the reveal is done: now the header moves.
    post(frame.contentWindow, { type: 'casino:balance', balance: 9000, mode: 'real' });
    await waitFor(() => expect(pill.getAttribute('data-balance')).toBe('9000'));
    vi.restoreAllMocks();
    focusManager.setFocused(undefined);
  });

  it('goes back to the lobby when the game asks', async () => {
    mockApi(BASE);
    const { router } = renderApp('/game-launch/WNF_MILLION_TREE', testPlayer());
    const frame = (await screen.findByTestId('game-frame')) as HTMLIFrameElement;
    post(frame.contentWindow, { type: 'casino:lobby' }, 'https://evil.example');
    expect(router.state.location.pathname).toBe('/game-launch/WNF_MILLION_TREE');
    post(frame.contentWindow, { type: 'casino:lobby' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('launches the demo for a logged-out visitor when the game has one', async () => {
    const api = mockApi(BASE);
    renderApp('/game-launch/WNF_AZTEC_X', null);
    const frame = await screen.findByTestId('game-frame');
    expect(frame.getAttribute('src')).toBe('/studio/play/WNF_AZTEC_X?launch=demo-token');
    expect(screen.getByTestId('game-launch-demo-badge').textContent).toBe('Demo');
    const call = api.calls.find((c) => c.path === '/launch-demo')!;
    expect(Object.fromEntries(call.query)).toEqual({
      gameCode: 'WNF_AZTEC_X',
      lobbyUrl: `${window.location.origin}/game-launch/WNF_AZTEC_X`,
      language: 'en',
      currency: 'PTS',
      brand: 'casino',
    });
    expect(api.paths()).not.toContain('GET /launchgame');
    expect(api.paths()).not.toContain('GET /balance');
  });

  it('opens the login popup and remembers the game when there is no demo, then launches after login', async () => {
    const api = mockApi({
      ...BASE,
      'POST /auth/signin': { body: { player: testPlayer() } },
    });
    const { router } = renderApp('/game-launch/WNF_MILLION_TREE', null);
    expect(await screen.findByTestId('popup-login')).toBeTruthy();
    expect(router.state.location.search).toBe('?popup=login');
    expect(JSON.parse(sessionStorage.getItem('pendingGameLaunch') ?? '{}')).toMatchObject({
      gameCode: 'WNF_MILLION_TREE',
    });
    expect(screen.getByTestId('game-launch-login')).toBeTruthy();
    expect(api.paths().some((p) => p.startsWith('GET /launch'))).toBe(false);

    fireEvent.change(screen.getByTestId('login-email'), { target: { value: 'taro@example.com' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    const frame = await screen.findByTestId('game-frame');
    expect(frame.getAttribute('src')).toBe('/studio/play/WNF_MILLION_TREE?launch=real-token');
    expect(router.state.location.search).toBe('');
    expect(sessionStorage.getItem('pendingGameLaunch')).toBeNull();
  });

  it('shows the localized error when the launch fails', async () => {
    mockApi({ ...BASE, 'GET /launchgame': { status: 404, body: { error: { code: 'NOT_FOUND' } } } });
    renderApp('/game-launch/WNF_MILLION_TREE', testPlayer());
    expect((await screen.findByTestId('game-launch-error')).textContent).toContain(
      'We could not find what you were looking for.',
    );
  });
});
